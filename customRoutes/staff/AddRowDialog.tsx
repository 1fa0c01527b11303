/**
 * Adds a row of a family about a person from their profile (a block, contracted hours): the family's own inputs for
 * the fields asked, the rest (the person, their trust) fixed, checked by the server's rules and saved with its answer
 * shown where the user acted.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { Form, SaveButton, useCanAccess, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { definitionOf } from '../../providers/resources';
import { errorMessage } from '../../src/errorMessage';
import { FieldInput } from '../../src/generated/FieldInput';

export interface AddRowDialogProps {
  resource: string;
  label: string;
  fields: string[];
  fixed: Record<string, unknown>;
}

export function AddRowDialog({ resource, label, fields, fixed }: AddRowDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const def = definitionOf(resource)!;
  if (!canAccess) return null;
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await create(resource, { data: { ...Object.fromEntries(fields.map((f) => [f, values[f] ?? undefined])), ...fixed } }, { returnPromise: true });
      notify('bankshift.actions.done', { type: 'success', messageArgs: { action: label } });
      setOpen(false);
      refresh();
    } catch (e) {
      setError(errorMessage(translate, e));
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <Form onSubmit={submit} defaultValues={fixed}>
          <DialogTitle id={titleId}>{label}</DialogTitle>
          <DialogContent>
            {fields.map((name) => (
              <FieldInput key={name} def={def} name={name} />
            ))}
            {error && <Alert severity="error">{error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={label} icon={<></>} alwaysEnable disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
