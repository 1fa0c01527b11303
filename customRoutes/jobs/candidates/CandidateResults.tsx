/**
 * Nurses ranked by their match (domain/matching.ts), as a shift's eligible candidates and a search for staff answer
 * them: how many are found and how many each reason leaves out, those left out by name on request, 10 a page (spec 9),
 * and why each one scores what they score. `fetchPage` asks the server for one page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../../domain/constants';
import { EXCLUSIONS } from '../../../domain/matching';
import { PageState } from '../jobPage/JobPageFrame';
import { CandidateBreakdown } from './CandidateBreakdown';
import type { Candidate, CandidatePage } from './types';

const T = 'bankshift.jobs.candidates';
export const PER_PAGE = PAGE_SIZES.eligibleCandidates;
export const nameOf = (c: Candidate) => `${c.nurse.firstname} ${c.nurse.lastname}`;

export interface PageAsk {
  excluded: boolean;
  $limit: number;
  $skip: number;
}

interface Props {
  /** What the list is of (a shift, a search): a new key starts again at the first page. */
  queryKey: readonly unknown[];
  fetchPage: (ask: PageAsk, signal: AbortSignal) => Promise<CandidatePage>;
  /** Whether the history counted is a shift's department and care location, or a care location alone. */
  place: 'shift' | 'careLocation';
  /** Offering the shift to a candidate, where the user may. */
  onOffer?: (c: Candidate) => void;
  /** Said above the list (why no offer can be made, an error). */
  children?: ReactNode;
}

export function CandidateResults({ queryKey, fetchPage, place, onOffer, children }: Props) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [leftOut, setLeftOut] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...queryKey, leftOut, page],
    queryFn: ({ signal }) => fetchPage({ excluded: leftOut, $limit: PER_PAGE, $skip: page * PER_PAGE }, signal),
    // Turning pages keeps the last page on screen until the next arrives; switching lists does not.
    placeholderData: (previous, query) => (query?.queryKey[queryKey.length] === leftOut ? previous : undefined),
  });
  const answer = list.data;
  return (
    <>
      {answer && (
        <Box>
          <Typography variant="h6" component="h2">
            {leftOut ? translate(`${T}.left_out`) : translate(`${T}.summary`, { smart_count: answer.total })}
          </Typography>
          <Box
            component="ul"
            aria-label={translate(`${T}.left_out`)}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
          >
            {EXCLUSIONS.filter((r) => answer.excluded[r] > 0).map((r) => (
              <li key={r}>
                <Chip
                  size="small"
                  variant="outlined"
                  label={`${translate(`${T}.exclusions.${r}`)}: ${answer.excluded[r].toLocaleString('en-GB')}`}
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
      <FormControlLabel
        control={
          <Switch checked={leftOut} onChange={(e) => (setLeftOut(e.target.checked), setPage(0), setOpen(null))} />
        }
        label={translate(`${T}.show_left_out`)}
      />
      {children}
      {list.isPending || list.error ? (
        <PageState isPending={list.isPending} error={list.error} />
      ) : answer && answer.data.length === 0 ? (
        <Typography>
          {translate(leftOut ? `${T}.empty_left_out` : place === 'shift' ? `${T}.empty` : `${T}.empty_search`)}
        </Typography>
      ) : (
        <CandidateTable
          candidates={answer?.data ?? []}
          leftOut={leftOut}
          first={page * PER_PAGE}
          open={open}
          place={place}
          onToggle={(userId) => setOpen(open === userId ? null : userId)}
          onOffer={leftOut ? undefined : onOffer}
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
    </>
  );
}

function CandidateTable(props: {
  place: 'shift' | 'careLocation';
  candidates: Candidate[];
  leftOut: boolean;
  first: number;
  open: number | null;
  onToggle: (userId: number) => void;
  onOffer?: (c: Candidate) => void;
}) {
  const translate = useTranslate();
  const { candidates, leftOut, first, open, place, onToggle, onOffer } = props;
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
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>{c.band ?? '–'}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  {leftOut ? (
                    c.exclusions.map((e) => translate(`${T}.exclusions.${e.reason}`)).join('; ')
                  ) : (
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={c.score}
                        sx={{ flex: 1, height: 8, borderRadius: 1 }}
                        aria-label={translate(`${T}.score_of`, { score: c.score })}
                      />
                      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
                        {c.score.toFixed(1)}
                      </Typography>
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
                    <Button
                      size="small"
                      variant="outlined"
                      sx={{ ml: 1 }}
                      aria-label={translate(`${T}.offer_who`, { name })}
                      onClick={() => onOffer(c)}
                    >
                      {translate(`${T}.offer`)}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={columns} sx={{ py: 0, borderBottom: open === c.userId ? undefined : 0 }}>
                  <Collapse in={open === c.userId} unmountOnExit>
                    <Box id={details}>
                      <CandidateBreakdown candidate={c} name={name} place={place} />
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
