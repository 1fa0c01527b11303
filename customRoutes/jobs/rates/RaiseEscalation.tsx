/**
 * Raise a rate escalation on a shift (POST rate-escalations): a higher tier, an increase per hour or both, a
 * reason, and every active item of the trust's checklist confirmed; the server's refusals show under the input
 * they name (an unticked item, a rate beyond the band's range).
 */
import Typography from '@mui/material/Typography';
import {
  CheckboxGroupInput,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  required,
  useCreate,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { TIERS } from '../../../domain/shifts';
import { useFormSubmit } from '../../../src/useFormSubmit';
import type { Job } from '../jobPage/types';

const T = 'bankshift.jobs.rates';

export function RaiseEscalation({ job }: { job: Job }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const checklist = useGetList('rate-escalation-checklist-items', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
    filter: { trustId: job.trustId, isActive: true },
  });
  const submit = useFormSubmit(async (values: Record<string, unknown>) => {
    await create('rate-escalations', { data: { ...values, jobId: job.id } }, { returnPromise: true });
    notify(`${T}.raised`, { type: 'success' });
    refresh();
  });
  const tiers = TIERS.filter((t) => t > job.tier).map((t) => ({ id: t, name: `${t}` }));
  return (
    <Form onSubmit={submit} defaultValues={{ checklistItemIds: [] }}>
      <Typography variant="subtitle1" component="h3">
        {translate(`${T}.raise`)}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate(`${T}.raise_intro`)}
      </Typography>
      {tiers.length > 0 && <SelectInput source="proposedTier" label="Proposed tier" choices={tiers} emptyText="–" />}
      <NumberInput
        source="increaseValue"
        label="Increase Value"
        helperText="Pounds an hour on top of the rate"
        step={0.01}
        min={0.01}
      />
      <TextInput source="reason" label="Reason" multiline minRows={2} validate={required()} fullWidth />
      <TextInput source="comments" label="Comments" multiline fullWidth />
      {checklist.data?.length ? (
        <CheckboxGroupInput
          source="checklistItemIds"
          label={translate(`${T}.checklist`)}
          choices={checklist.data}
          row={false}
        />
      ) : (
        <Typography color="text.secondary">{translate(`${T}.no_checklist`)}</Typography>
      )}
      <SaveButton label={translate(`${T}.raise`)} alwaysEnable />
    </Form>
  );
}
