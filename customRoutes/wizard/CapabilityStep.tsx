/**
 * The wizard's third step: skills added for this shift, each mandatory, recommended or not required, at a
 * supervision level, maybe a learning opportunity. A skill the template has too is asked as added here (spec 5).
 */
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SUPERVISION_LABELS, SUPERVISION_LEVELS, type SupervisionLevel } from '../../domain/skills';
import type { DraftSkill } from '../../domain/shiftWizard';
import { SkillRequirementFields } from '../jobs/jobPage/SkillRequirementFields';
import { SkillAutocomplete } from '../jobs/new/SkillAutocomplete';
import { problemOf, type StepProps } from './step';
import { useSkillNames } from './skillNames';

const T = 'bankshift.wizard.skills';

export function CapabilityStep({ draft, change, problems }: StepProps) {
  const translate = useTranslate();
  const skills = useSkillNames();
  const added = draft.skills.map((s, i) => ({ s, i })).filter(({ s }) => s.from === 'added');
  const inTemplate = new Set(draft.skills.filter((s) => s.from === 'template').map((s) => s.skillId));
  const free = (skills.data ?? []).filter((o) => !added.some(({ s }) => s.skillId === o.id));
  const update = (i: number, patch: Partial<DraftSkill>) =>
    change({ skills: draft.skills.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  return (
    <Box
      component="section"
      aria-labelledby="wizard-added-skills"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="wizard-added-skills" variant="subtitle1" component="h3">
        {translate(`${T}.added`)}
      </Typography>
      <Box sx={{ maxWidth: 480 }}>
        <SkillAutocomplete
          options={free}
          onPick={(picked) =>
            change({
              skills: [
                ...draft.skills,
                {
                  skillId: picked.id,
                  requirement: 'mandatory',
                  level: 'solo',
                  learningOpportunity: false,
                  from: 'added',
                  selected: true,
                },
              ],
            })
          }
          label={translate(`${T}.add`)}
          noOptionsText={translate(`${T}.no_more`)}
        />
      </Box>
      {!added.length && <Typography color="text.secondary">{translate(`${T}.none_added`)}</Typography>}
      {added.map(({ s, i }) => (
        <Box
          key={s.skillId}
          role="group"
          aria-label={skills.nameOf(s.skillId)}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Box sx={{ flex: '1 1 220px' }}>
            <Typography>{skills.nameOf(s.skillId)}</Typography>
            {inTemplate.has(s.skillId) && (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.replaces`)}
              </Typography>
            )}
          </Box>
          <SkillRequirementFields value={s} onChange={(patch) => update(i, patch)} />
          <TextField
            select
            size="small"
            label={translate('bankshift.wizard.staff.level')}
            value={s.level ?? ''}
            onChange={(e) => update(i, { level: e.target.value as SupervisionLevel })}
            error={!!problemOf(problems, `skills.${i}.level`)}
            helperText={problemOf(problems, `skills.${i}.level`)}
            fullWidth={false}
            sx={{ minWidth: 220 }}
          >
            {SUPERVISION_LEVELS.map((l) => (
              <MenuItem key={l} value={l}>
                {translate(SUPERVISION_LABELS[l], { _: SUPERVISION_LABELS[l] })}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={translate(`${T}.remove`, { name: skills.nameOf(s.skillId) })}
            onClick={() => change({ skills: draft.skills.filter((_, j) => j !== i) })}
          >
            <Delete />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
