/**
 * /shifts/new/<step>: the shift wizard (domain/shiftWizard.ts). The draft lives in the address (?draft=…), so a
 * reload or a shared link loses nothing; a step opened before an earlier one is complete goes back to that one.
 * Back and Next move between steps; Next shows what stops it. The last step posts one shift per date.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ComponentType } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { postShiftButton } from '../../domain/shell';
import {
  firstOpenStep,
  isWizardStep,
  nextStep,
  previousStep,
  STEP_TITLES,
  stepProblems,
  WIZARD_STEPS,
  type PostingDraft,
  type WizardStep,
} from '../../domain/shiftWizard';
import { localDate } from '../../domain/time';
import { draftFromSearch, draftToSearch } from '../../domain/wizardAddress';
import { useActingRole } from '../jobs/jobPage/useActingRole';
import { CapabilityStep } from './CapabilityStep';
import { PersonaStep } from './PersonaStep';
import { StaffSkillsStep } from './StaffSkillsStep';
import { SummaryStep } from './SummaryStep';
import { TemplateSkillsStep } from './TemplateSkillsStep';
import { TemplateStep } from './TemplateStep';
import '../jobs/pageMessages';
import './messages';
import type { StepProps } from './step';

const T = 'bankshift.wizard';

const STEP_SCREENS: Record<WizardStep, ComponentType<StepProps>> = {
  template: TemplateStep,
  'selected-template': TemplateSkillsStep,
  'add-capability': CapabilityStep,
  'teach-persona': PersonaStep,
  'staff-skills': StaffSkillsStep,
  'shift-summary': SummaryStep,
};

const stepPath = (step: WizardStep, draft: PostingDraft) => `/shifts/new/${step}?${draftToSearch(draft)}`;

export function WizardPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { role } = useActingRole();
  const [tried, setTried] = useState<string | null>(null);
  const today = localDate(new Date());
  const draft = useMemo(() => draftFromSearch(search), [search]);
  const step = pathname.split('/').pop();
  const open = firstOpenStep(draft, today);
  // The top bar's own label for the button that opened it.
  const heading = (role && postShiftButton(role)) || 'Create a New Shift';
  if (!isWizardStep(step)) return <Navigate to={stepPath(open ?? 'template', draft)} replace />;
  // A step after one still incomplete (a link typed or shared half-way) goes back to that one.
  if (open && WIZARD_STEPS.indexOf(open) < WIZARD_STEPS.indexOf(step))
    return <Navigate to={stepPath(open, draft)} replace />;

  const index = WIZARD_STEPS.indexOf(step);
  const problems = stepProblems(step, draft, today);
  const shown = tried === step ? problems : [];
  const change = (patch: Partial<PostingDraft>) => navigate(stepPath(step, { ...draft, ...patch }), { replace: true });
  const go = (to: WizardStep | undefined) => {
    if (!to) return;
    setTried(null);
    navigate(stepPath(to, draft));
  };
  const next = () => {
    if (problems.length) setTried(step);
    else go(nextStep(step));
  };
  const Screen = STEP_SCREENS[step];
  const back = (
    <Button variant="outlined" disabled={!previousStep(step)} onClick={() => go(previousStep(step))}>
      {translate(`${T}.back`)}
    </Button>
  );
  return (
    <Box sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Title title={translate(heading, { _: heading })} />
      <Typography variant="h5" component="h1">
        {translate(heading, { _: heading })}
      </Typography>
      <Stepper nonLinear activeStep={index} aria-label={translate(`${T}.steps`)} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {WIZARD_STEPS.map((s, i) => (
          <Step key={s} completed={i < index}>
            {/* Steps already passed can be gone back to; later ones open through Next. */}
            <StepButton onClick={() => go(s)} disabled={i > index} aria-current={i === index ? 'step' : undefined}>
              {translate(STEP_TITLES[s], { _: STEP_TITLES[s] })}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h6" component="h2">
        {translate(STEP_TITLES[step], { _: STEP_TITLES[step] })}
      </Typography>
      {nextStep(step) ? (
        <>
          <Screen draft={draft} change={change} problems={shown} />
          {shown.length > 0 && <Alert severity="error">{translate(`${T}.fix`)}</Alert>}
          <Box sx={{ display: 'flex', gap: 2 }}>
            {back}
            <Button variant="contained" onClick={next}>
              {translate(`${T}.next`)}
            </Button>
          </Box>
        </>
      ) : (
        // The last step posts: its own button, beside Back.
        <Screen draft={draft} change={change} problems={shown} back={back} />
      )}
    </Box>
  );
}
