/** The skills a new shift asks for: add from the catalogue, set each one's requirement and learning opportunity. */
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { dedupeSkills } from '../../../domain/shifts';
import type { FormSkill } from './jobForm';
import type { Named } from './useFormReferences';
import { SkillRequirementFields } from '../jobPage/SkillRequirementFields';
import { SkillAutocomplete } from './SkillAutocomplete';

export function SkillsPicker({
  value,
  options,
  onChange,
  error,
}: {
  value: FormSkill[];
  options: Named[];
  onChange: (skills: FormSkill[]) => void;
  error?: string;
}) {
  const translate = useTranslate();
  const free = options.filter((o) => !value.some((s) => s.skillId === o.id));
  const change = (skillId: number, patch: Partial<FormSkill>) =>
    onChange(value.map((s) => (s.skillId === skillId ? { ...s, ...patch } : s)));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <SkillAutocomplete
        options={free}
        // Spec 5: one entry per skill.
        onPick={(picked) =>
          onChange(
            dedupeSkills([
              ...value,
              { skillId: picked.id, name: picked.name, requirement: 'mandatory', learningOpportunity: false },
            ]),
          )
        }
        label={translate('bankshift.jobs.new.add_skill')}
        noOptionsText={translate('bankshift.jobs.new.no_skills')}
        error={error ? translate(error, { _: error }) : undefined}
      />
      {value.length === 0 && (
        <Typography color="text.secondary">{translate('bankshift.jobs.new.skills_empty')}</Typography>
      )}
      {value.map((s) => (
        <Box
          key={s.skillId}
          role="group"
          aria-label={s.name}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography sx={{ flex: '1 1 220px' }}>{s.name}</Typography>
          <SkillRequirementFields value={s} onChange={(patch) => change(s.skillId, patch)} />
          <IconButton
            aria-label={translate('bankshift.jobs.new.remove_skill', { name: s.name })}
            onClick={() => onChange(value.filter((x) => x.skillId !== s.skillId))}
          >
            <Delete />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
