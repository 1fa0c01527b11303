/** The comments on one escalation (spec 3 rateEscalationComments), oldest first, and the form to add one. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { fullName } from '../../../domain/account';
import { Section } from '../../../src/Section';
import { ActionButton } from '../../../src/generated/ActionButton';
import { PageState } from '../jobPage/JobPageFrame';
import { instantLabel } from '../../../domain/dateLabels';
import type { Escalation } from '../jobPage/types';

const T = 'bankshift.jobs.rates';

interface EscalationComment {
  id: number;
  comment: string;
  createdAt: string;
  user: { firstname: string; lastname: string } | null;
}

export function CommentsCard({ escalation }: { escalation: Escalation }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<EscalationComment>('rate-escalation-comments', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'ASC' },
    filter: { rateEscalationId: escalation.id },
  });
  return (
    <Section title={`${T}.comments`}>
      <PageState isPending={isPending} error={error} />
      {data?.length === 0 && <Typography color="text.secondary">{translate(`${T}.no_comments`)}</Typography>}
      {!!data?.length && (
        <List dense aria-label={translate(`${T}.comments`)}>
          {data.map((c) => (
            <ListItem key={c.id} disableGutters>
              <ListItemText
                primary={c.comment}
                secondary={`${c.user ? fullName(c.user) : '–'}, ${instantLabel(c.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ActionButton
        resource="rate-escalations"
        action="comment"
        record={escalation}
        label={`${T}.add_comment`}
        done={`${T}.commented`}
      />
    </Section>
  );
}
