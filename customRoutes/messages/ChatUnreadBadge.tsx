/**
 * The top bar's chat icon with the live total of unread messages (spec 2.1), from the user's chat profile and
 * kept current by the socket's chat events. The count is also said in words, for the icon's description.
 */
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Badge from '@mui/material/Badge';
import { useTranslate } from 'react-admin';
import { useChatEvents, useChatUnread } from './useChat';
import { visuallyHidden } from '../../src/visuallyHidden';

/** The id of the words that describe the count (the icon's aria-describedby). */
export const CHAT_UNREAD_ID = 'chat-unread-count';

export function ChatUnreadBadge() {
  const translate = useTranslate();
  const { data: unread = 0 } = useChatUnread();
  useChatEvents();
  return (
    <>
      <Badge badgeContent={unread} color="error" max={99}>
        <ChatBubbleOutline />
      </Badge>
      <span id={CHAT_UNREAD_ID} style={visuallyHidden}>
        {translate('bankshift.chat.unread', { smart_count: unread })}
      </span>
    </>
  );
}
