/** Creates a record from its writable fields, starting from the declared defaults. */
import { Create, SimpleForm } from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import { FieldInput } from './FieldInput';
import { defaultValues, writableFields } from './validation';

export function GeneratedCreate({ def }: { def: ResourceDefinition }) {
  return (
    <Create redirect={def.methods.includes('get') ? 'show' : 'list'}>
      <SimpleForm defaultValues={defaultValues(def)}>
        {writableFields(def).map(([name]) => (
          <FieldInput key={name} def={def} name={name} />
        ))}
      </SimpleForm>
    </Create>
  );
}
