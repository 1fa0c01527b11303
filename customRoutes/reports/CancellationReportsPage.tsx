/**
 * /cancellation-reports, Cancellation Reports (spec 2.3; VIEW_MANAGER_REPORTS and the Reports feature): the cancelled
 * shifts and bookings of a care location and period on screen (GET cancellation-reports: report 4's rows), filtered
 * by what was cancelled and by reason, 25 a page, with the count by reason. Export asks for the same report as a
 * spreadsheet (ManagerReport4 through Shift Reports), made in the background; the list above is never loaded whole.
 */
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  CANCELLATION_KINDS,
  CANCELLATIONS_PAGE_SIZE,
  MANAGER_REPORTS,
  type CancellationKind,
} from '../../domain/reports';
import { http } from '../../providers/httpClient';
import { REPORT_REQUESTS } from '../../providers/reports';
import { useApiCall } from '../../src/useApiCall';
import { errorText } from '../jobs/jobPage/errorText';
import { CareLocationSelect, useCareLocations } from '../plans/places';
import { PeriodFields, usePeriod } from './PeriodFields';
import './messages';

const T = 'bankshift.reports.cancellations';
const COLUMNS = MANAGER_REPORTS.ManagerReport4.columns;
/** A filter left open shows its 'all' choice rather than an empty box. */
const ALL_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } };

interface Cancellation {
  shiftId: number;
  what: string;
  nurse: string | null;
  reasonId: number | null;
  reason: string | null;
  [key: string]: unknown;
}
interface Answer {
  total: number;
  data: Cancellation[];
  byReason: { reasonId: number | null; reason: string | null; count: number }[];
}

export function CancellationReportsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const apiCall = useApiCall();
  const places = useCareLocations().data ?? [];
  const reasons = useGetList<{ id: number; name: string }>('reports-cancellation-reasons', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [chosenPlace, setPlace] = useState<number | ''>('');
  const careLocationId = chosenPlace || places[0]?.id;
  const period = usePeriod();
  const [what, setWhat] = useState<CancellationKind | ''>('');
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [page, setPage] = useState(0);
  const filter = { careLocationId, ...period.range, what: what || undefined, reasonId: reasonId || undefined };
  const answer = useQuery({
    queryKey: ['cancellation-reports', filter, page],
    queryFn: ({ signal }) =>
      apiCall(() =>
        http<Answer>('cancellation-reports', {
          query: { ...filter, $limit: CANCELLATIONS_PAGE_SIZE, $skip: page * CANCELLATIONS_PAGE_SIZE },
          signal,
        }),
      ),
    enabled: !!careLocationId && !!period.range,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const [create, exporting] = useCreate();
  const filtered = (change: () => void) => {
    change();
    setPage(0);
  };
  const exportReport = () =>
    create(
      REPORT_REQUESTS,
      { data: { reportType: 'ManagerReport4', requestParams: { careLocationId, ...period.range } } },
      {
        onSuccess: () => notify(`${T}.exported`, { type: 'info' }),
        onError: (error) => notify(errorText(error), { type: 'error' }),
      },
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box
            component="section"
            aria-label={translate(`${T}.filters`)}
            sx={{
              display: 'flex',
              gap: 2,
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              '& > *': { minWidth: 200, flex: '1 1 200px' },
            }}
          >
            <CareLocationSelect
              id="cancellations-care-location"
              label={`${T}.care_location`}
              value={careLocationId}
              places={places}
              onChange={(id) => filtered(() => setPlace(id))}
            />
            <PeriodFields
              id="cancellations"
              state={{
                ...period,
                setPeriod: (v) => filtered(() => period.setPeriod(v)),
                setMonth: (v) => filtered(() => period.setMonth(v)),
              }}
            />
            <TextField
              select
              id="cancellations-what"
              label={translate(`${T}.what`)}
              value={what}
              slotProps={ALL_SHOWN}
              onChange={(e) => filtered(() => setWhat(e.target.value as CancellationKind | ''))}
            >
              <MenuItem value="">{translate(`${T}.what_all`)}</MenuItem>
              {CANCELLATION_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`${T}.kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="cancellations-reason"
              label={translate(`${T}.reason`)}
              value={reasonId}
              slotProps={ALL_SHOWN}
              onChange={(e) => filtered(() => setReasonId(e.target.value === '' ? '' : Number(e.target.value)))}
            >
              <MenuItem value="">{translate(`${T}.reason_all`)}</MenuItem>
              {(reasons.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box>
            <Button
              variant="outlined"
              startIcon={<Download />}
              onClick={exportReport}
              disabled={!careLocationId || !period.range || exporting.isPending}
            >
              {translate(`${T}.export`)}
            </Button>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate(`${T}.export_help`)}{' '}
              <Link component={RouterLink} to="/manager-reports">
                {translate(`${T}.shift_reports`)}
              </Link>
            </Typography>
          </Box>
        </CardContent>
      </Card>
      {answer.error != null && (
        <Alert severity="error">{translate(`${T}.error`, { message: errorText(answer.error) })}</Alert>
      )}
      {answer.isFetching && <LinearProgress aria-label={translate(`${T}.loading`)} />}
      {answer.data && <ByReason answer={answer.data} />}
      {answer.data && (
        <Card component="section" aria-labelledby="cancellations-rows">
          <CardContent>
            <Typography id="cancellations-rows" variant="h6" component="h2">
              {translate(`${T}.rows`, { smart_count: answer.data.total })}
            </Typography>
            {answer.data.total === 0 ? (
              <Typography sx={{ mt: 1 }}>{translate(`${T}.empty`)}</Typography>
            ) : (
              <>
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        {COLUMNS.map((c) => (
                          <TableCell key={c.key} align={c.kind === 'number' ? 'right' : 'left'}>
                            {c.header}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {answer.data.data.map((row) => (
                        <TableRow key={`${row.shiftId} ${row.what} ${row.nurse} ${row.at}`}>
                          {COLUMNS.map((c) => (
                            <TableCell key={c.key} align={c.kind === 'number' ? 'right' : 'left'}>
                              {c.key === 'shiftId' ? (
                                <Link component={RouterLink} to={`/jobs/${row.shiftId}/details`}>
                                  #{row.shiftId}
                                </Link>
                              ) : (
                                String(row[c.key] ?? '')
                              )}
                            </TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
                <TablePagination
                  component="div"
                  count={answer.data.total}
                  page={page}
                  rowsPerPage={CANCELLATIONS_PAGE_SIZE}
                  rowsPerPageOptions={[CANCELLATIONS_PAGE_SIZE]}
                  onPageChange={(_, p) => setPage(p)}
                />
              </>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

function ByReason({ answer }: { answer: Answer }) {
  const translate = useTranslate();
  if (!answer.byReason.length) return null;
  return (
    <Card component="section" aria-labelledby="cancellations-by-reason">
      <CardContent>
        <Typography id="cancellations-by-reason" variant="h6" component="h2">
          {translate(`${T}.by_reason`)}
        </Typography>
        <Table size="small" sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.reason`)}</TableCell>
              <TableCell align="right">{translate(`${T}.count`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.byReason.map((r) => (
              <TableRow key={r.reasonId ?? 'none'}>
                <TableCell>{r.reason ?? translate(`${T}.no_reason`)}</TableCell>
                <TableCell align="right">{r.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
