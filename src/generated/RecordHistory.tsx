/**
 * A record's history from the audit log (every create, patch and remove of it): when, who, and each field's change
 * before and after (history.ts), newest first. Shown to roles that read the audit log.
 */
import Box from '@mui/material/Box';
import { DataTable, FunctionField, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../resources/define';
import { Section } from '../Section';
import { AuditEntries } from './AuditEntries';
import { describeChanges } from './history';
import { useCanList } from './references';

const T = 'bankshift.history';

export function RecordHistory({ def, id }: { def: ResourceDefinition; id: number }) {
  const translate = useTranslate();
  const { canList } = useCanList('audit-logs');
  if (!canList) return null;
  return (
    <Section title={`${T}.title`}>
      <AuditEntries
        target="recordId"
        id={id}
        filter={{ service: def.name }}
        texts={{ when: translate(`${T}.when`), who: translate(`${T}.who`), empty: translate(`${T}.empty`) }}
      >
        <DataTable.Col source="changes" label={translate(`${T}.change`)} disableSort>
          <FunctionField
            render={(entry) => (
              <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
                {entry.method === 'patch'
                  ? describeChanges(entry.changes, def.fields).join('\n')
                  : translate(`${T}.${entry.method}`)}
              </Box>
            )}
          />
        </DataTable.Col>
      </AuditEntries>
    </Section>
  );
}
