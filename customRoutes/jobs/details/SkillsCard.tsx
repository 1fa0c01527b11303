/** The skills a shift asks for, with their requirement; a link to edit them. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Job } from '../jobPage/types';

export function SkillsCard({ job, canEdit }: { job: Job; canEdit: boolean }) {
  const translate = useTranslate();
  const skills = job.skills ?? [];
  return (
    <Card component="section" aria-label={translate('bankshift.jobs.new.skills')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('bankshift.jobs.new.skills')}
        </Typography>
        {skills.length === 0 && (
          <Typography color="text.secondary">{translate('bankshift.jobs.new.skills_empty')}</Typography>
        )}
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {skills.map((s) => (
            <Box component="li" key={s.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{s.name}</Typography>
              <Chip
                size="small"
                variant="outlined"
                label={translate(`bankshift.jobs.jobPage.requirement.${s.requirement}`)}
              />
              {s.learningOpportunity && (
                <Chip size="small" color="info" variant="outlined" label={translate('bankshift.jobs.new.learning')} />
              )}
            </Box>
          ))}
        </Box>
        {canEdit && (
          <Box>
            <Button component={Link} to={`/jobs/${job.id}/editSkills`}>
              {translate('bankshift.jobs.details.edit_skills')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
