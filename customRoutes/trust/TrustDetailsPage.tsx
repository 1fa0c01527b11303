/**
 * A trust's own details (/trustDetails, spec 2.2: the trust admin's "trust details"): its name, abbreviation,
 * description, contact details and web page, edited by those with EDIT_TRUST_DETAILS and read by those with
 * VIEW_TRUST_DETAILS; whether it is live (and a training trust) and its features, which the super admin decides.
 * The super admin, of no trust, is sent to the trust list.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  Edit,
  Show,
  SimpleForm,
  SimpleShowLayout,
  Title,
  useGetList,
  useGetOne,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { can, type ActingRole } from '../../domain/access';
import { TRUST_DETAILS_EDIT } from '../../domain/trustDetails';
import trusts from '../../resources/trusts';
import { FieldInput } from '../../src/generated/FieldInput';
import { FieldView } from '../../src/generated/FieldView';
import { Section } from '../../src/Section';
import './detailsMessages';

const T = 'bankshift.trust_details';
const DETAILS = ['name', 'abbreviatedName', 'description', 'phoneNumber', 'email', 'profileUrl'];

function Status({ trustId }: { trustId: number }) {
  const translate = useTranslate();
  const { data: trust } = useGetOne('trusts', { id: trustId });
  const { data: lists } = useGetList('feature-lists', { filter: { trustId }, pagination: { page: 1, perPage: 1 } });
  const features: string[] = lists?.[0]?.features ?? [];
  return (
    <>
      <Section title={`${T}.status`}>
        {trust && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              color={trust.isLive ? 'success' : 'warning'}
              label={translate(trust.isLive ? `${T}.live` : `${T}.draft`)}
            />
            {trust.isTrainingTrust && <Chip label={translate(`${T}.training`)} />}
          </Box>
        )}
      </Section>
      <Section title={`${T}.features`}>
        {features.length ? (
          <Box component="ul" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
            {features.map((f) => (
              <li key={f}>
                <Chip label={f} variant="outlined" />
              </li>
            ))}
          </Box>
        ) : (
          <Typography>{translate(`${T}.no_features`)}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.features_help`)}
        </Typography>
      </Section>
    </>
  );
}

function Details({ trustId, editable }: { trustId: number; editable: boolean }) {
  const def = trusts;
  if (editable) {
    return (
      <Edit resource="trusts" id={trustId} redirect={false} mutationMode="pessimistic" actions={false} title=" ">
        <SimpleForm>
          {DETAILS.map((name) => (
            <FieldInput key={name} def={def} name={name} />
          ))}
        </SimpleForm>
      </Edit>
    );
  }
  return (
    <Show resource="trusts" id={trustId} actions={false} title=" ">
      <SimpleShowLayout>
        {DETAILS.map((name) => (
          <FieldView key={name} source={name} field={def.fields[name]} />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}

export function TrustDetailsPage() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<ActingRole | undefined>();
  if (!role) return null;
  return (
    <Box sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <Typography variant="h5" component="h1">
        {translate(`${T}.title`)}
      </Typography>
      {role.trustId === null ? (
        <Alert severity="info">
          {translate(`${T}.super_admin`)}{' '}
          <Link component={RouterLink} to="/trust-lists">
            {translate(`${T}.trust_list`)}
          </Link>
        </Alert>
      ) : (
        <>
          <Details trustId={role.trustId} editable={can(role, TRUST_DETAILS_EDIT)} />
          <Status trustId={role.trustId} />
        </>
      )}
    </Box>
  );
}
