/** A new password: the current one, the new one under the rule (shown), and the new one again. */
import { useState } from 'react';
import { Form, PasswordInput, required, SaveButton, useNotify, useTranslate } from 'react-admin';
import { PASSWORD_RULE } from '../../domain/passwords';
import type { Account } from '../../domain/account';
import { authManagement } from '../../providers/authManagement';
import { session } from '../../providers/session';
import { passwordRule, sameAs } from '../../src/passwordValidation';
import { useFormSubmit } from '../../src/useFormSubmit';
import { Section } from '../../src/Section';

export function PasswordForm({ account }: { account: Account }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);
  const submit = useFormSubmit(async ({ oldPassword, password }: { oldPassword: string; password: string }) => {
    const { accessToken } = await authManagement('passwordChange', { oldPassword, password });
    session.setToken(accessToken);
    setFormKey((k) => k + 1);
    notify('bankshift.account.password_changed', { type: 'success' });
  });
  return (
    <Section title="bankshift.account.password">
      <Form key={formKey} onSubmit={submit}>
        <PasswordInput source="oldPassword" label="bankshift.account.current_password" autoComplete="current-password" validate={required()} fullWidth />
        <PasswordInput
          source="password"
          label="bankshift.account.new_password"
          autoComplete="new-password"
          validate={[required(), passwordRule(account.email)]}
          helperText={translate('bankshift.account.password_rule', { rule: PASSWORD_RULE })}
          fullWidth
        />
        <PasswordInput source="confirm" label="bankshift.account.confirm_password" autoComplete="new-password" validate={[required(), sameAs('password')]} fullWidth />
        <SaveButton label="bankshift.account.change_password" icon={null} />
      </Form>
    </Section>
  );
}
