/**
 * The top bar's refresh button, which turns into a progress circle while the console loads or saves anything
 * (react-admin's LoadingIndicator, told by useBusy rather than by a walk of the query cache on every event).
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RefreshIconButton } from 'react-admin';
import { useBusy } from './useBusy';

export function LoadingIndicator() {
  const busy = useBusy();
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton sx={busy ? { opacity: 0 } : undefined} />
      {busy && (
        <CircularProgress
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
}
