/**
 * /createNewPlan: a week of a care location planned shift by shift (AddShiftsForm), each planned shift in the week's
 * grid with a nurse named on it (/addPerson/:id) or removed; then saved as a planner template, turned into shifts at
 * once, or both (SavePlan). The plan under way is kept in the tab (planDraft.ts) while the user names nurses or
 * reloads. ?template=<id> starts from a planner template's week; ?careLocationId=&weekStart= from the plans menu.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Confirm, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { can } from '../../domain/access';
import { isMonday, mondayFrom, NAME_PLANNED_NURSES, type PlannedShift } from '../../domain/shiftPlan';
import { addDays, localDate } from '../../domain/time';
import { useActingRole } from '../jobs/jobPage/useActingRole';
import { AddShiftsForm } from './AddShiftsForm';
import { keepPlan, usePlanDraft, type PlanDraft } from './planDraft';
import { PlanPage } from './PlanPage';
import { CareLocationSelect, useAreas, useCareLocations } from './places';
import { SavePlan } from './SavePlan';
import { WeekGrid } from './WeekGrid';
import './messages';

const T = 'bankshift.plans.builder';

/** Opens the plan a link asks for (a template's week, or a care location and week), once, then drops the ask. */
function useStartFromAddress(plan: PlanDraft) {
  const [search, setSearch] = useSearchParams();
  const templateId = Number(search.get('template')) || undefined;
  const template = useGetOne<{ id: number; careLocationId: number; jobs: PlannedShift[] }>(
    'planner-templates',
    { id: templateId },
    { enabled: !!templateId },
  );
  useEffect(() => {
    const careLocationId = Number(search.get('careLocationId')) || undefined;
    const weekStart = search.get('weekStart');
    if (templateId && !template.data) return;
    if (!templateId && !careLocationId && !weekStart) return;
    keepPlan(
      template.data
        ? { careLocationId: template.data.careLocationId, weekStart: plan.weekStart, rows: template.data.jobs }
        : {
            careLocationId: careLocationId ?? plan.careLocationId,
            weekStart: weekStart && isMonday(weekStart) ? weekStart : plan.weekStart,
            rows: [],
          },
    );
    setSearch({}, { replace: true });
  }, [templateId, template.data, search, setSearch, plan.careLocationId, plan.weekStart]);
  return template.error;
}

export function PlanBuilderPage() {
  const translate = useTranslate();
  const { role } = useActingRole();
  const today = localDate(new Date());
  const stored = usePlanDraft();
  const plan: PlanDraft = stored ?? { weekStart: mondayFrom(addDays(today, 1)), rows: [] };
  const templateError = useStartFromAddress(plan);
  const [clearing, setClearing] = useState(false);
  const places = useCareLocations();
  const areas = useAreas(plan.careLocationId);
  const change = (patch: Partial<PlanDraft>) => keepPlan({ ...plan, ...patch });
  const weekProblem = !isMonday(plan.weekStart) ? `${T}.not_monday` : plan.weekStart < today ? `${T}.past` : null;
  const names = can(role, NAME_PLANNED_NURSES);
  // The planned shifts are the care location's: it changes only once they are removed.
  const fixed = plan.rows.length > 0;
  const title = translate(`${T}.title`);
  return (
    <PlanPage title={title}>
      {templateError && <Alert severity="error">{translate(`${T}.template_failed`)}</Alert>}
      <Card component="section" aria-labelledby="plan-week">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography id="plan-week" variant="h6" component="h2">
            {translate(`${T}.week_heading`)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            <Box>
              <CareLocationSelect
                id="plan-careLocationId"
                label={`${T}.care_location`}
                value={plan.careLocationId}
                places={places.data ?? []}
                onChange={(careLocationId) => change({ careLocationId })}
                disabled={fixed}
                helperText={fixed ? undefined : translate(`${T}.care_location_help`)}
              />
              {/* Said apart from the disabled select, whose own helper text is greyed below legible contrast. */}
              {fixed && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mx: 1.75 }}>
                  {translate(`${T}.care_location_fixed`)}
                </Typography>
              )}
            </Box>
            <TextField
              id="plan-weekStart"
              type="date"
              label={translate(`${T}.week`)}
              value={plan.weekStart}
              onChange={(e) => change({ weekStart: e.target.value })}
              error={!!weekProblem}
              helperText={translate(weekProblem ?? `${T}.week_help`)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, step: 7 } }}
              fullWidth
            />
          </Box>
        </CardContent>
      </Card>
      {plan.careLocationId && !weekProblem && (
        <Card component="section" aria-labelledby="plan-add">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography id="plan-add" variant="h6" component="h2">
              {translate('bankshift.plans.add.heading')}
            </Typography>
            <AddShiftsForm
              careLocationId={plan.careLocationId}
              weekStart={plan.weekStart}
              today={today}
              onAdd={(rows) => change({ rows: [...plan.rows, ...rows] })}
            />
          </CardContent>
        </Card>
      )}
      <Card component="section" aria-label={translate('bankshift.plans.grid.caption')}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <WeekGrid
            rows={plan.rows}
            areas={areas}
            weekStart={isMonday(plan.weekStart) ? plan.weekStart : undefined}
            actions={(index) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {names && (
                  <Button size="small" component={RouterLink} to={`/addPerson/${index + 1}`}>
                    {translate(plan.rows[index].personId ? `${T}.change_nurse` : `${T}.name_nurse`)}
                  </Button>
                )}
                <Button
                  size="small"
                  color="error"
                  onClick={() => change({ rows: plan.rows.filter((_, i) => i !== index) })}
                >
                  {translate(`${T}.remove`)}
                </Button>
              </Box>
            )}
          />
          {plan.rows.length > 0 && (
            <Box>
              <Button color="error" variant="outlined" onClick={() => setClearing(true)}>
                {translate(`${T}.clear`)}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
      {plan.careLocationId && (
        <SavePlan plan={{ ...plan, careLocationId: plan.careLocationId }} weekProblem={weekProblem} areas={areas} />
      )}
      <Confirm
        isOpen={clearing}
        title={`${T}.clear_title`}
        content={`${T}.clear_text`}
        confirm={`${T}.clear`}
        confirmColor="warning"
        onConfirm={() => {
          change({ rows: [] });
          setClearing(false);
        }}
        onClose={() => setClearing(false)}
      />
    </PlanPage>
  );
}
