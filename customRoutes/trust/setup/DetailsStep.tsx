/**
 * The trust setup's first step: the trust's details (spec 3) and its logo, created as a draft (the logo chosen with the
 * details is uploaded once the trust exists), or edited when it exists.
 */
import { useState } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, type RaRecord } from 'react-admin';
import trusts from '../../../resources/trusts';
import { FieldInput } from '../../../src/generated/FieldInput';
import { LogoUpload, useLogoSave } from './LogoUpload';

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
  const [logo, setLogo] = useState<File | null>(null);
  const { save } = useLogoSave();
  // A new trust's logo goes up once the trust exists; a refused one says why and can be chosen again on this step.
  const created = async (record: RaRecord) => {
    if (logo) await save(record.id, logo);
    onSaved(record);
  };
  return trust ? (
    <>
      <Edit
        resource="trusts"
        id={trust.id}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess: onSaved }}
        title={false}
        actions={false}
      >
        <DetailsForm />
      </Edit>
      <LogoUpload trust={trust} file={logo} onChoose={setLogo} />
    </>
  ) : (
    <>
      <Create resource="trusts" redirect={false} mutationOptions={{ onSuccess: created }} title={false}>
        <DetailsForm />
      </Create>
      <LogoUpload file={logo} onChoose={setLogo} />
    </>
  );
}
