/**
 * The email address (spec 4: an email change goes from PENDING to VERIFIED). A new address, asked with the current
 * password, gets a verification link and shows as PENDING until the link is followed (which signs every session out:
 * the account signs in again with its new address); the address in use shows as VERIFIED.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { email, Form, PasswordInput, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import type { Account } from '../../domain/account';
import { patchAccount } from '../../providers/account';
import { useFormSubmit } from '../../src/useFormSubmit';
import { Section } from '../../src/Section';

function Address({ address, state }: { address: string; state: 'PENDING' | 'VERIFIED' }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography>{address}</Typography>
      <Chip
        size="small"
        label={translate(`bankshift.account.${state.toLowerCase()}`)}
        color={state === 'VERIFIED' ? 'success' : 'warning'}
        variant="outlined"
      />
    </Box>
  );
}

export function EmailForm({ account, saved }: { account: Account; saved: (a: Account) => unknown }) {
  const translate = useTranslate();
  const [formKey, setFormKey] = useState(0);
  const submit = useFormSubmit(async (values: { email: string; currentPassword: string }) => {
    await saved(await patchAccount({ email: values.email, currentPassword: values.currentPassword }));
    setFormKey((k) => k + 1);
  });
  return (
    <Section title="bankshift.account.email">
      <Address address={account.email} state="VERIFIED" />
      {account.pendingEmail && <Address address={account.pendingEmail} state="PENDING" />}
      {account.pendingEmail && (
        <Typography variant="body2" color="text.secondary">
          {translate('bankshift.account.email_sent', { email: account.pendingEmail })}
        </Typography>
      )}
      <Form key={formKey} onSubmit={submit}>
        <TextInput
          source="email"
          type="email"
          label="bankshift.account.new_email"
          autoComplete="email"
          validate={[required(), email()]}
          fullWidth
        />
        <PasswordInput
          source="currentPassword"
          label="bankshift.account.current_password"
          autoComplete="current-password"
          validate={required()}
          fullWidth
        />
        <SaveButton label="bankshift.account.change_email" icon={null} />
      </Form>
    </Section>
  );
}
