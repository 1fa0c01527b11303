/**
 * Snooze (spec 4): notDisturbDate becomes now plus 1, 3, 6, 12, 24 or 168 hours; 'Enable' clears it. While
 * it lies in the future the panel says until when, from the account as the console last heard of it (a snooze
 * set or ended in another tab arrives with the account's reload or its socket event).
 */
import Snooze from '@mui/icons-material/Snooze';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { instantLabel } from '../../../domain/dateLabels';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SNOOZE_HOURS } from '../../../domain/constants';
import { isSnoozed, snoozeUntil } from '../../../domain/notifications';
import { useOwnAccount } from '../../../customRoutes/account/useOwnAccount';
import { OWN_ACCOUNT_KEY, patchAccount } from '../../../providers/account';
import { useApiCall } from '../../useApiCall';
import { useNotifyError } from '../../useNotifyError';

export function SnoozeMenu() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  // The account as the console keeps it: opening the panel asks nothing.
  const { account } = useOwnAccount({ fresh: false });
  const until = account?.notDisturbDate ?? null;

  const snooze = (hours: number) => {
    setAnchor(null);
    apiCall(() => patchAccount({ id: account?.id, notDisturbDate: snoozeUntil(hours) }))
      .then((next) => queryClient.setQueryData(OWN_ACCOUNT_KEY, next))
      .catch(notifyError);
  };

  return (
    <>
      <Button size="small" startIcon={<Snooze />} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        {translate('bankshift.notifications.snooze')}
      </Button>
      {isSnoozed(until) && (
        <Typography variant="caption" color="text.secondary">
          {translate('bankshift.notifications.snoozed_until', { time: instantLabel(until!) })}
        </Typography>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {SNOOZE_HOURS.map((hours) => (
          <MenuItem key={hours} onClick={() => snooze(hours)}>
            {translate('bankshift.notifications.snooze_hours', { smart_count: hours })}
          </MenuItem>
        ))}
        <MenuItem onClick={() => snooze(0)}>{translate('bankshift.notifications.enable')}</MenuItem>
      </Menu>
    </>
  );
}
