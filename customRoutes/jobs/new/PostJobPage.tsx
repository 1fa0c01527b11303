/** /jobs/new: the post-a-shift form, reached from the top bar's 'Create a New Shift' or 'Draft a Shift'. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useActingRole } from '../jobPage/useActingRole';
import { emptyForm } from './jobForm';
import { JobForm } from './JobForm';
import { PostAccess } from './PostAccess';
import '../pageMessages';

export function PostJobPage() {
  const translate = useTranslate();
  const { may } = useActingRole();
  const heading = may('POST_A_SHIFT') ? 'Create a New Shift' : 'Draft a Shift';
  return (
    <Box sx={{ my: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Title title={translate(heading, { _: heading })} />
      <Typography variant="h5" component="h1">
        {translate(heading, { _: heading })}
      </Typography>
      <PostAccess>
        <JobForm initial={emptyForm()} />
      </PostAccess>
    </Box>
  );
}
