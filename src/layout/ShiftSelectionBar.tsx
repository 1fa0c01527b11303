/**
 * The bottom bar while shifts are selected (spec 2.1): '{n} Shifts selected', 'Deselect all' and 'Approve all'.
 * Approved shifts leave the selection; those the server refused stay selected and the toast says why. A failed
 * call toasts the server's message or 'Something went wrong.' (spec 8).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { approveJobs, shiftSelection } from '../../providers/shiftSelection';
import { useApiCall } from '../useApiCall';
import { useNotifyError } from '../useNotifyError';

/** The bar's height and a little air. */
const BAR_SPACE = 72;

export function ShiftSelectionBar() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const selected = useSyncExternalStore(shiftSelection.subscribe, shiftSelection.ids);
  const [approving, setApproving] = useState(false);
  if (!selected.size) return null;

  const approveAll = async () => {
    setApproving(true);
    try {
      const { approved, failed } = await apiCall(() => approveJobs([...selected]));
      shiftSelection.deselect(approved);
      if (failed.length) {
        const reasons = failed.map((f) => `#${f.id}: ${f.message}`).join('; ');
        notify('bankshift.selection.partly_failed', {
          type: 'warning',
          messageArgs: { approved: approved.length, failed: failed.length, reasons },
        });
      } else {
        notify('bankshift.selection.approved', { type: 'success', messageArgs: { smart_count: approved.length } });
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setApproving(false);
      // Approved shifts moved on: lists and pages showing shifts read them again.
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    }
  };

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
        <Button variant="contained" onClick={approveAll} disabled={approving}>
          {translate('bankshift.selection.approve_all')}
        </Button>
      </Paper>
    </>
  );
}
