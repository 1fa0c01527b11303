/**
 * A declared action's button: shown only when the acting role may take it on this record now (the server's own
 * rule, resources/define.ts actionOpen), asking first where the action says so (or for its input, in a form: ActionForm),
 * telling the outcome by a toast or, for a refusal, where the user acted.
 */
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useNotify, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import type { ActingRole } from '../../domain/access';
import { actionOpen } from '../../resources/define';
import { useDefinition } from '../../providers/definitions';
import { errorMessage } from '../errorMessage';
import { ActionForm } from './ActionForm';
import { useAct } from './useAct';

export interface ActionButtonProps {
  resource: string;
  action: string;
  record: RaRecord;
  /** Texts (i18n keys) of the button, the confirmation and the success toast; the definition's label otherwise. */
  label?: string;
  confirmTitle?: string;
  confirmContent?: string;
  done?: string;
  /** What the confirmation and the toast say of the record (counts, totals), beside the action's name. */
  messageArgs?: Record<string, unknown>;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
}

export function ActionButton({
  resource,
  action,
  record,
  label,
  confirmTitle,
  confirmContent,
  done,
  messageArgs,
  variant = 'outlined',
  color,
}: ActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  const { act, isPending } = useAct(resource);
  const [asking, setAsking] = useState(false);
  // A refusal is about the record as it was: once the record changes (a checklist ticked), it is no longer shown.
  const [refused, setRefused] = useState<{ message: string; of: RaRecord } | null>(null);
  const error = refused?.of === record ? refused.message : null;
  const setError = (message: string | null) => setRefused(message === null ? null : { message, of: record });
  const def = useDefinition(resource);
  const declared = def.actions[action];
  if (!declared || !actionOpen(def, action, role, record)) return null;
  const text = label ?? declared.label;

  const takesInput = !!declared.input && Object.keys(declared.input).length > 0;
  const run = async (data?: Record<string, unknown>) => {
    setError(null);
    try {
      await act({ id: record.id, action, data });
      notify(done ?? 'bankshift.actions.done', {
        type: 'success',
        messageArgs: { ...messageArgs, action: translate(text) },
      });
      setAsking(false);
    } catch (e) {
      setError(errorMessage(translate, e));
      // A form stays open on its error, where the user can change what they sent.
      if (!takesInput) setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        color={color}
        disabled={isPending}
        onClick={() => (declared.confirm || takesInput ? setAsking(true) : run())}
      >
        {translate(text)}
      </Button>
      {error && !takesInput && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {takesInput ? (
        <ActionForm
          def={def}
          action={declared}
          record={record}
          open={asking}
          error={error}
          onSubmit={run}
          onClose={() => setAsking(false)}
        />
      ) : (
        <Confirm
          isOpen={asking}
          title={confirmTitle ?? 'bankshift.actions.confirm_title'}
          content={confirmContent ?? 'bankshift.actions.confirm_text'}
          translateOptions={{ ...messageArgs, action: translate(text) }}
          confirm={text}
          onConfirm={() => run()}
          onClose={() => setAsking(false)}
          loading={isPending}
        />
      )}
    </>
  );
}
