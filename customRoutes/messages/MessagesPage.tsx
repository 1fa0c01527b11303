/**
 * The chat console (spec 1, 2.4): /messages lists the rooms, /messages/{chatRoomId} opens one. On a wide screen
 * both sit side by side; on a narrow one, the list or the room. While the socket is down it says it is reconnecting.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ActingRole } from '../../domain/access';
import { mayStartChat } from '../../domain/chat';
import { HORIZONTAL_MENU_HEIGHT } from '../../src/layout/HorizontalMenu';
import { TOP_BAR_HEIGHT } from '../../src/layout/TopBar';
import { ChatRoomView } from './ChatRoomView';
import { NewChatButton } from './NewChatDialog';
import { RoomList } from './RoomList';
import { useReconnecting } from './useChat';

/** The page fills the window under the bars, leaving the content's own top padding and a margin. */
const PAGE_HEIGHT = `calc(100vh - ${TOP_BAR_HEIGHT + HORIZONTAL_MENU_HEIGHT + 32}px)`;

export function MessagesPage() {
  const translate = useTranslate();
  const { chatRoomId } = useParams<{ chatRoomId?: string }>();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const showList = wide || !chatRoomId;
  const showRoom = wide || !!chatRoomId;
  const reconnecting = useReconnecting();

  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: PAGE_HEIGHT, minHeight: 420, overflow: 'hidden', mb: 2 }}
    >
      <Title title="bankshift.chat.title" />
      {reconnecting && (
        <Alert severity="warning" role="status" sx={{ borderRadius: 0, py: 0 }}>
          {translate('bankshift.chat.reconnecting')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {showList && (
          <Box
            component="section"
            aria-label={translate('bankshift.chat.rooms')}
            sx={{
              width: wide ? 360 : '100%',
              flexShrink: 0,
              borderRight: wide ? 1 : 0,
              borderColor: 'divider',
              minHeight: 0,
            }}
          >
            <RoomList selectedId={chatRoomId} actions={mayStartChat(role) ? <NewChatButton /> : undefined} />
          </Box>
        )}
        {showRoom && (
          <Box
            component="section"
            aria-label={translate('bankshift.chat.title')}
            sx={{ flex: 1, minWidth: 0, minHeight: 0 }}
          >
            {chatRoomId ? (
              <ChatRoomView key={chatRoomId} roomId={chatRoomId} showBack={!wide} />
            ) : (
              <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
                <Typography color="text.secondary">{translate('bankshift.chat.select_room')}</Typography>
              </Box>
            )}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
