/**
 * The top bar's chat icon with the live total of unread messages (spec 2.1), from the user's chat profile and
 * kept current by the socket's chat events. The link's name says the count in words ('Messages, 3 unread
 * messages'), so what it shows is part of what it is called (WCAG 2.5.3, label in name).
 */
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountBadge } from '../../src/layout/CountBadge';
import { useChatEvents, useChatUnread } from './useChat';

const CHAT_PATH = '/messages';

export function ChatLink() {
  const translate = useTranslate();
  const { data: unread = 0 } = useChatUnread();
  useChatEvents();
  const label = translate('bankshift.top_bar.chat');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={Link}
        to={CHAT_PATH}
        aria-label={`${label}, ${translate('bankshift.chat.unread', { smart_count: unread })}`}
      >
        <CountBadge count={unread}>
          <ChatBubbleOutline />
        </CountBadge>
      </IconButton>
    </Tooltip>
  );
}
