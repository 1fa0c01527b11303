/**
 * Posting needs the feature 'Post a shift and post similar' and POST_A_SHIFT or DRAFT_A_SHIFT (spec 6); a role
 * without them sees why, instead of a form the server would refuse.
 */
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { checkAccess } from '../../../domain/access';
import jobs from '../../../resources/jobs';
import { PageState } from '../jobPage/JobPageFrame';
import { useActingRole } from '../jobPage/useActingRole';
import { useMissingInWords } from '../../../src/useMissingInWords';

export function PostAccess({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { role, isPending } = useActingRole();
  const inWords = useMissingInWords();
  if (isPending) return <PageState isPending />;
  const decision = checkAccess(role, jobs.access.create!);
  if (!decision.allowed) {
    const missing = inWords(decision);
    return (
      <Alert severity="warning" sx={{ my: 2 }}>
        {translate('bankshift.jobs.new.refused', { missing: missing.join(', ') || decision.reason })}
      </Alert>
    );
  }
  return <>{children}</>;
}
