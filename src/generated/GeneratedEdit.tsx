/** Edits a record's writable fields; saves wait for the server, so that its field errors show under the inputs. */
import { Edit, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import { EditToolbar } from './EditToolbar';
import { FieldInput } from './FieldInput';
import { PageHeading, RecordTitle } from './PageHeading';
import { writableFields } from './validation';

export function GeneratedEdit({ def }: { def: ResourceDefinition }) {
  return (
    <>
      <PageHeading />
      <Edit
        title={<RecordTitle def={def} />}
        mutationMode="pessimistic"
        actions={
          <TopToolbar>
            <ShowButton />
          </TopToolbar>
        }
      >
        <SimpleForm toolbar={<EditToolbar def={def} />}>
          {writableFields(def).map(([name]) => (
            <FieldInput key={name} def={def} name={name} />
          ))}
        </SimpleForm>
      </Edit>
    </>
  );
}
