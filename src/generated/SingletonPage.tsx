/**
 * A trust's settings (resources/define.ts singleton): one row per trust, so a trust role's list is that row as a
 * form, or, while the trust has none, a form of the declared defaults that creates it. The trust column is the
 * role's own and not asked for. The super admin (acting for no one trust) gets the list of every trust's row.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Create, Edit, Loading, SaveButton, SimpleForm, Toolbar, useGetList, usePermissions, useTranslate } from 'react-admin';
import type { ActingRole } from '../../domain/access';
import { scopeOf } from '../../domain/tenancy';
import type { ResourceDefinition } from '../../resources/define';
import { errorMessage } from '../errorMessage';
import { FieldInput } from './FieldInput';
import { defaultValues, writableFields } from './validation';

const trustColumn = (def: ResourceDefinition) => (def.tenancy === 'global' ? undefined : def.tenancy.trust);

/** The trust a singleton page edits the row of: the role's, or none (every trust's rows, as a list). */
export function useSingletonTrust(def: ResourceDefinition): { trustId: number | null; isPending: boolean } {
  const { permissions, isPending } = usePermissions<ActingRole | undefined>();
  if (!def.singleton || !permissions) return { trustId: null, isPending };
  return { trustId: scopeOf(permissions).trustId, isPending };
}

/** The form of the trust's row: saved, never deleted (a trust always has its settings, the defaults at first). */
function SettingsForm({ def }: { def: ResourceDefinition }) {
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Typography variant="h6" component="h1">
        {def.label.one}
      </Typography>
      {writableFields(def)
        .filter(([name]) => name !== trustColumn(def))
        .map(([name]) => (
          <FieldInput key={name} def={def} name={name} />
        ))}
    </SimpleForm>
  );
}

export function SingletonPage({ def, trustId }: { def: ResourceDefinition; trustId: number }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList(def.name, { pagination: { page: 1, perPage: 1 } });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{errorMessage(translate, error)}</Alert>;
  const row = data[0];
  return row ? (
    <Edit id={row.id} title={def.label.one} redirect={false} mutationMode="pessimistic" actions={false}>
      <SettingsForm def={def} />
    </Edit>
  ) : (
    <Create title={def.label.one} redirect={false} record={{ ...defaultValues(def), [trustColumn(def)!]: trustId }}>
      <SettingsForm def={def} />
    </Create>
  );
}
