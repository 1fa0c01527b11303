/**
 * One message: text as plain text (never HTML), or a shift's description as a card linking to the shift
 * (spec 3: messageType JobDescription). One's own messages sit on the right.
 */
import WorkOutline from '@mui/icons-material/WorkOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ChatMessage } from '../../domain/chat';
import { timeLabel } from '../../domain/dateLabels';

const textSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * `named`: the first of a run of one sender's messages carries their name and the time; the others, the time on
 * hover. `seen`: under one's own latest message, whether the others have read it.
 */
export function MessageBubble({
  message,
  mine,
  named,
  seen,
}: {
  message: ChatMessage;
  mine: boolean;
  named: boolean;
  seen?: string;
}) {
  const translate = useTranslate();
  const who = mine ? translate('bankshift.chat.you') : message.senderName;
  const header = named ? (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.25 }}>
      {who} · <time dateTime={message.date}>{timeLabel(message.date)}</time>
    </Typography>
  ) : null;
  return (
    <Box
      component="li"
      data-message-id={message.id}
      title={named ? undefined : `${who} · ${timeLabel(message.date)}`}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        mt: named ? 1 : 0.25,
        mb: 0.25,
      }}
    >
      <Box sx={{ maxWidth: '75%', minWidth: 0, textAlign: mine ? 'right' : 'left' }}>
        {header}
        {message.messageType === 'JobDescription' ? (
          <Card
            variant="outlined"
            sx={{ textAlign: 'left', borderColor: 'primary.light' }}
            aria-label={translate('bankshift.chat.job_description')}
          >
            <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
              <Typography
                variant="overline"
                color="primary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, lineHeight: 1.5 }}
              >
                <WorkOutline fontSize="inherit" /> {translate('bankshift.chat.job_description')}
              </Typography>
              <Typography sx={textSx}>{message.text}</Typography>
            </CardContent>
            {message.jobId != null && (
              <CardActions sx={{ pt: 0 }}>
                <Button size="small" component={Link} to={`/jobs/${message.jobId}/details`}>
                  {translate('bankshift.chat.view_shift')}
                </Button>
              </CardActions>
            )}
          </Card>
        ) : (
          <Box
            sx={{
              display: 'inline-block',
              textAlign: 'left',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: mine ? 'primary.main' : 'grey.100',
              color: mine ? 'primary.contrastText' : 'text.primary',
            }}
          >
            <Typography sx={textSx}>{message.text}</Typography>
          </Box>
        )}
        {seen && (
          <Typography variant="caption" color="text.secondary" component="div" role="status" sx={{ mt: 0.25 }}>
            {seen}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
