/** The trust setup's first step: the trust's details (spec 3), created as a draft, or edited when it exists. */
import { Create, Edit, SaveButton, SimpleForm, Toolbar, type RaRecord } from 'react-admin';
import { definitionOf } from '../../../providers/resources';
import { FieldInput } from '../../../src/generated/FieldInput';

const T = 'bankshift.trust_setup';
const FIELDS = ['name', 'abbreviatedName', 'description', 'phoneNumber', 'email', 'profileUrl', 'isTrainingTrust'] as const;

function DetailsForm() {
  const def = definitionOf('trusts')!;
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
  const mutationOptions = { onSuccess: onSaved };
  return trust ? (
    <Edit resource="trusts" id={trust.id} redirect={false} mutationMode="pessimistic" mutationOptions={mutationOptions} title={false} actions={false}>
      <DetailsForm />
    </Edit>
  ) : (
    <Create resource="trusts" redirect={false} mutationOptions={mutationOptions} title={false}>
      <DetailsForm />
    </Create>
  );
}
