/**
 * /shiftPlan/menu: where a week is planned from. A care location's week as posted (its shifts by area and day, the
 * same grid a plan fills), the way to plan a week (from nothing or a planner template), the plan under way if any,
 * the planner templates and the plans made lately.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Band } from '../../domain/bands';
import { isMonday, mondayFrom, type PlannedShift } from '../../domain/shiftPlan';
import { addDays, localDate, weekdayOf } from '../../domain/time';
import { errorText } from '../jobs/jobPage/errorText';
import { usePlanDraft } from './planDraft';
import { PlanPage } from './PlanPage';
import { CareLocationSelect, useAreas, useCareLocations } from './places';
import { weekListPath } from './week';
import { WeekGrid } from './WeekGrid';
import './messages';

const T = 'bankshift.plans.menu';
const WEEK_SHIFTS = 500;

interface Job {
  id: number;
  careLocationId: number;
  departmentId: number;
  date: string;
  startTime: string;
  endTime: string;
  shift: string;
  gradeFrom: Band;
  gradeTo: Band;
  vacancies: number;
  status: string;
}

/** A posted shift in a week's grid: its day counted from the week's Monday. */
const asPlanned = (job: Job): PlannedShift => ({
  careLocationId: job.careLocationId,
  departmentId: job.departmentId,
  shift: job.shift,
  shiftTime: { start: job.startTime, end: job.endTime },
  dayOfWeek: (weekdayOf(job.date) + 6) % 7,
  jobPostData: { band: { from: job.gradeFrom, to: job.gradeTo }, vacancies: job.vacancies, skills: [] },
});

function PostedWeek() {
  const translate = useTranslate();
  const today = localDate(new Date());
  const places = useCareLocations();
  const [chosen, setChosen] = useState<number | ''>('');
  const careLocationId = chosen || places.data?.[0]?.id;
  const [week, setWeek] = useState(mondayFrom(addDays(today, -6)));
  const dated = isMonday(week);
  const shifts = useGetList<Job>(
    'jobs',
    {
      pagination: { page: 1, perPage: WEEK_SHIFTS },
      sort: { field: 'date', order: 'ASC' },
      filter: { careLocationId, date_gte: week, date_lte: addDays(week, 6) },
    },
    { enabled: !!careLocationId && dated },
  );
  const areas = useAreas(careLocationId);
  const posted = (shifts.data ?? []).filter((j) => j.status !== 'CANCELLED');
  return (
    <Card component="section" aria-labelledby="menu-week">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="menu-week" variant="h6" component="h2">
          {translate(`${T}.week_heading`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 280 }}>
            <CareLocationSelect
              id="menu-careLocationId"
              label={`${T}.care_location`}
              value={careLocationId}
              places={places.data ?? []}
              onChange={setChosen}
            />
          </Box>
          <TextField
            id="menu-week-start"
            type="date"
            label={translate(`${T}.week`)}
            value={week}
            onChange={(e) => setWeek(e.target.value)}
            error={!dated}
            helperText={dated ? ' ' : translate('bankshift.plans.builder.not_monday')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 7 } }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button onClick={() => setWeek(addDays(week, -7))} disabled={!dated}>
              {translate(`${T}.previous`)}
            </Button>
            <Button onClick={() => setWeek(addDays(week, 7))} disabled={!dated}>
              {translate(`${T}.next`)}
            </Button>
          </Box>
        </Box>
        {(shifts.error || places.error) && <Alert severity="error">{errorText(shifts.error ?? places.error)}</Alert>}
        {dated && careLocationId && (
          <>
            <WeekGrid rows={posted.map(asPlanned)} areas={areas} weekStart={week} />
            <Typography variant="body2" color="text.secondary" role="status">
              {shifts.isPending
                ? translate('ra.page.loading')
                : translate(`${T}.posted`, { smart_count: posted.length })}
              {(shifts.total ?? 0) > WEEK_SHIFTS && ` ${translate(`${T}.first`, { max: WEEK_SHIFTS })}`}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                component={RouterLink}
                to={`/createNewPlan?careLocationId=${careLocationId}&weekStart=${week}`}
                disabled={week < today}
              >
                {translate(`${T}.plan_week`)}
              </Button>
              <Link component={RouterLink} to={weekListPath(careLocationId, week)} sx={{ alignSelf: 'center' }}>
                {translate(`${T}.in_list`)}
              </Link>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Templates() {
  const translate = useTranslate();
  const templates = useGetList<{ id: number; name: string; jobs: PlannedShift[] }>('planner-templates', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Card component="section" aria-labelledby="menu-templates">
      <CardContent>
        <Typography id="menu-templates" variant="h6" component="h2">
          {translate(`${T}.templates`)}
        </Typography>
        {templates.error && <Alert severity="error">{errorText(templates.error)}</Alert>}
        {templates.data && !templates.data.length && (
          <Typography color="text.secondary">{translate(`${T}.no_templates`)}</Typography>
        )}
        <List dense>
          {(templates.data ?? []).map((t) => (
            <ListItem
              key={t.id}
              secondaryAction={
                <Button component={RouterLink} to={`/createNewPlan?template=${t.id}`}>
                  {translate(`${T}.use_template`)}
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/savedTemplate/summary/${t.id}`}>
                    {t.name}
                  </Link>
                }
                secondary={translate('bankshift.plans.summary.count', { smart_count: t.jobs.length })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

function RecentPlans() {
  const translate = useTranslate();
  const plans = useGetList<{
    id: number;
    weekStart: string;
    careLocationId: number;
    shiftCount: number;
    bookedCount: number;
    plannerTemplateId: number | null;
  }>('shiftplans', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'weekStart', order: 'DESC' },
  });
  return (
    <Card component="section" aria-labelledby="menu-plans">
      <CardContent>
        <Typography id="menu-plans" variant="h6" component="h2">
          {translate(`${T}.plans`)}
        </Typography>
        {plans.error && <Alert severity="error">{errorText(plans.error)}</Alert>}
        {plans.data && !plans.data.length && (
          <Typography color="text.secondary">{translate(`${T}.no_plans`)}</Typography>
        )}
        <List dense>
          {(plans.data ?? []).map((p) => (
            <ListItem key={p.id}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={weekListPath(p.careLocationId, p.weekStart)}>
                    {translate(`${T}.plan_of`, { week: p.weekStart })}
                  </Link>
                }
                secondary={translate(`${T}.plan_detail`, { smart_count: p.shiftCount, booked: p.bookedCount })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export function PlanMenuPage() {
  const translate = useTranslate();
  const underWay = usePlanDraft();
  const title = translate(`${T}.title`);
  return (
    <PlanPage title={title}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/createNewPlan">
          {translate(underWay?.rows.length ? `${T}.resume` : `${T}.new_plan`, {
            smart_count: underWay?.rows.length ?? 0,
          })}
        </Button>
        {!!underWay?.rows.length && (
          <Button variant="outlined" component={RouterLink} to="/addPerson">
            {translate(`${T}.name_nurses`)}
          </Button>
        )}
      </Box>
      <PostedWeek />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Templates />
        <RecentPlans />
      </Box>
    </PlanPage>
  );
}
