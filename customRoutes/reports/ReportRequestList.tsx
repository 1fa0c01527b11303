/**
 * The user's report requests, newest first (GET report-visualization-requests): each with a progress bar while it is
 * made, Ready with its row count and downloads (XLSX, CSV) once made, the reason and Retry when it failed, and Remove
 * (confirmed). Changes are pushed to the user's sockets; besides, the list is asked again every REPORT_POLL_MS while a
 * report is made, and no more once an ask has failed (spec 4, 8, 9). A download that fails is only logged (spec 8).
 */
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useDelete, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { instantLabel } from '../../domain/dateLabels';
import { nextReportPoll, REPORT_RETENTION_DAYS, type ReportStatus } from '../../domain/reports';
import { realtime } from '../../providers/realtime';
import { downloadReport, REPORT_EVENTS, REPORT_REQUESTS } from '../../providers/reports';
import { errorText } from '../jobs/jobPage/errorText';
import { visuallyHidden } from '../../src/visuallyHidden';
import { useCareLocations } from '../jobs/new/useFormReferences';
import './messages';

const T = 'bankshift.reports.manager.list';
const PER_PAGE = 10;

export interface ReportRequest {
  id: number;
  reportType: string;
  title: string;
  careLocationId: number;
  startDate?: string;
  endDate?: string;
  status: ReportStatus;
  progress: number;
  rowCount: number | null;
  reason: string | null;
  fileName: string | null;
  report_url: string | null;
  csv_url: string | null;
  createdAt: string;
}

/** The files a made report offers, each behind its signed link. */
const FORMATS = [
  { format: 'xlsx', url: 'report_url' },
  { format: 'csv', url: 'csv_url' },
] as const;

export function ReportRequestList() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const places = useCareLocations().data ?? [];
  const requests = useGetList<ReportRequest>(
    REPORT_REQUESTS,
    // The service keeps its own order (newest first) and takes no $sort.
    { pagination: { page, perPage: PER_PAGE }, sort: { field: '', order: 'DESC' } },
    {
      refetchInterval: (query) => nextReportPoll(query.state.data?.data, query.state.status === 'error'),
      retry: false,
    },
  );
  useEffect(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: [REPORT_REQUESTS] });
    const unsubscribe = REPORT_EVENTS.map((event) => realtime.subscribe(event, refresh));
    return () => unsubscribe.forEach((u) => u());
  }, [queryClient]);
  const placeName = (id: number) => places.find((p) => p.id === id)?.name ?? `#${id}`;

  return (
    <Box
      component="section"
      aria-labelledby="report-requests"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="report-requests" variant="h6" component="h2">
        {translate(`${T}.heading`)}
      </Typography>
      <Typography variant="body2">{translate(`${T}.kept`, { days: REPORT_RETENTION_DAYS })}</Typography>
      {requests.error != null && (
        <Alert severity="error">{translate(`${T}.error`, { message: errorText(requests.error) })}</Alert>
      )}
      {requests.isPending && <LinearProgress aria-label={translate(`${T}.loading`)} />}
      {requests.data?.length === 0 && <Typography>{translate(`${T}.empty`)}</Typography>}
      {!!requests.data?.length && (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['report', 'care_location', 'period', 'asked', 'status', 'files'].map((c) => (
                    <TableCell key={c}>{translate(`${T}.${c}`)}</TableCell>
                  ))}
                  <TableCell>
                    <span style={visuallyHidden}>{translate(`${T}.remove`)}</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {requests.data.map((r) => (
                  <RequestRow key={r.id} request={r} place={placeName(r.careLocationId)} />
                ))}
              </TableBody>
            </Table>
          </Box>
          <TablePagination
            component="div"
            count={requests.total ?? 0}
            page={page - 1}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_, p) => setPage(p + 1)}
          />
        </>
      )}
    </Box>
  );
}

function RequestRow({ request: r, place }: { request: ReportRequest; place: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [remove, removing] = useDelete();
  const [update, updating] = useUpdate();
  const onError = (error: unknown) => notify(errorText(error), { type: 'error' });
  const retry = () =>
    update(
      REPORT_REQUESTS,
      { id: r.id, data: { status: 'PENDING' }, previousData: r },
      { onSuccess: () => notify(`${T}.retried`, { type: 'info' }), onError },
    );
  const confirmRemove = () =>
    remove(
      REPORT_REQUESTS,
      { id: r.id, previousData: r },
      { onSuccess: () => notify(`${T}.removed`, { type: 'info' }), onError, onSettled: () => setAsking(false) },
    );
  const download = (url: string, format: string) =>
    downloadReport(url, `${r.fileName ?? r.reportType}.${format}`).catch((error) =>
      console.error('The report download failed', error),
    );

  return (
    <TableRow>
      <TableCell>{r.title}</TableCell>
      <TableCell>{place}</TableCell>
      <TableCell>{r.startDate ? `${r.startDate} – ${r.endDate}` : translate(`${T}.today`)}</TableCell>
      <TableCell>{instantLabel(r.createdAt)}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        {r.status === 'PENDING' && (
          <>
            <LinearProgress
              variant="determinate"
              value={r.progress}
              aria-label={translate(`${T}.progress`, { title: r.title })}
            />
            <Typography variant="body2">{translate(`${T}.being_made`, { progress: r.progress })}</Typography>
          </>
        )}
        {r.status === 'COMPLETED' && (
          <Typography variant="body2">{translate(`${T}.ready`, { smart_count: r.rowCount ?? 0 })}</Typography>
        )}
        {r.status === 'FAILED' && (
          <Typography variant="body2" color="error">
            {translate(`${T}.failed`)}
          </Typography>
        )}
        {r.reason && <Typography variant="body2">{r.reason}</Typography>}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {FORMATS.map(({ format, url }) =>
            r[url] ? (
              <Button
                key={format}
                size="small"
                variant="outlined"
                startIcon={<Download />}
                aria-label={translate(`${T}.download_label`, { title: r.title, format: format.toUpperCase() })}
                onClick={() => download(r[url]!, format)}
              >
                {translate(`${T}.download`, { format: format.toUpperCase() })}
              </Button>
            ) : null,
          )}
          {r.status === 'FAILED' && (
            <Button size="small" variant="outlined" onClick={retry} disabled={updating.isPending}>
              {translate(`${T}.retry`)}
            </Button>
          )}
        </Box>
      </TableCell>
      <TableCell>
        <Button
          size="small"
          color="error"
          aria-label={translate(`${T}.remove_label`, { title: r.title })}
          onClick={() => setAsking(true)}
        >
          {translate(`${T}.remove`)}
        </Button>
        <Confirm
          isOpen={asking}
          title={`${T}.confirm_title`}
          content={translate(`${T}.confirm`, { title: r.title, place })}
          confirm={`${T}.remove`}
          onConfirm={confirmRemove}
          onClose={() => setAsking(false)}
          loading={removing.isPending}
        />
      </TableCell>
    </TableRow>
  );
}
