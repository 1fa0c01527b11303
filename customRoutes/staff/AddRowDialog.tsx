/**
 * Adds a row of a family about a person from their profile (a block, contracted hours): the family's own inputs for
 * the fields asked, in the form declared actions use (ActionForm), the rest (the person, their trust) fixed; checked
 * by the server's rules and saved with its answer shown where the user acted.
 */
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useCanAccess, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useDefinition } from '../../providers/definitions';
import type { Field } from '../../resources/define';
import { errorMessage } from '../../src/errorMessage';
import { ActionForm } from '../../src/generated/ActionForm';

export interface AddRowDialogProps {
  resource: string;
  label: string;
  /** The family's fields asked, or the inputs of a family whose create takes a payload of its own (resources/define.ts creates). */
  fields: string[] | Record<string, Field>;
  fixed: Record<string, unknown>;
}

export function AddRowDialog({ resource, label, fields, fixed }: AddRowDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create] = useCreate();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const def = useDefinition(resource);
  if (!canAccess) return null;
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await create(resource, { data: { ...values, ...fixed } }, { returnPromise: true });
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
      <ActionForm
        def={def}
        action={{
          label,
          input: Array.isArray(fields) ? Object.fromEntries(fields.map((f) => [f, def.fields[f]])) : fields,
        }}
        record={fixed}
        open={open}
        error={error}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
