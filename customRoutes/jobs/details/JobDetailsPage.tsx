/** /jobs/{id}/details: everything about a shift, its progress, its applicants in brief, and what the role may do. */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { editRefusal } from '../../../domain/shifts';
import { JobPageFrame } from '../jobPage/JobPageFrame';
import { useActingRole } from '../jobPage/useActingRole';
import { useJob } from '../jobPage/useJob';
import { ApplicantsSummary } from './ApplicantsSummary';
import { ChecklistCard } from './ChecklistCard';
import { FactsCard } from './FactsCard';
import { JobActions } from './JobActions';
import { ProgressCard } from './ProgressCard';
import { SkillsCard } from './SkillsCard';
import { WorkedTimeCard } from './WorkedTimeCard';
import '../pageMessages';

export function JobDetailsPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const { data: job, isPending, error } = useJob(id);
  const { may } = useActingRole();
  return (
    <JobPageFrame job={job} isPending={isPending} error={error} title={translate('bankshift.jobs.details.title')}>
      {job && (
        <>
          <JobActions job={job} />
          <ProgressCard job={job} />
          <WorkedTimeCard job={job} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
            <FactsCard job={job} />
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {job.status === 'DRAFT' && <ChecklistCard job={job} />}
              <ApplicantsSummary job={job} />
              <SkillsCard job={job} canEdit={may('EDIT_SHIFTS') && !editRefusal(job)} />
            </Box>
          </Box>
        </>
      )}
    </JobPageFrame>
  );
}
