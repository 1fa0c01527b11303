/**
 * Starting a chat (needs CREATE_CHAT): pick one or more staff members or managers of the trust; a chat with
 * several people needs a title. The room opens once the API has it; a refusal is shown, never swallowed
 * (spec 8: creating a room that fails is an error).
 */
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fullName } from '../../domain/account';
import { chatApi, type ChatContact } from '../../providers/chat';
import { useApiCall } from '../../src/useApiCall';
import { CHAT_KEYS } from './useChat';
import { errorMessage } from '../../src/errorMessage';

const SEARCH_DELAY_MS = 250;

const roleText = (c: ChatContact) => c.roleTypes.map((t) => t.toLowerCase().replace(/-/g, ' ')).join(', ');

export function NewChatButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
        {translate('bankshift.chat.new_chat')}
      </Button>
      {open && <NewChatDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function NewChatDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [people, setPeople] = useState<ChatContact[]>([]);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const contacts = useQuery({
    queryKey: ['chat', 'contacts', q],
    queryFn: () => apiCall(() => chatApi.contacts(q)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const group = people.length > 1;
  const ready = people.length > 0 && (!group || title.trim().length > 0) && !busy;

  const start = async () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      const room = await apiCall(() =>
        chatApi.createRoom({
          participantIds: people.map((p) => p.userId),
          ...(group ? { chatTitle: title.trim() } : {}),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: CHAT_KEYS.rooms });
      onClose();
      navigate(`/messages/${room.id}`);
    } catch (e) {
      setError(translate('bankshift.chat.new_chat_failed', { error: errorMessage(translate, e) }));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-chat-title">
      <DialogTitle id="new-chat-title">{translate('bankshift.chat.new_chat_title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        {contacts.error && (
          <Alert severity="error">{translate(contacts.error.message, { _: contacts.error.message })}</Alert>
        )}
        <Autocomplete<ChatContact, true>
          multiple
          autoFocus
          options={contacts.data ?? []}
          loading={contacts.isFetching}
          value={people}
          onChange={(_, value) => setPeople(value)}
          inputValue={input}
          onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
          filterOptions={(options) => options}
          isOptionEqualToValue={(a, b) => a.userId === b.userId}
          getOptionLabel={(c: ChatContact) => fullName(c)}
          noOptionsText={translate('bankshift.chat.no_contacts')}
          loadingText={translate('bankshift.loading')}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              {fullName(option)}
              <span style={{ marginLeft: 8, opacity: 0.6, fontSize: '0.85em', textTransform: 'capitalize' }}>
                {roleText(option)}
              </span>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={translate('bankshift.chat.new_chat_people')}
              helperText={translate('bankshift.chat.new_chat_people_help')}
            />
          )}
        />
        {group && (
          <TextField
            required
            label={translate('bankshift.chat.new_chat_group_title')}
            helperText={translate('bankshift.chat.new_chat_group_title_help')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 160 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('bankshift.chat.cancel')}</Button>
        <Button variant="contained" onClick={start} disabled={!ready}>
          {translate('bankshift.chat.new_chat_start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
