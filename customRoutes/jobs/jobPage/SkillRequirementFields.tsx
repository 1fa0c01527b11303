/** A shift skill's requirement (mandatory, recommended, not required) and learning opportunity, as two inputs. */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { SKILL_REQUIREMENTS, type SkillRequirement } from '../../../domain/skills';

export interface SkillRequirementValue {
  requirement: SkillRequirement;
  learningOpportunity: boolean;
}

export function SkillRequirementFields({
  value,
  disabled,
  onChange,
}: {
  value: SkillRequirementValue;
  disabled?: boolean;
  onChange: (patch: Partial<SkillRequirementValue>) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('bankshift.jobs.new.requirement')}
        value={value.requirement}
        disabled={disabled}
        onChange={(e) => onChange({ requirement: e.target.value as SkillRequirement })}
        fullWidth={false}
        sx={{ minWidth: 190 }}
      >
        {SKILL_REQUIREMENTS.map((r) => (
          <MenuItem key={r} value={r}>
            {translate(`bankshift.jobs.jobPage.requirement.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.learningOpportunity}
            disabled={disabled}
            onChange={(e) => onChange({ learningOpportunity: e.target.checked })}
          />
        }
        label={translate('bankshift.jobs.new.learning')}
      />
    </>
  );
}
