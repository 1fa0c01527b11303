/** The trust setup's first step: the trust's details (spec 3), created as a draft, or edited when it exists with its logo. */
import Typography from '@mui/material/Typography';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useTranslate, type RaRecord } from 'react-admin';
import trusts from '../../../resources/trusts';
import { FieldInput } from '../../../src/generated/FieldInput';
import { LogoUpload } from './LogoUpload';

const T = 'bankshift.trust_setup';
const FIELDS = [
  'name',
  'abbreviatedName',
  'description',
  'phoneNumber',
  'email',
  'profileUrl',
  'isTrainingTrust',
] as const;

function DetailsForm() {
  const def = trusts;
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton label={`${T}.save_continue`} />
        </Toolbar>
      }
    >
      {FIELDS.map((name) => (
        <FieldInput key={name} def={def} name={name} />
      ))}
    </SimpleForm>
  );
}

export function DetailsStep({ trust, onSaved }: { trust?: RaRecord; onSaved: (trust: RaRecord) => void }) {
  const translate = useTranslate();
  const mutationOptions = { onSuccess: onSaved };
  return trust ? (
    <>
      <Edit
        resource="trusts"
        id={trust.id}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={mutationOptions}
        title={false}
        actions={false}
      >
        <DetailsForm />
      </Edit>
      <LogoUpload trust={trust} />
    </>
  ) : (
    <>
      <Create resource="trusts" redirect={false} mutationOptions={mutationOptions} title={false}>
        <DetailsForm />
      </Create>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.logo_after`)}
      </Typography>
    </>
  );
}
