/**
 * The bell with the live unread count (spec 2.1), opening the notification panel: its title, snooze,
 * 'Mark all as read', 'Clear all' after a confirmation, and the list. Opening a notification marks it read and
 * goes where it leads (spec 9); one that leads nowhere is only marked read.
 */
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Confirm, useNavigate, useTranslate } from 'react-admin';
import { destinationOf } from '../../../domain/notifications';
import { notificationsApi, type Notification } from '../../../providers/notifications';
import { lazyComponent, preloadWhenIdle } from '../../lazyComponent';
import { CountBadge } from '../CountBadge';
import { useNotificationChange, useNotificationEvents, useUnreadCount } from './useNotifications';

/** The panel's contents fetch their code once the page is idle, and show at once when it opens. */
const NotificationList = lazyComponent(() => import('./NotificationList'), 'NotificationList');
const SnoozeMenu = lazyComponent(() => import('./SnoozeMenu'), 'SnoozeMenu', null);

export function NotificationBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const { data: unread = 0 } = useUnreadCount();
  const markRead = useNotificationChange((id: number) => notificationsApi.setViewed(id, true));
  const markAllRead = useNotificationChange(notificationsApi.markAllRead);
  const clearAll = useNotificationChange(notificationsApi.clearAll);
  useNotificationEvents();
  useEffect(() => preloadWhenIdle(NotificationList, SnoozeMenu), []);

  const open = (n: Notification) => {
    if (!n.viewed) markRead.mutate(n.id);
    const destination = destinationOf(n);
    setAnchor(null);
    navigate({ pathname: destination.path, search: destination.search });
  };

  const label = translate('bankshift.top_bar.notifications');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={`${label}, ${translate('bankshift.top_bar.unread', { smart_count: unread })}`}
          aria-haspopup="dialog"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <CountBadge count={unread}>
            <NotificationsNone />
          </CountBadge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notification-panel-heading',
            sx: { width: 420, maxWidth: '100vw' },
          },
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="notification-panel-heading" variant="h6" component="h2">
            {label}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <SnoozeMenu />
            <Box sx={{ flex: 1 }} />
            <Button size="small" onClick={() => markAllRead.mutate(undefined)} disabled={markAllRead.isPending}>
              {translate('bankshift.notifications.mark_all_read')}
            </Button>
            <Button size="small" color="warning" onClick={() => setConfirmClear(true)}>
              {translate('bankshift.notifications.clear_all')}
            </Button>
          </Box>
        </Box>
        <NotificationList onOpen={open} />
      </Popover>
      <Confirm
        isOpen={confirmClear}
        title="bankshift.notifications.clear_all_title"
        content="bankshift.notifications.clear_all_text"
        confirm="bankshift.notifications.clear_all"
        confirmColor="warning"
        loading={clearAll.isPending}
        onConfirm={() => clearAll.mutate(undefined, { onSettled: () => setConfirmClear(false) })}
        onClose={() => setConfirmClear(false)}
      />
    </>
  );
}
