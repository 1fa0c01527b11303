/**
 * A new password and its confirmation, under the password rule (shown under the first): the reset page, the account's
 * password form and the sign-up page. `email`: the account's, whose name part the password may not hold.
 */
import { PasswordInput, required, useTranslate } from 'react-admin';
import { PASSWORD_RULE } from '../domain/passwords';
import { passwordRule, sameAs } from './passwordValidation';

export function NewPasswordInputs({
  label,
  confirmLabel,
  email,
}: {
  label: string;
  confirmLabel: string;
  email?: string | null;
}) {
  const translate = useTranslate();
  return (
    <>
      <PasswordInput
        source="password"
        label={label}
        autoComplete="new-password"
        validate={[required(), passwordRule(email)]}
        helperText={translate('bankshift.account.password_rule', { rule: PASSWORD_RULE })}
        fullWidth
      />
      <PasswordInput
        source="confirm"
        label={confirmLabel}
        autoComplete="new-password"
        validate={[required(), sameAs('password')]}
        fullWidth
      />
    </>
  );
}
