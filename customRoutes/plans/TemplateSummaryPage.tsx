/**
 * /savedTemplate/summary/:id: a planner template's week (WeekGrid), applied to a week still to come (its shifts
 * posted at once through the plans service, all or none, the server naming any row it refuses), or deleted.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useCreate, useDelete, useGetMany, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { isMonday, mondayFrom, type PlannedShift } from '../../domain/shiftPlan';
import { addDays, localDate } from '../../domain/time';
import { errorText } from '../jobs/jobPage/errorText';
import { PageState } from '../jobs/jobPage/JobPageFrame';
import '../jobs/pageMessages';
import { PlanPage } from './PlanPage';
import { weekListPath } from './week';
import { WeekGrid } from './WeekGrid';
import './messages';

const T = 'bankshift.plans.summary';

interface PlannerTemplate {
  id: number;
  name: string;
  careLocationId: number;
  jobs: PlannedShift[];
  planner: { departmentIds: number[] } | null;
}

function ApplyToWeek({ template }: { template: PlannerTemplate }) {
  const translate = useTranslate();
  const today = localDate(new Date());
  const [week, setWeek] = useState(mondayFrom(addDays(today, 1)));
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ week: string; count: number } | null>(null);
  const [create, { isPending }] = useCreate();
  const problem = !isMonday(week) ? `${T}.not_monday` : week < today ? `${T}.past` : null;
  const count = template.jobs.length;
  const apply = async () => {
    setError(null);
    try {
      const plan = await create(
        'shiftplans',
        { data: { careLocationId: template.careLocationId, weekStart: week, rows: template.jobs, createShifts: true } },
        { returnPromise: true },
      );
      setCreated({ week, count: plan.shiftCount });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Card component="section" aria-label={translate(`${T}.apply`)}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.apply`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label={translate(`${T}.week`)}
            value={week}
            onChange={(e) => setWeek(e.target.value)}
            error={!!problem}
            helperText={problem ? translate(problem) : ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, step: 7 } }}
            sx={{ width: 260 }}
          />
          <Button
            variant="contained"
            disabled={!!problem || isPending || !count}
            onClick={() => setAsking(true)}
            sx={{ mt: 1 }}
          >
            {translate(`${T}.create`, { smart_count: count })}
          </Button>
        </Box>
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {created && (
          <Alert severity="success" role="status">
            {translate(`${T}.created`, { smart_count: created.count, week: created.week })}{' '}
            <Link component={RouterLink} to={weekListPath(template.careLocationId, created.week)}>
              {translate(`${T}.view_shifts`)}
            </Link>
          </Alert>
        )}
        <Confirm
          isOpen={asking}
          title={`${T}.confirm_title`}
          content={translate(`${T}.confirm_text`, { smart_count: count, week })}
          confirm={translate(`${T}.create`, { smart_count: count })}
          onConfirm={apply}
          onClose={() => setAsking(false)}
          loading={isPending}
        />
      </CardContent>
    </Card>
  );
}

export function TemplateSummaryPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleting, setDeleting] = useState(false);
  const {
    data: template,
    isPending,
    error,
  } = useGetOne<PlannerTemplate>('planner-templates', { id: Number(id) }, { retry: false });
  const areaIds = template
    ? (template.planner?.departmentIds ?? [...new Set(template.jobs.map((j) => j.departmentId))])
    : [];
  const { data: areas = [] } = useGetMany('departments', { ids: areaIds }, { enabled: areaIds.length > 0 });
  const { data: place } = useGetOne('care-locations', { id: template?.careLocationId }, { enabled: !!template });
  const [remove, { isPending: removing }] = useDelete();
  const deleteTemplate = () =>
    remove(
      'planner-templates',
      { id: template!.id, previousData: template },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${T}.deleted`, { type: 'success' });
          navigate('/planner-templates');
        },
        onError: (e) => notify(errorText(e), { type: 'error' }),
      },
    );
  if (isPending || error || !template)
    return <PageState isPending={isPending} error={error ?? { status: 404 }} notFound="bankshift.plans.not_found" />;
  const title = translate(`${T}.title`, { name: template.name });
  return (
    <PlanPage title={title}>
      <Typography color="text.secondary">
        {translate(`${T}.care_location`)}: {place?.name ?? '…'} ·{' '}
        {translate(`${T}.count`, { smart_count: template.jobs.length })}
      </Typography>
      <Card component="section" aria-label={translate('bankshift.plans.grid.caption')}>
        <CardContent>
          <WeekGrid rows={template.jobs} areas={areas.map((a) => ({ id: a.id as number, name: a.name }))} />
        </CardContent>
      </Card>
      <ApplyToWeek template={template} />
      <Box>
        <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
          {translate(`${T}.delete`)}
        </Button>
      </Box>
      <Confirm
        isOpen={deleting}
        title={`${T}.delete_title`}
        content={`${T}.delete_text`}
        confirm={`${T}.delete`}
        confirmColor="warning"
        onConfirm={deleteTemplate}
        onClose={() => setDeleting(false)}
        loading={removing}
      />
    </PlanPage>
  );
}
