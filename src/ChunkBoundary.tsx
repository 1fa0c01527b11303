/**
 * Where a screen whose code could not be fetched (loadChunk gave up) says so and offers to reload the page; any other
 * error goes on to react-admin's own error page.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ChunkLoadFailure } from './loadChunk';

function CouldNotLoad() {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          {translate('bankshift.chunk_failed.reload')}
        </Button>
      }
    >
      {translate('bankshift.chunk_failed.text')}
    </Alert>
  );
}

export class ChunkBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof ChunkLoadFailure) return <CouldNotLoad />;
    throw error;
  }
}
