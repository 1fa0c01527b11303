/** A new password: the current one, the new one under the rule (shown), and the new one again. */
import { useState } from 'react';
import { Form, PasswordInput, required, SaveButton, useNotify } from 'react-admin';
import type { Account } from '../../domain/account';
import { authManagement } from '../../providers/authManagement';
import { realtime } from '../../providers/realtime';
import { session } from '../../providers/session';
import { NewPasswordInputs } from '../../src/NewPasswordInputs';
import { useFormSubmit } from '../../src/useFormSubmit';
import { Section } from '../../src/Section';

export function PasswordForm({ account }: { account: Account }) {
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);
  const submit = useFormSubmit(async ({ oldPassword, password }: { oldPassword: string; password: string }) => {
    const { accessToken } = await authManagement('passwordChange', { oldPassword, password });
    session.setToken(accessToken);
    // The server signs out every socket of the old token: this one carries on with the new.
    realtime.reauthenticate();
    setFormKey((k) => k + 1);
    notify('bankshift.account.password_changed', { type: 'success' });
  });
  return (
    <Section title="bankshift.account.password">
      <Form key={formKey} onSubmit={submit}>
        <PasswordInput
          source="oldPassword"
          label="bankshift.account.current_password"
          autoComplete="current-password"
          validate={required()}
          fullWidth
        />
        <NewPasswordInputs
          label="bankshift.account.new_password"
          confirmLabel="bankshift.account.confirm_password"
          email={account.email}
        />
        <SaveButton label="bankshift.account.change_password" icon={null} />
      </Form>
    </Section>
  );
}
