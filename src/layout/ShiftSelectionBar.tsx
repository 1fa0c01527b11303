/**
 * The bottom bar while shifts are selected (spec 2.1): '{n} Shifts selected', 'Deselect all' and 'Approve all', which
 * first shows each shift's worked time and asks (customRoutes/jobs/workedTime/ApproveAllDialog.tsx, fetched when
 * opened).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { shiftSelection } from '../../providers/shiftSelection';
import { lazyComponent } from '../lazyComponent';

const ApproveAllDialog = lazyComponent(
  () => import('../../customRoutes/jobs/workedTime/ApproveAllDialog'),
  'ApproveAllDialog',
  null,
);

/** The bar's height and a little air. */
const BAR_SPACE = 72;

export function ShiftSelectionBar() {
  const translate = useTranslate();
  const selected = useSyncExternalStore(shiftSelection.subscribe, shiftSelection.ids);
  const [asking, setAsking] = useState(false);
  if (!selected.size) return null;

  return (
    <>
      {/* Keeps the end of the page (last rows, footer) scrollable out from under the fixed bar. */}
      <Box aria-hidden sx={{ height: BAR_SPACE, flexShrink: 0 }} />
      <Paper
        elevation={8}
        role="region"
        aria-label={translate('bankshift.selection.count', { n: selected.size })}
        sx={{
          position: 'fixed',
          bottom: 0,
          left: 0,
          right: 0,
          zIndex: 'appBar',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 3,
          py: 1.5,
        }}
      >
        <Typography sx={{ flex: 1, fontWeight: 500 }}>
          {translate('bankshift.selection.count', { n: selected.size })}
        </Typography>
        <Button onClick={() => shiftSelection.clear()}>{translate('bankshift.selection.deselect_all')}</Button>
        <Button variant="contained" onClick={() => setAsking(true)}>
          {translate('bankshift.selection.approve_all')}
        </Button>
      </Paper>
      {asking && <ApproveAllDialog ids={[...selected]} onClose={() => setAsking(false)} />}
    </>
  );
}
