/** First and last name (spec 3), saved on the account. */
import { Form, required, SaveButton, TextInput, useNotify } from 'react-admin';
import type { Account } from '../../domain/account';
import { patchAccount } from '../../providers/account';
import { useFormSubmit } from '../../src/useFormSubmit';
import { Section } from '../../src/Section';

export function NameForm({ account, saved }: { account: Account; saved: (a: Account) => unknown }) {
  const notify = useNotify();
  const submit = useFormSubmit(async ({ firstname, lastname }: { firstname: string; lastname: string }) => {
    await saved(await patchAccount({ firstname: firstname.trim(), lastname: lastname.trim() }));
    notify('bankshift.account.name_saved', { type: 'success' });
  });
  return (
    <Section title="bankshift.account.name">
      <Form onSubmit={submit} defaultValues={{ firstname: account.firstname, lastname: account.lastname }}>
        <TextInput
          source="firstname"
          label="bankshift.account.firstname"
          autoComplete="given-name"
          validate={required()}
          fullWidth
        />
        <TextInput
          source="lastname"
          label="bankshift.account.lastname"
          autoComplete="family-name"
          validate={required()}
          fullWidth
        />
        <SaveButton />
      </Form>
    </Section>
  );
}
