/**
 * /addPerson: the plan under way's planned shifts, each with the nurse named on it; /addPerson/:id: a nurse named on
 * planned shift number :id (its place in the plan, from 1). The nurses offered are those who may work at the plan's
 * care location on the shift's day (get-nurse-users with the day: not blocked there, their permission to work holding);
 * one outside the shift's bands is shown and not offered (domain/bands.ts bandRefusal), and each with what they said
 * of the day (date-availability: available, cannot work it, or nothing said). The server checks all of it
 * again, and an overlapping booking, when the plan's shifts are created (server/services/jobs/shiftPlansService.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { bandRefusal, type Band } from '../../domain/bands';
import { addDays } from '../../domain/time';
import { http } from '../../providers/httpClient';
import { useApiCall } from '../../src/useApiCall';
import { errorText } from '../jobs/jobPage/errorText';
import { keepPlan, usePlanDraft } from './planDraft';
import { PlanPage } from './PlanPage';
import { useAreas } from './places';
import { rowLabel } from './week';
import { dayLabel } from '../../domain/dateLabels';
import './messages';

const T = 'bankshift.plans.person';
const SEARCH_DELAY_MS = 300;

interface Nurse {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  band: string | null;
  /** What they said of the shift's day (date-availability): null, nothing. */
  available: boolean | null;
}

function NoPlan() {
  const translate = useTranslate();
  return (
    <Alert severity="info">
      {translate(`${T}.no_plan`)}{' '}
      <Button component={RouterLink} to="/createNewPlan" size="small">
        {translate(`${T}.to_builder`)}
      </Button>
    </Alert>
  );
}

function BackToPlan() {
  const translate = useTranslate();
  return (
    <Box>
      <Button component={RouterLink} to="/createNewPlan" variant="outlined">
        {translate(`${T}.back`)}
      </Button>
    </Box>
  );
}

/** The column heads of a table of the page (`person.<key>` texts). */
function Heads({ keys }: { keys: string[] }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {keys.map((key) => (
          <TableCell key={key} component="th" scope="col">
            {translate(`${T}.${key}`)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** /addPerson: which planned shift to name a nurse on. */
export function PlannedShiftsPage() {
  const translate = useTranslate();
  const plan = usePlanDraft();
  const areas = useAreas(plan?.careLocationId);
  return (
    <PlanPage title={translate(`${T}.list_title`)}>
      {!plan?.rows.length ? (
        <NoPlan />
      ) : (
        <Card>
          <CardContent>
            <Table size="small">
              <caption>{translate(`${T}.caption`, { week: plan.weekStart })}</caption>
              <Heads keys={['shift', 'bands', 'nurse', 'action']} />
              <TableBody>
                {plan.rows.map((row, i) => (
                  <TableRow key={i}>
                    <TableCell component="th" scope="row">
                      {rowLabel(row, plan.weekStart, areas)}
                    </TableCell>
                    <TableCell>{`${row.jobPostData.band?.from ?? '?'}–${row.jobPostData.band?.to ?? '?'}`}</TableCell>
                    <TableCell>
                      {row.personId ? (row.personName ?? `#${row.personId}`) : translate(`${T}.none`)}
                    </TableCell>
                    <TableCell>
                      <Button size="small" component={RouterLink} to={`/addPerson/${i + 1}`}>
                        {translate(row.personId ? `${T}.change` : `${T}.name`)}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      <BackToPlan />
    </PlanPage>
  );
}

/** /addPerson/:id: the nurse named on one planned shift. */
export function NameNursePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const apiCall = useApiCall();
  const { id } = useParams();
  const plan = usePlanDraft();
  const areas = useAreas(plan?.careLocationId);
  const index = Number(id) - 1;
  const row = plan?.rows[index];
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const date = plan && row ? addDays(plan.weekStart, row.dayOfWeek) : undefined;
  const nurses = useQuery({
    queryKey: ['get-nurse-users', plan?.careLocationId, date, search],
    queryFn: ({ signal }) =>
      apiCall(() =>
        http<{ total: number; data: Nurse[] }>('get-nurse-users', {
          query: { q: search, $limit: 20, careLocationId: plan!.careLocationId, date },
          signal,
        }),
      ),
    enabled: !!row,
    placeholderData: keepPreviousData,
  });
  const title = translate(`${T}.title`);
  if (!plan || !row)
    return (
      <PlanPage title={title}>
        {plan?.rows.length ? <Alert severity="warning">{translate(`${T}.no_row`, { id })}</Alert> : <NoPlan />}
      </PlanPage>
    );
  const name = (nurse: Nurse | null) => {
    const rows = plan.rows.map((r, i) => {
      if (i !== index) return r;
      const { personId: _, personName: __, ...rest } = r;
      return nurse ? { ...rest, personId: nurse.id, personName: `${nurse.firstname} ${nurse.lastname}` } : rest;
    });
    keepPlan({ ...plan, rows });
    navigate('/createNewPlan');
  };
  const band = row.jobPostData.band as { from: Band; to: Band };
  return (
    <PlanPage title={title}>
      <Typography>
        {translate(`${T}.for`, { shift: rowLabel(row, plan.weekStart, areas), from: band.from, to: band.to })}
      </Typography>
      {row.personId && (
        <Alert severity="info" action={<Button onClick={() => name(null)}>{translate(`${T}.unname`)}</Button>}>
          {translate(`${T}.named`, { name: row.personName ?? `#${row.personId}` })}
        </Alert>
      )}
      <TextField
        id="plan-nurse-search"
        label={translate(`${T}.search`)}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        sx={{ maxWidth: 480 }}
      />
      {nurses.error && <Alert severity="error">{errorText(nurses.error)}</Alert>}
      <Card>
        <CardContent>
          <Table size="small" aria-busy={nurses.isFetching}>
            <caption>
              {translate(`${T}.nurses_caption`, { date: date && dayLabel(date), smart_count: nurses.data?.total ?? 0 })}
            </caption>
            <Heads keys={['nurse', 'band', 'said', 'action']} />
            <TableBody>
              {(nurses.data?.data ?? []).map((nurse) => {
                const refusal = bandRefusal(nurse.band, band.from, band.to);
                const full = `${nurse.firstname} ${nurse.lastname}`;
                return (
                  <TableRow key={nurse.id}>
                    <TableCell component="th" scope="row">
                      {full}
                      <Typography variant="body2" color="text.secondary">
                        {nurse.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{nurse.band ?? translate(`${T}.no_band`)}</TableCell>
                    <TableCell>
                      {translate(
                        `${T}.said_${nurse.available === null ? 'nothing' : nurse.available ? 'available' : 'unavailable'}`,
                      )}
                    </TableCell>
                    <TableCell>
                      {refusal ? (
                        <Typography variant="body2" color="text.secondary">
                          {refusal}
                        </Typography>
                      ) : (
                        <Button
                          size="small"
                          variant="outlined"
                          aria-label={translate(`${T}.choose_label`, { name: full })}
                          onClick={() => name(nurse)}
                          disabled={nurse.id === row.personId}
                        >
                          {translate(`${T}.choose`)}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {nurses.data && !nurses.data.data.length && (
                <TableRow>
                  <TableCell colSpan={4}>{translate(`${T}.no_nurses`)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <BackToPlan />
    </PlanPage>
  );
}
