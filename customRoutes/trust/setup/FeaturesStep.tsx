/**
 * The trust setup's last step: its features, 5 a page (spec 9; trust-feature-settings, turned on and off by the super
 * admin), those turned off at some care location (CareLocationFeatures), and its first admin invited. Saved once a feature is on and an admin is invited (domain/trustSetup.ts); a
 * trust set up is then made live here. A live trust's features change here too: turning one off then asks first.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, DataTable, List, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZES } from '../../../domain/constants';
import { AdminInvitation } from '../../managers/InvitationPages';
import { CareLocationFeatures } from './CareLocationFeatures';
import { useSetupWrite } from './useSetupWrite';

const T = 'bankshift.trust_setup';
const RESOURCE = 'trust-feature-settings';

function FeatureSwitch({ live }: { live: boolean }) {
  const translate = useTranslate();
  const feature = useRecordContext()!;
  const { write, busy } = useSetupWrite();
  const [asking, setAsking] = useState(false);
  const toggle = () =>
    write([RESOURCE], (p) => p.act(RESOURCE, { id: feature.id, action: feature.isEnabled ? 'disable' : 'enable' }));
  return (
    <>
      <Switch
        checked={!!feature.isEnabled}
        disabled={busy}
        onChange={() => (live && feature.isEnabled ? setAsking(true) : toggle())}
        slotProps={{ input: { 'aria-label': feature.feature } }}
      />
      <Confirm
        isOpen={asking}
        title="ra.message.are_you_sure"
        content={translate(`${T}.turn_off`, { feature: feature.feature })}
        onConfirm={async () => {
          setAsking(false);
          await toggle();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Once set up: made live, then opened. */
function SetUp({ trust }: { trust: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { write, busy } = useSetupWrite();
  const [asking, setAsking] = useState(false);
  const goLive = async () => {
    setAsking(false);
    if (
      await write(['trusts'], (p) => p.update('trusts', { id: trust.id, data: { isLive: true }, previousData: trust }))
    ) {
      notify(translate(`${T}.made_live`, { trust: trust.name }), { type: 'success' });
    }
  };
  return (
    <Alert
      severity="success"
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          {!trust.isLive && (
            <Button color="inherit" disabled={busy} onClick={() => setAsking(true)}>
              {translate(`${T}.make_live`)}
            </Button>
          )}
          <Button color="inherit" component={RouterLink} to={`/trust/${trust.id}/statistics-details`}>
            {translate(`${T}.open_trust`)}
          </Button>
        </Box>
      }
    >
      {translate(trust.isLive ? `${T}.live` : `${T}.finished`, { trust: trust.name })}
      <Confirm
        isOpen={asking}
        title={translate(`${T}.make_live_title`, { trust: trust.name })}
        content={`${T}.make_live_content`}
        onConfirm={goLive}
        onClose={() => setAsking(false)}
      />
    </Alert>
  );
}

export function FeaturesStep({ trust }: { trust: RaRecord }) {
  const translate = useTranslate();
  const { write, busy } = useSetupWrite();
  // The trust read again shows it set up.
  const finish = () => write(['trusts'], (p) => p.act('trusts', { id: trust.id, action: 'completeSetupStep' }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {trust.setupStep === 'complete' && <SetUp trust={trust} />}
      <Typography variant="h6" component="h2">
        {translate(`${T}.features`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.features_help`)}
      </Typography>
      <List
        resource={RESOURCE}
        title={false}
        filter={{ trustId: trust.id }}
        perPage={PAGE_SIZES.trustFeatureSetup}
        sort={{ field: 'order', order: 'ASC' }}
        disableSyncWithLocation
        storeKey={false}
        actions={false}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="feature" label={`${T}.feature`} />
          <DataTable.Col source="isEnabled" label={`${T}.on`}>
            <FeatureSwitch live={!!trust.isLive} />
          </DataTable.Col>
        </DataTable>
      </List>
      <CareLocationFeatures trustId={trust.id} />
      <AdminInvitation trustId={Number(trust.id)} title={translate(`${T}.admin`)} inPage />
      {trust.setupStep === 'features' && (
        <Box>
          <Button variant="contained" onClick={finish} disabled={busy}>
            {translate(`${T}.finish`)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
