/**
 * The panel's notifications, newest first under their relative-time groups, loaded 10 at a time as the list is
 * scrolled to its end (and while it does not yet fill its height). Loading, error, empty and end states.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { timeGroupOf } from '../../../domain/notifications';
import type { Notification } from '../../../providers/notifications';
import { NotificationCard } from './NotificationCard';
import { useNotificationPages } from './useNotifications';

/** How close to the end of the list (in pixels) the next page starts loading. */
const LOAD_AHEAD_PX = 80;

const Centered = ({ children }: { children: React.ReactNode }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>{children}</Box>
);

export function NotificationList({ onOpen }: { onOpen: (n: Notification) => void }) {
  const translate = useTranslate();
  const { data, error, isPending, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useNotificationPages();
  const scroller = useRef<HTMLDivElement>(null);
  const notifications = data?.pages.flatMap((page) => page.data) ?? [];

  const loadMoreIfAtEnd = () => {
    const el = scroller.current;
    if (!el || !hasNextPage || isFetchingNextPage) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - LOAD_AHEAD_PX) fetchNextPage();
  };

  // A first page that does not fill the panel leaves nothing to scroll: load on until it does (laid-out pages only).
  useEffect(() => {
    const el = scroller.current;
    if (el && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight) loadMoreIfAtEnd();
  });

  if (isPending) {
    return (
      <Centered>
        <CircularProgress size={24} aria-label={translate('bankshift.loading')} />
      </Centered>
    );
  }
  if (error && !notifications.length) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => refetch()}>{translate('bankshift.notifications.retry')}</Button>}
      >
        {translate('bankshift.notifications.error')}
      </Alert>
    );
  }
  if (!notifications.length) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {translate('bankshift.notifications.empty')}
      </Typography>
    );
  }

  return (
    <Box
      ref={scroller}
      onScroll={loadMoreIfAtEnd}
      sx={{ overflowY: 'auto', maxHeight: '60vh' }}
      data-testid="notification-scroller"
    >
      <List disablePadding>
        {notifications.map((n, i) => {
          const group = timeGroupOf(n.created);
          const startsGroup = i === 0 || timeGroupOf(notifications[i - 1].created) !== group;
          return (
            <Fragment key={n.id}>
              {startsGroup && (
                <ListSubheader sx={{ lineHeight: '32px' }}>
                  {translate(`bankshift.notifications.groups.${group}`)}
                </ListSubheader>
              )}
              <NotificationCard notification={n} onOpen={onOpen} />
            </Fragment>
          );
        })}
      </List>
      {isFetchingNextPage && (
        <Centered>
          <CircularProgress size={20} aria-label={translate('bankshift.loading')} />
        </Centered>
      )}
      {error && (
        <Alert
          severity="error"
          action={<Button onClick={() => fetchNextPage()}>{translate('bankshift.notifications.retry')}</Button>}
        >
          {translate('bankshift.notifications.error')}
        </Alert>
      )}
      {!hasNextPage && !error && (
        <Typography variant="body2" sx={{ p: 2, textAlign: 'center' }} color="text.secondary">
          {translate('bankshift.notifications.end')}
        </Typography>
      )}
    </Box>
  );
}
