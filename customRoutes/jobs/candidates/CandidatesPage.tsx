/**
 * /jobs/{id}/eligible-candidates (issue 13): the shift's eligible nurses, best match first, 10 a page (spec 9), each
 * with why they score what they score; how many nurses each reason leaves out, and those holding the mandatory skills
 * but left out, by name, with their reasons. A manager who confirms applicants offers the shift to a candidate
 * (the offer flow of the applicants page). Scores and rules: domain/matching.ts, answered by GET get-staff-match-score.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../domain/constants';
import { EXCLUSIONS } from '../../../domain/matching';
import type { dataProvider } from '../../../providers/dataProvider';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { ErrorAlert } from '../jobPage/ErrorAlert';
import { errorText } from '../jobPage/errorText';
import { JobPageFrame, PageState } from '../jobPage/JobPageFrame';
import { useActingRole } from '../jobPage/useActingRole';
import { useJob } from '../jobPage/useJob';
import { CandidateBreakdown } from './CandidateBreakdown';
import type { Candidate, CandidatePage } from './types';
import '../pageMessages';

const T = 'bankshift.jobs.candidates';
const PER_PAGE = PAGE_SIZES.eligibleCandidates;
const nameOf = (c: Candidate) => `${c.nurse.firstname} ${c.nurse.lastname}`;

export function CandidatesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const apiCall = useApiCall();
  const queryClient = useQueryClient();
  const provider = useDataProvider<typeof dataProvider>();
  const { id } = useParams();
  const { data: job, isPending, error } = useJob(id);
  const { may } = useActingRole();
  const [page, setPage] = useState(0);
  const [leftOut, setLeftOut] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [offering, setOffering] = useState<Candidate | null>(null);
  const [offerError, setOfferError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['get-staff-match-score', job?.id, leftOut, page],
    queryFn: ({ signal }) =>
      apiCall(() => http<CandidatePage>('get-staff-match-score', { query: { jobId: job!.id, excluded: leftOut, $limit: PER_PAGE, $skip: page * PER_PAGE }, signal })),
    enabled: !!job,
    // Turning pages keeps the last page on screen until the next arrives; switching lists does not.
    placeholderData: (previous, query) => (query?.queryKey[2] === leftOut ? previous : undefined),
  });
  const canOffer = may('CONFIRM_APPLICANTS') && job?.status === 'APPROVED' && job.progress === 'vacant';

  const offer = async () => {
    if (!offering || !job) return;
    setOfferError(null);
    try {
      await provider.offerToNurse({ jobId: job.id, userId: offering.userId });
      notify(`${T}.offered`, { type: 'success', messageArgs: { name: nameOf(offering) } });
      await queryClient.invalidateQueries({ queryKey: ['get-staff-match-score', job.id] });
    } catch (e) {
      setOfferError(errorText(e));
    } finally {
      setOffering(null);
    }
  };

  const answer = list.data;
  return (
    <JobPageFrame job={job} isPending={isPending} error={error} title={translate(`${T}.title`)}>
      {job && (
        <Card component="section" aria-label={translate(`${T}.title`)}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {answer && (
              <Box>
                <Typography variant="h6" component="h2">
                  {leftOut ? translate(`${T}.left_out`) : translate(`${T}.summary`, { smart_count: answer.total })}
                </Typography>
                <Box component="ul" aria-label={translate(`${T}.left_out`)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                  {EXCLUSIONS.filter((r) => answer.excluded[r] > 0).map((r) => (
                    <li key={r}>
                      <Chip size="small" variant="outlined" label={`${translate(`${T}.exclusions.${r}`)}: ${answer.excluded[r].toLocaleString('en-GB')}`} />
                    </li>
                  ))}
                </Box>
              </Box>
            )}
            <FormControlLabel
              control={<Switch checked={leftOut} onChange={(e) => (setLeftOut(e.target.checked), setPage(0), setOpen(null))} />}
              label={translate(`${T}.show_left_out`)}
            />
            {!canOffer && job.status !== 'APPROVED' && (
              <Typography color="text.secondary">
                {translate(`${T}.closed`, { status: translate(`bankshift.jobs.jobPage.status.${job.status}`), progress: translate(`bankshift.jobs.jobPage.progress.${job.progress}`) })}
              </Typography>
            )}
            <ErrorAlert message={offerError} />
            {list.isPending || list.error ? (
              <PageState isPending={list.isPending} error={list.error} />
            ) : answer && answer.data.length === 0 ? (
              <Typography>{translate(leftOut ? `${T}.empty_left_out` : `${T}.empty`)}</Typography>
            ) : (
              <CandidateTable
                candidates={answer?.data ?? []}
                leftOut={leftOut}
                first={page * PER_PAGE}
                open={open}
                onToggle={(userId) => setOpen(open === userId ? null : userId)}
                onOffer={canOffer && !leftOut ? setOffering : undefined}
              />
            )}
            {answer && answer.total > PER_PAGE && (
              <TablePagination
                component="div"
                count={answer.total}
                page={page}
                onPageChange={(_, p) => (setPage(p), setOpen(null))}
                rowsPerPage={PER_PAGE}
                rowsPerPageOptions={[PER_PAGE]}
              />
            )}
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={!!offering}
        title={translate(`${T}.offer_title`, { name: offering ? nameOf(offering) : '' })}
        content={translate(`${T}.offer_text`, { name: offering ? nameOf(offering) : '' })}
        confirm={`${T}.offer`}
        onConfirm={offer}
        onClose={() => setOffering(null)}
      />
    </JobPageFrame>
  );
}

function CandidateTable(props: {
  candidates: Candidate[];
  leftOut: boolean;
  first: number;
  open: number | null;
  onToggle: (userId: number) => void;
  onOffer?: (c: Candidate) => void;
}) {
  const translate = useTranslate();
  const { candidates, leftOut, first, open, onToggle, onOffer } = props;
  const columns = leftOut ? 4 : 5;
  return (
    <Table size="small">
      <caption>{translate(leftOut ? `${T}.excluded_table` : `${T}.table`)}</caption>
      <TableHead>
        <TableRow>
          {!leftOut && <TableCell>{translate(`${T}.rank`)}</TableCell>}
          <TableCell>{translate(`${T}.nurse`)}</TableCell>
          <TableCell>{translate(`${T}.band`)}</TableCell>
          <TableCell>{translate(leftOut ? `${T}.reasons` : `${T}.score`)}</TableCell>
          <TableCell>{translate(`${T}.actions`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {candidates.map((c, i) => {
          const name = nameOf(c);
          const details = `candidate-${c.userId}-why`;
          return (
            <Fragment key={c.userId}>
              <TableRow>
                {!leftOut && <TableCell>{first + i + 1}</TableCell>}
                <TableCell component="th" scope="row">{name}</TableCell>
                <TableCell>{c.band ?? '–'}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  {leftOut ? (
                    c.exclusions.map((e) => translate(`${T}.exclusions.${e.reason}`)).join('; ')
                  ) : (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LinearProgress variant="determinate" value={c.score} sx={{ flex: 1, height: 8, borderRadius: 1 }} aria-label={translate(`${T}.score_of`, { score: c.score })} />
                      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>{c.score.toFixed(1)}</Typography>
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    aria-expanded={open === c.userId}
                    aria-controls={details}
                    aria-label={open === c.userId ? translate(`${T}.hide`) : translate(`${T}.why`, { name })}
                    onClick={() => onToggle(c.userId)}
                  >
                    {translate(open === c.userId ? `${T}.hide` : `${T}.why_short`)}
                  </Button>
                  {onOffer && (
                    <Button size="small" variant="outlined" sx={{ ml: 1 }} aria-label={translate(`${T}.offer_who`, { name })} onClick={() => onOffer(c)}>
                      {translate(`${T}.offer`)}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={columns} sx={{ py: 0, borderBottom: open === c.userId ? undefined : 0 }}>
                  <Collapse in={open === c.userId} unmountOnExit>
                    <Box id={details}>
                      <CandidateBreakdown candidate={c} name={name} />
                    </Box>
                  </Collapse>
                </TableCell>
              </TableRow>
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
