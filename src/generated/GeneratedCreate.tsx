/**
 * Creates a record from its writable fields, starting from the declared defaults and, for a role tied to a trust (or
 * a care location), with its tenancy columns set to the role's own: the only value the server would accept. A copy
 * (resources/define.ts formPaths.copy) starts from the copied row's values instead.
 */
import { Create, SimpleForm, usePermissions } from 'react-admin';
import type { ActingRole } from '../../domain/access';
import { scopeOf } from '../../domain/tenancy';
import type { ResourceDefinition } from '../../resources/define';
import { CopyToolbar, useCopiedValues } from './copy';
import { FieldInput } from './FieldInput';
import { newTitle, PageHeading } from './PageHeading';
import { creatableFields, defaultValues } from './validation';

function tenancyDefaults(def: ResourceDefinition, role: ActingRole | undefined): Record<string, number> {
  if (def.tenancy === 'global' || !role) return {};
  const { trustId, careLocationId } = scopeOf(role);
  const { trust, careLocation } = def.tenancy;
  return {
    ...(trustId != null && trust !== 'id' ? { [trust]: trustId } : {}),
    ...(careLocationId != null && careLocation && careLocation !== 'id' ? { [careLocation]: careLocationId } : {}),
  };
}

export function GeneratedCreate({ def }: { def: ResourceDefinition }) {
  const { permissions } = usePermissions<ActingRole | undefined>();
  const copied = useCopiedValues();
  return (
    <>
      <PageHeading />
      <Create title={newTitle(def)} redirect={def.methods.includes('get') ? 'show' : 'list'}>
        <SimpleForm
          defaultValues={{ ...defaultValues(def), ...tenancyDefaults(def, permissions), ...copied }}
          toolbar={<CopyToolbar copied={!!copied} />}
        >
          {creatableFields(def).map(([name]) => (
            <FieldInput key={name} def={def} name={name} />
          ))}
        </SimpleForm>
      </Create>
    </>
  );
}
