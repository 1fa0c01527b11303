/**
 * The trust setup's features, care location by care location (carelocation-feature-configurations, 5 a page): a
 * feature the trust has is on at each care location unless turned off there; the roles tied to that care location then
 * act without it (domain/features.ts featuresAt).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  DataTable,
  List,
  ReferenceField,
  useGetList,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../../../domain/constants';
import { FEATURES } from '../../../domain/features';
import { useSetupWrite } from './useSetupWrite';

const T = 'bankshift.trust_setup';
const RESOURCE = 'carelocation-feature-configurations';

function OnSwitch() {
  const translate = useTranslate();
  const row = useRecordContext()!;
  const { write, busy } = useSetupWrite();
  return (
    <Switch
      checked={!!row.isEnabled}
      disabled={busy}
      onChange={() =>
        write([RESOURCE], (p) =>
          p.update(RESOURCE, { id: row.id, data: { isEnabled: !row.isEnabled }, previousData: row }),
        )
      }
      slotProps={{ input: { 'aria-label': translate(`${T}.feature_at`, { feature: row.feature }) } }}
    />
  );
}

/** Picks a care location and a feature to turn off there. */
function TurnOff({ trustId }: { trustId: RaRecord['id'] }) {
  const translate = useTranslate();
  const { write, busy } = useSetupWrite();
  const places =
    useGetList('care-locations', {
      filter: { trustId },
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      sort: { field: 'name', order: 'ASC' },
    }).data ?? [];
  const [choice, setChoice] = useState({ careLocationId: '', feature: '' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = { trustId, careLocationId: Number(choice.careLocationId), feature: choice.feature, isEnabled: false };
    if (await write([RESOURCE], (p) => p.create(RESOURCE, { data }))) setChoice({ careLocationId: '', feature: '' });
  };
  const select = (name: keyof typeof choice, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      required
      size="small"
      sx={{ width: 300, maxWidth: '100%' }}
      label={label}
      value={choice[name]}
      onChange={(e) => setChoice((c) => ({ ...c, [name]: e.target.value }))}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {select(
        'careLocationId',
        translate(`${T}.care_location`),
        places.map((p) => ({ value: String(p.id), label: p.name })),
      )}
      {select(
        'feature',
        translate(`${T}.feature`),
        FEATURES.map((f) => ({ value: f, label: f })),
      )}
      <Button type="submit" variant="outlined" disabled={busy}>
        {translate(`${T}.turn_off_there`)}
      </Button>
    </Box>
  );
}

export function CareLocationFeatures({ trustId }: { trustId: RaRecord['id'] }) {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-labelledby="care-location-features"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="care-location-features" variant="h6" component="h2">
        {translate(`${T}.care_location_features`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.care_location_features_help`)}
      </Typography>
      <List
        resource={RESOURCE}
        title={false}
        filter={{ trustId }}
        perPage={PAGE_SIZES.trustFeatureSetup}
        sort={{ field: 'careLocationId', order: 'ASC' }}
        disableSyncWithLocation
        storeKey={false}
        actions={false}
        empty={<Typography sx={{ p: 2 }}>{translate(`${T}.no_care_location_features`)}</Typography>}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="careLocationId" label={`${T}.care_location`}>
            <ReferenceField source="careLocationId" reference="care-locations" link={false} />
          </DataTable.Col>
          <DataTable.Col source="feature" label={`${T}.feature`} />
          <DataTable.Col source="isEnabled" label={`${T}.on`}>
            <OnSwitch />
          </DataTable.Col>
        </DataTable>
      </List>
      <TurnOff trustId={trustId} />
    </Box>
  );
}
