/**
 * Saves the draft's shape (everything but its dates) as one of the user's own shift templates
 * (custom-shift-templates), to start from on the wizard's first step next time.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import type { PostingDraft } from '../../domain/shiftWizard';
import { errorText } from '../jobs/jobPage/errorText';

const T = 'bankshift.wizard.save_shape';

export function SaveShape({ draft, trustId }: { draft: PostingDraft; trustId?: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const { dates: _, ...shape } = draft;
  const save = async () => {
    setError(null);
    try {
      await create(
        'custom-shift-templates',
        { data: { name: name.trim(), careLocationId: draft.careLocationId, shape, ...(trustId ? { trustId } : {}) } },
        { returnPromise: true },
      );
      notify(translate(`${T}.saved`, { name: name.trim() }), { type: 'success' });
      setOpen(false);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="save-shape-title">
        <DialogTitle id="save-shape-title">{translate(`${T}.title`)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            autoFocus
            label={translate(`${T}.name`)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate(`${T}.cancel`)}</Button>
          <Button variant="contained" onClick={save} disabled={!name.trim() || isPending}>
            {translate(`${T}.save`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
