/**
 * The trust setup's second step: its care locations, each with its departments (areas), and its administrative groups
 * (adminstrative-groups), each care location placed in one at most (trust-heirarchy), and what a nurse signing up
 * chooses: its bands and job titles. Saved once a care location has a department and there is a band and a job title
 * (domain/trustSetup.ts; the server's completeSetupStep judges it).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'react-admin';
import { AddRow } from './AddRow';
import { NurseChoices } from './NurseChoices';
import { useSetupWrite, useTrustRows } from './useSetupWrite';

const T = 'bankshift.trust_setup';

function CareLocationCard({
  place,
  departments,
  groups,
  link,
}: {
  place: RaRecord;
  departments: RaRecord[];
  groups: RaRecord[];
  link?: RaRecord;
}) {
  const translate = useTranslate();
  const { write, busy } = useSetupWrite();
  const placeGroup = (groupId: string) =>
    write(['trust-heirarchy'], (p) => {
      if (!groupId) return p.delete('trust-heirarchy', { id: link!.id, previousData: link! });
      const data = { administrativeGroupId: Number(groupId) };
      return link
        ? p.update('trust-heirarchy', { id: link.id, data, previousData: link })
        : p.create('trust-heirarchy', { data: { ...data, trustId: place.trustId, careLocationId: place.id } });
    });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={place.name}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle1" component="h3">
        {place.name}
        {place.code && ` (${place.code})`}
      </Typography>
      <Box
        component="ul"
        aria-label={translate(`${T}.departments_of`, { name: place.name })}
        sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {departments.length ? (
          departments.map((d) => (
            <li key={d.id}>
              <Chip size="small" label={d.name} />
            </li>
          ))
        ) : (
          <li>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.no_departments`)}
            </Typography>
          </li>
        )}
      </Box>
      <AddRow
        inputs={[{ name: 'name', label: translate(`${T}.department_name`, { name: place.name }), required: true }]}
        action={translate(`${T}.add_department`)}
        busy={busy}
        onAdd={(values) =>
          write(['departments'], (p) =>
            p.create('departments', { data: { ...values, trustId: place.trustId, careLocationId: place.id } }),
          )
        }
      />
      {groups.length > 0 && (
        <TextField
          select
          size="small"
          sx={{ maxWidth: 360, mt: 1 }}
          label={translate(`${T}.group_of`, { name: place.name })}
          value={link?.administrativeGroupId ?? ''}
          disabled={busy}
          onChange={(e) => placeGroup(e.target.value)}
        >
          <MenuItem value="">{translate(`${T}.no_group`)}</MenuItem>
          {groups.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Paper>
  );
}

export function OrganisationStep({ trust, onSaved }: { trust: RaRecord; onSaved: () => void }) {
  const translate = useTranslate();
  const { write, busy } = useSetupWrite();
  const places = useTrustRows('care-locations', trust.id);
  const departments = useTrustRows('departments', trust.id);
  const groups = useTrustRows('adminstrative-groups', trust.id);
  const links = useTrustRows('trust-heirarchy', trust.id);
  const pending = trust.setupStep === 'organisation';
  const save = async () => {
    if (!pending || (await write(['trusts'], (p) => p.act('trusts', { id: trust.id, action: 'completeSetupStep' }))))
      onSaved();
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {translate(`${T}.care_locations`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.care_locations_help`)}
      </Typography>
      {places.length === 0 && <Typography>{translate(`${T}.no_care_locations`)}</Typography>}
      {places.map((place) => (
        <CareLocationCard
          key={place.id}
          place={place}
          departments={departments.filter((d) => d.careLocationId === place.id)}
          groups={groups}
          link={links.find((l) => l.careLocationId === place.id)}
        />
      ))}
      <AddRow
        inputs={[
          { name: 'name', label: translate(`${T}.care_location_name`), required: true },
          { name: 'code', label: translate(`${T}.care_location_code`) },
        ]}
        action={translate(`${T}.add_care_location`)}
        busy={busy}
        onAdd={(values) =>
          write(['care-locations'], (p) => p.create('care-locations', { data: { ...values, trustId: trust.id } }))
        }
      />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate(`${T}.groups`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.groups_help`)}
      </Typography>
      {groups.length ? (
        <Box component="ul" sx={{ m: 0 }}>
          {groups.map((g) => (
            <li key={g.id}>
              <Typography>
                {g.name}
                {': '}
                {places
                  .filter((p) => links.some((l) => l.careLocationId === p.id && l.administrativeGroupId === g.id))
                  .map((p) => p.name)
                  .join(', ') || translate(`${T}.no_care_locations`)}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography>{translate(`${T}.no_groups`)}</Typography>
      )}
      <AddRow
        inputs={[{ name: 'name', label: translate(`${T}.group_name`), required: true }]}
        action={translate(`${T}.add_group`)}
        busy={busy}
        onAdd={(values) =>
          write(['adminstrative-groups'], (p) =>
            p.create('adminstrative-groups', { data: { ...values, trustId: trust.id } }),
          )
        }
      />
      <NurseChoices trustId={trust.id} />
      <Box>
        <Button variant="contained" onClick={save} disabled={busy}>
          {translate(pending ? `${T}.save_continue` : `${T}.continue`)}
        </Button>
      </Box>
    </Box>
  );
}
