/**
 * A trust's settings (resources/define.ts singleton): one row per trust, so a trust role's list is that row as a
 * form, or, while the trust has none, a form of the declared defaults that creates it. The trust column is the
 * role's own and not asked for; a role that may read but not change them sees them. The super admin (acting for no
 * one trust) gets the list of every trust's row.
 */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  Create,
  Edit,
  Loading,
  RecordContextProvider,
  SaveButton,
  SimpleForm,
  SimpleShowLayout,
  Toolbar,
  useCanAccess,
  useGetList,
  useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import { errorMessage } from '../errorMessage';
import { FieldInput } from './FieldInput';
import { FieldView } from './FieldView';
import { defaultValues, writableFields } from './validation';

const trustColumn = (def: ResourceDefinition) => (def.tenancy === 'global' ? undefined : def.tenancy.trust);

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
  const { canAccess: canEdit, isPending: editPending } = useCanAccess({ resource: def.name, action: 'edit' });
  const { canAccess: canCreate, isPending: createPending } = useCanAccess({ resource: def.name, action: 'create' });
  if (isPending || editPending || createPending) return <Loading />;
  if (error) return <Alert severity="error">{errorMessage(translate, error)}</Alert>;
  const row = data[0];
  // A role that reads the settings but may not change them (a trust admin reading the trust's feature list) sees them.
  const canSave = row ? canEdit : canCreate;
  if (!canSave) {
    return (
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1">
            {def.label.one}
          </Typography>
          <RecordContextProvider value={row ?? defaultValues(def)}>
            <SimpleShowLayout>
              {Object.entries(def.fields)
                .filter(([name]) => name !== trustColumn(def))
                .map(([name, field]) => (
                  <FieldView key={name} source={name} field={field} />
                ))}
            </SimpleShowLayout>
          </RecordContextProvider>
        </CardContent>
      </Card>
    );
  }
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
