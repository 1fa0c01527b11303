/**
 * /new-trust (super admin): a new trust set up in three steps (spec 4; the rules: domain/trustSetup.ts), its details,
 * its care locations, then its features and first admin. Each step opens once the one before it is saved; the page
 * shown and the trust being set up are in the address (?trust=&step=), so a reload, or coming back from the trust
 * list days later, resumes where the setup stands. The API judges every step again.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  resumeAt,
  SETUP_PAGES,
  setupPageDone,
  setupPageOpen,
  type SetupPage,
  type TrustSetupStep,
} from '../../../domain/trustSetup';
import { errorMessage } from '../../../src/errorMessage';
import { DetailsStep } from './DetailsStep';
import { FeaturesStep } from './FeaturesStep';
import { OrganisationStep } from './OrganisationStep';
import './messages';

const T = 'bankshift.trust_setup';

export function NewTrustPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const trustId = Number(params.get('trust')) || undefined;
  const { data: trust, error, isPending } = useGetOne('trusts', { id: trustId! }, { enabled: trustId !== undefined });
  const step = trust?.setupStep as TrustSetupStep | undefined;
  const asked = params.get('step') as SetupPage | null;
  const shown: SetupPage = asked && SETUP_PAGES.includes(asked) && setupPageOpen(asked, step) ? asked : resumeAt(step);
  const open = (page: SetupPage, id = trustId) => setParams(id ? { trust: String(id), step: page } : { step: page });
  // Each step's writes read the trust again (useSetupWrite, react-admin's own forms): a saved step only moves on.
  const saved = (page: SetupPage, record?: RaRecord) =>
    open(page, record?.id === undefined ? trustId : Number(record.id));
  const heading = trust ? translate(`${T}.resume_title`, { trust: trust.name }) : translate(`${T}.title`);
  if (trustId !== undefined && (isPending || error)) {
    return error ? (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate(`${T}.load_failed`, { message: errorMessage(translate, error) })}
      </Alert>
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate(`${T}.loading`)} />
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
      <Title title={heading} />
      <Typography variant="h5" component="h1">
        {heading}
      </Typography>
      {!trust?.isLive && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.draft_help`)}
        </Typography>
      )}
      <Stepper nonLinear activeStep={SETUP_PAGES.indexOf(shown)} component="nav" aria-label={translate(`${T}.steps`)}>
        {SETUP_PAGES.map((page) => {
          const reachable = setupPageOpen(page, step);
          return (
            <Step key={page} completed={setupPageDone(page, step)} disabled={!reachable}>
              <StepButton
                onClick={() => open(page)}
                aria-current={page === shown ? 'step' : undefined}
                optional={
                  reachable ? undefined : <Typography variant="caption">{translate(`${T}.step_locked`)}</Typography>
                }
              >
                {translate(`${T}.step.${page}`)}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      {shown === 'details' && <DetailsStep trust={trust} onSaved={(record) => saved('organisation', record)} />}
      {shown === 'organisation' && trust && <OrganisationStep trust={trust} onSaved={() => saved('features')} />}
      {shown === 'features' && trust && <FeaturesStep trust={trust} />}
    </Box>
  );
}
