/**
 * /sign-up (public): a person applies to join a trust's bank as a nurse (resources/signUp.ts), choosing the trust, then
 * its job title and band; the page checks each field with the server's rules and, once sent, says where the
 * verification link went. The answer is the same for an address already in use (its owner is emailed instead).
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, FormDataConsumer, SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import { normaliseEmail } from '../../providers/account';
import { http } from '../../providers/httpClient';
import { SIGN_UP } from '../../resources/signUp';
import { fieldValidator } from '../generated/validation';
import { NewPasswordInputs } from '../NewPasswordInputs';
import { useFormSubmit } from '../useFormSubmit';
import { errorMessage } from '../errorMessage';
import { PublicPage } from './PublicPage';

interface Choice {
  id: number;
  name: string;
}
interface JoinableTrust extends Choice {
  jobTitles: Choice[];
  bands: Choice[];
}

const checked = (name: keyof typeof SIGN_UP.fields & string) => ({
  source: name,
  validate: fieldValidator(SIGN_UP, name),
  fullWidth: true,
});

export function SignUpPage() {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string>();
  const options = useQuery({ queryKey: ['sign-up-options'], queryFn: () => http<JoinableTrust[]>('sign-up-options') });
  const submit = useFormSubmit(async ({ confirm: _, ...values }: Record<string, unknown>) => {
    const answer = await http<{ email: string }>('users', {
      method: 'POST',
      body: { ...values, email: normaliseEmail(String(values.email ?? '')) },
    });
    setSentTo(answer.email);
  });
  const trusts = options.data ?? [];
  return (
    <PublicPage title="bankshift.sign_up.title">
      {sentTo ? (
        <Alert severity="success">{translate('bankshift.sign_up.sent', { email: sentTo })}</Alert>
      ) : options.isPending ? (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('bankshift.loading')} />
      ) : options.error ? (
        <Alert severity="error">{errorMessage(translate, options.error)}</Alert>
      ) : !trusts.length ? (
        <Alert severity="info">{translate('bankshift.sign_up.no_trusts')}</Alert>
      ) : (
        <Form onSubmit={submit}>
          <p>{translate('bankshift.sign_up.text')}</p>
          <SelectInput {...checked('trustId')} label="bankshift.sign_up.trust" choices={trusts} />
          <FormDataConsumer>
            {({ formData }) => {
              const trust = trusts.find((t) => t.id === formData.trustId);
              return (
                <>
                  <SelectInput
                    {...checked('jobTitleTypeId')}
                    label="bankshift.sign_up.job_title"
                    choices={trust?.jobTitles ?? []}
                    disabled={!trust}
                  />
                  <SelectInput
                    {...checked('bandTypeId')}
                    label="bankshift.sign_up.band"
                    choices={trust?.bands ?? []}
                    disabled={!trust}
                  />
                </>
              );
            }}
          </FormDataConsumer>
          <TextInput {...checked('firstname')} label="bankshift.sign_up.firstname" autoComplete="given-name" />
          <TextInput {...checked('lastname')} label="bankshift.sign_up.lastname" autoComplete="family-name" />
          <TextInput {...checked('email')} label="bankshift.sign_in.email" type="email" autoComplete="email" />
          <TextInput
            {...checked('phoneNumber')}
            label="bankshift.sign_up.phone"
            type="tel"
            autoComplete="tel"
            helperText={SIGN_UP.fields.phoneNumber.help}
          />
          <FormDataConsumer>
            {({ formData }) => (
              <NewPasswordInputs
                label="bankshift.sign_in.password"
                confirmLabel="bankshift.sign_up.confirm_password"
                email={formData.email}
              />
            )}
          </FormDataConsumer>
          <SaveButton label="bankshift.sign_up.submit" icon={null} fullWidth />
        </Form>
      )}
    </PublicPage>
  );
}
