/**
 * One notification: title, text, the shift it is about, its time as HH:mm and an unread mark. Opening it is
 * the caller's; its menu marks it read or unread, or deletes it after a confirmation.
 */
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { timeLabel } from '../../../domain/dateLabels';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { notificationsApi, type Notification } from '../../../providers/notifications';
import { useNotificationChange } from './useNotifications';

export function NotificationCard({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
}) {
  const translate = useTranslate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const setViewed = useNotificationChange((viewed: boolean) => notificationsApi.setViewed(n.id, viewed));
  const remove = useNotificationChange(() => notificationsApi.remove(n.id));
  const closeMenu = () => setMenuAnchor(null);
  const titleId = `notification-${n.id}-title`;

  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={translate('bankshift.notifications.actions')}
          aria-describedby={titleId}
          aria-haspopup="menu"
          onClick={(e) => setMenuAnchor(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      }
    >
      <ListItemButton onClick={() => onOpen(n)} sx={{ alignItems: 'flex-start', gap: 1, pr: 6 }}>
        <FiberManualRecord
          aria-label={n.viewed ? undefined : translate('bankshift.notifications.unread')}
          aria-hidden={n.viewed}
          sx={{ fontSize: 10, mt: 0.75, color: n.viewed ? 'transparent' : 'primary.main' }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography id={titleId} variant="body2" sx={{ fontWeight: n.viewed ? 400 : 600 }}>
              {n.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={n.created}>
              {timeLabel(n.created)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {n.body}
          </Typography>
          {n.job && (
            <Typography variant="caption" color="text.secondary">
              {n.job.date} · {n.job.startTime}–{n.job.endTime}
            </Typography>
          )}
        </Box>
      </ListItemButton>
      <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={closeMenu}>
        <MenuItem
          onClick={() => {
            closeMenu();
            setViewed.mutate(!n.viewed);
          }}
        >
          {translate(n.viewed ? 'bankshift.notifications.mark_unread' : 'bankshift.notifications.mark_read')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            closeMenu();
            setConfirmDelete(true);
          }}
        >
          {translate('bankshift.notifications.delete')}
        </MenuItem>
      </Menu>
      <Confirm
        isOpen={confirmDelete}
        title="bankshift.notifications.delete_title"
        content="bankshift.notifications.delete_text"
        translateOptions={{ title: n.title }}
        confirm="bankshift.notifications.delete"
        confirmColor="warning"
        loading={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirmDelete(false) })}
        onClose={() => setConfirmDelete(false)}
      />
    </ListItem>
  );
}
