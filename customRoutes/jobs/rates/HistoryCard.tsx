/**
 * A shift's rate escalation history (spec 3 rateEscalationHistory): every step of every escalation and of its automatic
 * increase, oldest first.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { fullName } from '../../../domain/account';
import { Section } from '../../../src/Section';
import { PageState } from '../jobPage/JobPageFrame';
import { instantLabel } from '../../../domain/dateLabels';
import type { EscalationEntry } from '../jobPage/types';
import { gbp } from './money';

const T = 'bankshift.jobs.rates';

/** The history of a shift, or of one of its escalations. */
export function HistoryCard({ jobId, escalationId }: { jobId: number; escalationId?: number }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<EscalationEntry>('rate-escalation-history', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'ASC' },
    filter: escalationId ? { rateEscalationId: escalationId } : { jobId },
  });
  return (
    <Section title={`${T}.history`}>
      <PageState isPending={isPending} error={error} />
      {data?.length === 0 && <Typography color="text.secondary">{translate(`${T}.no_history`)}</Typography>}
      {!!data?.length && (
        <Table size="small" aria-label={translate(`${T}.history`)}>
          <TableHead>
            <TableRow>
              {['when', 'status', 'by', 'reason', 'comment', 'escalation'].map((c) => (
                <TableCell key={c}>{translate(`${T}.${c}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{instantLabel(entry.createdAt)}</TableCell>
                <TableCell>
                  {entry.kind === 'automatic'
                    ? translate(`${T}.automatic`)
                    : translate(`${T}.statuses.${entry.status}`)}
                </TableCell>
                <TableCell>{entry.user ? fullName(entry.user) : translate(`${T}.system`)}</TableCell>
                <TableCell>
                  {entry.reason ?? '–'}
                  {entry.kind === 'automatic' && ` (${gbp(entry.rateFrom)} → ${gbp(entry.rateTo)})`}
                </TableCell>
                <TableCell>{entry.comment ?? '–'}</TableCell>
                <TableCell>
                  {entry.rateEscalationId ? (
                    <Link to={`/jobs/${jobId}/rates/${entry.rateEscalationId}`}>
                      {translate(`${T}.open`, { id: entry.rateEscalationId })}
                    </Link>
                  ) : (
                    '–'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
