/**
 * A room's messages, oldest at the top, under day headings. The view stays at the newest message as others
 * arrive; scrolling up loads the 50 before the oldest shown (keyset `before`), keeping the view where it was.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Fragment, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { startsRun, type ChatMessage } from '../../domain/chat';
import { dayHeading } from '../../domain/chatTimes';
import { MessageBubble } from './MessageBubble';

/** How close to the top (in pixels) the older page starts loading. */
const LOAD_AHEAD_PX = 120;

interface Props {
  title: string;
  meId: number | undefined;
  /** Newest first, as the API pages them. */
  messages: ChatMessage[];
  /** What to say under one's own latest message about the others having read it. */
  seen?: { messageId: number; text: string };
  isPending: boolean;
  error: Error | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

export function MessageHistory({
  title,
  meId,
  messages,
  seen,
  isPending,
  error,
  hasOlder,
  loadingOlder,
  loadOlder,
}: Props) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);

  // The box is laid out bottom-up (column-reverse): it opens at the newest message, and what is added above the
  // oldest one does not move what is in view. Its scrollTop runs from 0 (bottom) to negative values (top).
  const onScroll = () => {
    const el = scroller.current;
    if (!el || !hasOlder || loadingOlder) return;
    if (el.scrollHeight - el.clientHeight - Math.abs(el.scrollTop) < LOAD_AHEAD_PX) loadOlder();
  };

  const chronological = [...messages].reverse();
  let lastDay = '';
  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column-reverse', px: 2, py: 1 }}
    >
      <Box>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={28} aria-label={translate('bankshift.loading')} />
          </Box>
        ) : error ? (
          <Alert severity="error">{translate(error.message, { _: error.message })}</Alert>
        ) : (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
              {hasOlder ? (
                <Button
                  size="small"
                  onClick={loadOlder}
                  disabled={loadingOlder}
                  startIcon={loadingOlder ? <CircularProgress size={14} /> : undefined}
                >
                  {translate('bankshift.chat.load_earlier')}
                </Button>
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {translate(messages.length ? 'bankshift.chat.start_of_history' : 'bankshift.chat.empty_room')}
                </Typography>
              )}
            </Box>
            {/* The log holds the list: a list given the role log could no longer hold list items. */}
            <Box role="log" aria-label={translate('bankshift.chat.history', { title })}>
              <Box component="ol" sx={{ m: 0, p: 0 }}>
                {chronological.map((m, i) => {
                  const day = dayHeading(m.date);
                  const heading = day !== lastDay;
                  lastDay = day;
                  const named = heading || startsRun(chronological[i - 1], m);
                  return (
                    <Fragment key={m.id}>
                      {heading && (
                        <Box component="li" aria-hidden sx={{ listStyle: 'none', textAlign: 'center', my: 1 }}>
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'action.hover' }}
                          >
                            {translate(`bankshift.chat.${day.toLowerCase()}`, { _: day })}
                          </Typography>
                        </Box>
                      )}
                      <MessageBubble
                        message={m}
                        mine={m.senderId === meId}
                        named={named}
                        seen={seen?.messageId === m.id ? seen.text : undefined}
                      />
                    </Fragment>
                  );
                })}
              </Box>
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
