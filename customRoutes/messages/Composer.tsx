/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; nothing is sent while the text is blank.
 * A failed send says why and keeps the text, to send again.
 */
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { sendable } from '../../domain/chat';
import { errorMessage } from '../../src/errorMessage';

/** The API's limit on a message's length (server/services/chat/messages.ts). */
const MAX_LENGTH = 4000;

export function Composer({ onSend }: { onSend: (text: string) => Promise<unknown> }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canSend = sendable(text) && !sending;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (e) {
      setError(translate('bankshift.chat.send_failed', { error: errorMessage(translate, e) }));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const label = translate('bankshift.chat.send');
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <TextField
          fullWidth
          multiline
          maxRows={6}
          size="small"
          label={translate('bankshift.chat.composer')}
          placeholder={translate('bankshift.chat.composer_placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        />
        <Tooltip title={label}>
          <span>
            <IconButton color="primary" aria-label={label} disabled={!canSend} onClick={() => void send()}>
              <Send />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
