/** The wizard's second step: the chosen template's skills, each asked for only when selected (spec 5). */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import { SUPERVISION_LABELS } from '../../domain/skills';
import { useCanList } from '../../src/generated/references';
import type { StepProps } from './step';
import type { JobTemplate } from './templates';
import { useSkillNames } from './skillNames';

const T = 'bankshift.wizard.skills';

export function TemplateSkillsStep({ draft, change }: StepProps) {
  const translate = useTranslate();
  const { nameOf } = useSkillNames();
  const { canList } = useCanList('jobtemplates');
  const template = useGetOne<JobTemplate>(
    'jobtemplates',
    { id: draft.jobTemplateId! },
    { enabled: !!draft.jobTemplateId && canList },
  );
  const fromTemplate = draft.skills.map((s, i) => ({ s, i })).filter(({ s }) => s.from === 'template');
  if (!draft.jobTemplateId) return <Typography>{translate(`${T}.no_template`)}</Typography>;
  const toggle = (i: number, selected: boolean) =>
    change({ skills: draft.skills.map((s, j) => (j === i ? { ...s, selected } : s)) });
  return (
    <Box
      component="section"
      aria-labelledby="wizard-template-skills"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="wizard-template-skills" variant="subtitle1" component="h3">
        {translate(`${T}.template`, { name: template.data?.name ?? '…' })}
      </Typography>
      {!fromTemplate.length && <Typography>{translate(`${T}.template_empty`)}</Typography>}
      {fromTemplate.map(({ s, i }) => (
        <Box key={`${s.skillId}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={s.selected} onChange={(e) => toggle(i, e.target.checked)} />}
            label={nameOf(s.skillId)}
            sx={{ flex: '1 1 260px' }}
          />
          <Typography variant="body2" color="text.secondary">
            {translate(`bankshift.jobs.jobPage.requirement.${s.requirement}`)} ·{' '}
            {translate(SUPERVISION_LABELS[s.level], { _: SUPERVISION_LABELS[s.level] })}
            {s.learningOpportunity ? ` · ${translate('bankshift.jobs.new.learning')}` : ''}
          </Typography>
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.counted`, { smart_count: fromTemplate.filter(({ s }) => s.selected).length })}
      </Typography>
    </Box>
  );
}
