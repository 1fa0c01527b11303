/**
 * What a nurse signing up to the trust chooses (issue 52, item 17): the bands the trust pays at (trust-band-types, one
 * per band of the catalogue, withdrawn rather than deleted) and its job titles (job-title-types). The setup's second
 * step needs one of each, and the trust goes live only while it has them (domain/trustSetup.ts).
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../domain/constants';
import { AddRow } from './AddRow';
import { useSetupWrite, useTrustRows } from './useSetupWrite';

const T = 'bankshift.trust_setup';
const active = (row: RaRecord) => row.isActive !== false;

function Bands({ trustId }: { trustId: RaRecord['id'] }) {
  const translate = useTranslate();
  const { write, busy } = useSetupWrite();
  const catalogue =
    useGetList('band-types', {
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      sort: { field: 'number', order: 'ASC' },
    }).data ?? [];
  const held = useTrustRows('trust-band-types', trustId);
  /** Ticks or unticks a band: the trust's row for it (`row`, when it has one) is switched, or a new one added. */
  const toggle = (band: RaRecord, row: RaRecord | undefined, on: boolean) =>
    write(['trust-band-types'], (p) =>
      row
        ? p.update('trust-band-types', { id: row.id, data: { isActive: on }, previousData: row })
        : p.create('trust-band-types', { data: { trustId, bandTypeId: band.id } }),
    );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ p: 0 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.bands`)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.bands_help`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {catalogue.map((band) => {
          const row = held.find((b) => b.bandTypeId === band.id);
          const on = !!row && active(row);
          return (
            <FormControlLabel
              key={band.id}
              label={band.name}
              control={<Checkbox checked={on} disabled={busy} onChange={() => toggle(band, row, !on)} />}
            />
          );
        })}
      </Box>
    </Box>
  );
}

function JobTitles({ trustId }: { trustId: RaRecord['id'] }) {
  const translate = useTranslate();
  const { write, busy } = useSetupWrite();
  const titles = useTrustRows('job-title-types', trustId).filter(active);
  return (
    <Box component="section" aria-labelledby="setup-job-titles">
      <Typography id="setup-job-titles" variant="h6" component="h2">
        {translate(`${T}.job_titles`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.job_titles_help`)}
      </Typography>
      <Box
        component="ul"
        aria-label={translate(`${T}.job_titles`)}
        sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', listStyle: 'none', p: 0, my: 1 }}
      >
        {titles.length ? (
          titles.map((t) => (
            <li key={t.id}>
              <Chip size="small" label={t.code ? `${t.name} (${t.code})` : t.name} />
            </li>
          ))
        ) : (
          <li>
            <Typography variant="body2">{translate(`${T}.no_job_titles`)}</Typography>
          </li>
        )}
      </Box>
      <AddRow
        inputs={[
          { name: 'name', label: translate(`${T}.job_title_name`), required: true },
          { name: 'code', label: translate(`${T}.job_title_code`) },
        ]}
        action={translate(`${T}.add_job_title`)}
        busy={busy}
        onAdd={(values) =>
          write(['job-title-types'], (p) => p.create('job-title-types', { data: { ...values, trustId } }))
        }
      />
    </Box>
  );
}

export function NurseChoices({ trustId }: { trustId: RaRecord['id'] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Bands trustId={trustId} />
      <JobTitles trustId={trustId} />
    </Box>
  );
}
