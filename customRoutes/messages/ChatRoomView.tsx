/**
 * One room (/messages/{chatRoomId}): its name and people, archive for oneself, the history and the composer.
 * Opening it marks it read (last seen now, unread back to 0), and so do the messages that come in while it is
 * open (every two seconds at most). Under one's latest message it says whether the others have read it; if the
 * messages missed while the connection was down cannot be loaded, it says so and tries again.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Archive from '@mui/icons-material/ArchiveOutlined';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ActingRole } from '../../domain/access';
import { fullName } from '../../domain/account';
import { maySendChat, othersIn, roomTitle, seenState } from '../../domain/chat';
import { chatApi } from '../../providers/chat';
import { session } from '../../providers/session';
import { useApiCall } from '../../src/useApiCall';
import { Composer } from './Composer';
import { MessageHistory } from './MessageHistory';
import { CHAT_KEYS } from './useChat';
import { statusOf, useMarkSeen, useRoom, useRoomMessages, useSendMessage } from './useRoom';
import { useNotifyError } from '../../src/useNotifyError';
import { errorMessage } from '../../src/errorMessage';

export function ChatRoomView({ roomId, showBack }: { roomId: string; showBack: boolean }) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const meId = session.account()?.id;
  const room = useRoom(roomId);
  const markSeen = useMarkSeen(roomId);
  const history = useRoomMessages(roomId, markSeen);
  const send = useSendMessage(roomId, history.add);
  const seen = room.data ? seenState(room.data, meId, history.messages) : undefined;

  const back = showBack && (
    <IconButton component={Link} to="/messages" aria-label={translate('bankshift.chat.back')} edge="start">
      <ArrowBack />
    </IconButton>
  );

  if (room.error) {
    const status = statusOf(room.error);
    return (
      <Box sx={{ p: 2 }}>
        {back}
        <Alert severity={status === 404 ? 'info' : 'error'}>
          {status === 404
            ? translate('bankshift.chat.not_found')
            : status === 403
              ? translate('bankshift.chat.no_permission')
              : translate(room.error.message, { _: room.error.message })}
        </Alert>
      </Box>
    );
  }

  const title = room.data ? roomTitle(room.data, meId) : '';
  const others = room.data ? othersIn(room.data, meId) : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 64,
        }}
      >
        {back}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {title}
          </Typography>
          {room.data?.chatTitle && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {translate('bankshift.chat.participants', { names: others.map(fullName).join(', ') })}
            </Typography>
          )}
        </Box>
        {room.data?.jobId != null && (
          <Button size="small" component={Link} to={`/jobs/${room.data.jobId}/details`}>
            {translate('bankshift.chat.view_shift')}
          </Button>
        )}
        {room.data && <ArchiveButton roomId={roomId} archived={room.data.archived} />}
      </Box>
      {history.catchUpError != null && (
        <Alert
          severity="warning"
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" onClick={history.retryCatchUp}>
              {translate('bankshift.chat.retry')}
            </Button>
          }
        >
          {translate(history.catchUpWillRetry ? 'bankshift.chat.catch_up_failed' : 'bankshift.chat.catch_up_refused', {
            error: errorMessage(translate, history.catchUpError),
          })}
        </Alert>
      )}
      <MessageHistory
        title={title}
        meId={meId}
        messages={history.messages}
        seen={
          seen && {
            messageId: seen.messageId,
            text: translate(seen.readers === seen.of ? 'bankshift.chat.seen' : 'bankshift.chat.seen_by', seen),
          }
        }
        isPending={history.isPending}
        error={history.error}
        hasOlder={!!history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        loadOlder={() => void history.fetchNextPage()}
      />
      {maySendChat(role) && room.data && <Composer key={roomId} onSend={(text) => send.mutateAsync(text)} />}
    </Box>
  );
}

/** Archives the room for oneself, or brings it back to the inbox. */
function ArchiveButton({ roomId, archived }: { roomId: string; archived: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await apiCall(() => chatApi.setArchived(roomId, !archived));
      notify(archived ? 'bankshift.chat.unarchived_done' : 'bankshift.chat.archived_done', { type: 'info' });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms });
      queryClient.invalidateQueries({ queryKey: CHAT_KEYS.room(roomId) });
    }
  };
  return (
    <Button
      size="small"
      color="inherit"
      disabled={busy}
      onClick={toggle}
      startIcon={archived ? <Unarchive /> : <Archive />}
    >
      {translate(archived ? 'bankshift.chat.unarchive' : 'bankshift.chat.archive')}
    </Button>
  );
}
