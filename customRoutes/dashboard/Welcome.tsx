/** Who is signed in, the role they act under, and a way to the page that role lands on (spec 4, Role switch). */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { session } from '../../providers/session';

/** The landing pages worth a link from here, by the text that names them. */
function landingName(path: string): string | undefined {
  if (path === '/trust-lists') return 'trust_list';
  if (/^\/trust\/[^/]+\/statistics-details$/.test(path)) return 'trust_statistics';
  if (path === '/jobs/list') return 'jobs_list';
  if (path === '/nurseUsers/approvedUser') return 'staff';
  return undefined;
}

export function Welcome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!identity) return null;
  const role = identity.place
    ? translate('bankshift.dashboard.of_trust', { role: identity.roleName, trust: identity.place })
    : identity.roleName;
  const landing = session.landing();
  const path = landing && 'path' in landing ? landing.path : undefined;
  const name = path && landingName(path);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('bankshift.dashboard.welcome', { name: identity.fullName })}
        </Typography>
        <Typography>{translate('bankshift.dashboard.acting_role', { role })}</Typography>
        {path && name && (
          <Button component={Link} to={path} variant="outlined" sx={{ mt: 2 }}>
            {translate('bankshift.dashboard.open_landing', {
              page: translate(`bankshift.dashboard.landing_pages.${name}`),
            })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
