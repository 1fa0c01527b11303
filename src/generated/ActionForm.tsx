/**
 * The form of a declared action that takes input (resources/define.ts ActionDefinition.input): its fields as the
 * generated inputs, validated with the server's rules, in a dialog. A reference scoped by the record's trust (an
 * approver's reasons) offers that trust's rows only; only the declared inputs are sent. An edit's inputs start from the
 * record's values (ActionDefinition.prefill).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { Form, ResourceContextProvider, SaveButton, useTranslate } from 'react-admin';
import type { ActionDefinition, ResourceDefinition } from '../../resources/define';
import { FieldInput } from './FieldInput';

export interface ActionFormProps {
  def: ResourceDefinition;
  /** A declared action, or any form of some of the family's fields (a new row's, from a profile). */
  action: Pick<ActionDefinition, 'label' | 'input' | 'prefill'>;
  /** The row acted on (a new row's fixed values): the values scoped inputs and an edit start from. */
  record: Record<string, unknown>;
  open: boolean;
  error: string | null;
  onSubmit: (input: Record<string, unknown>) => void;
  onClose: () => void;
  /** Shown under the inputs (a bulk action's progress). */
  children?: ReactNode;
}

export function ActionForm({ def, action, record, open, error, onSubmit, onClose, children }: ActionFormProps) {
  const translate = useTranslate();
  const titleId = useId();
  const input = action.input ?? {};
  const form = { ...def, fields: input };
  // The fields its inputs are scoped by come from the record (a reason of the record's trust).
  const scopes = Object.fromEntries(
    Object.values(input).flatMap((f) =>
      f.type === 'reference' && f.scopedBy ? [[f.scopedBy, record[f.scopedBy]]] : [],
    ),
  );
  // An edit of the record's details starts from its values.
  const current = action.prefill
    ? Object.fromEntries(Object.keys(input).map((name) => [name, record[name] ?? undefined]))
    : {};
  const submit = (values: Record<string, unknown>) =>
    onSubmit(Object.fromEntries(Object.keys(input).map((name) => [name, values[name] ?? undefined])));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {/* Its inputs are the family's, wherever the form opens (a profile's dialog). */}
      <ResourceContextProvider value={def.name}>
        <Form onSubmit={submit} defaultValues={{ ...current, ...scopes }}>
          <DialogTitle id={titleId}>{translate(action.label)}</DialogTitle>
          <DialogContent>
            {Object.keys(input).map((name) => (
              <FieldInput key={name} def={form} name={name} />
            ))}
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={action.label} icon={<></>} alwaysEnable />
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
