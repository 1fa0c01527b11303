/**
 * The plan's end (spec 4's two flags): saved as a planner template, its shifts created at once, or both. Creating is
 * all or none: the server's refusals are listed by planned shift (rows.<i>.<field>), and nothing is kept until the
 * plan is put right.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useCreate, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { planFlagsRefusal } from '../../domain/shiftPlan';
import { fieldErrorsOf } from '../../providers/dataProvider';
import plannerTemplates from '../../resources/planner-templates';
import { errorText } from '../jobs/jobPage/errorText';
import { keepPlan, rowsToSend, type PlanDraft } from './planDraft';
import { rowLabel, weekListPath } from './week';

const T = 'bankshift.plans.save';

interface Saved {
  id: number;
  shiftCount: number;
  bookedCount: number;
  plannerTemplateId: number | null;
  weekStart: string;
  careLocationId: number;
}

export function SavePlan({
  plan,
  weekProblem,
  areas,
}: {
  plan: PlanDraft & { careLocationId: number };
  weekProblem: string | null;
  areas: { id: number; name: string }[];
}) {
  const translate = useTranslate();
  const [flags, setFlags] = useState({ saveAsTemplate: false, createShifts: true });
  const [name, setName] = useState('');
  // The count asked about, kept while the dialog closes over an emptied plan.
  const [asking, setAsking] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [create, { isPending }] = useCreate<Saved>();
  const longest = plannerTemplates.fields.name.maxLength;
  const nameProblem =
    flags.saveAsTemplate && (!name.trim() || name.trim().length > longest)
      ? translate(`${T}.name_needed`, { max: longest })
      : null;
  const flagsProblem = planFlagsRefusal(flags);
  const blocked = !plan.rows.length || !!weekProblem || !!flagsProblem || !!nameProblem || isPending;
  const send = async () => {
    setRefusals([]);
    setSaved(null);
    try {
      const body = {
        careLocationId: plan.careLocationId,
        weekStart: plan.weekStart,
        rows: rowsToSend(plan.rows),
        ...flags,
        ...(flags.saveAsTemplate ? { templateName: name.trim() } : {}),
      };
      const made = await create('shiftplans', { data: body }, { returnPromise: true });
      setSaved(made as Saved);
      // The plan is done; its place and week stay for the next one.
      keepPlan({ careLocationId: plan.careLocationId, weekStart: plan.weekStart, rows: [] });
    } catch (e) {
      const named = fieldErrorsOf(e);
      setRefusals(
        named
          ? Object.entries(named).map(([field, message]) => {
              const at = /^rows\.(\d+)\.?(.*)$/.exec(field);
              const row = at && plan.rows[Number(at[1])];
              return row
                ? `${rowLabel(row, plan.weekStart, areas)}${row.personName && at![2] === 'personId' ? ` (${row.personName})` : ''}: ${message}`
                : `${field}: ${message}`;
            })
          : [errorText(e)],
      );
    } finally {
      setAsking(null);
    }
  };
  const count = plan.rows.length;
  return (
    <Card component="section" aria-labelledby="plan-save">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="plan-save" variant="h6" component="h2">
          {translate(`${T}.heading`)}
        </Typography>
        <FormControlLabel
          label={translate(`${T}.create_shifts`, { smart_count: count })}
          control={
            <Checkbox
              checked={flags.createShifts}
              onChange={(e) => setFlags({ ...flags, createShifts: e.target.checked })}
            />
          }
        />
        <FormControlLabel
          label={translate(`${T}.save_template`)}
          control={
            <Checkbox
              checked={flags.saveAsTemplate}
              onChange={(e) => setFlags({ ...flags, saveAsTemplate: e.target.checked })}
            />
          }
        />
        {flags.saveAsTemplate && (
          <TextField
            id="plan-templateName"
            label={translate(`${T}.template_name`)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!nameProblem}
            helperText={nameProblem ?? translate(`${T}.template_help`)}
            slotProps={{ htmlInput: { maxLength: longest } }}
            sx={{ maxWidth: 480 }}
          />
        )}
        {flagsProblem && <Typography color="error">{flagsProblem}</Typography>}
        <Box>
          <Button variant="contained" disabled={blocked} onClick={() => setAsking(plan.rows.length)}>
            {translate(`${T}.button`)}
          </Button>
        </Box>
        {refusals.length > 0 && (
          <Alert severity="error" onClose={() => setRefusals([])}>
            {translate(`${T}.refused`)}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {refusals.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </Box>
          </Alert>
        )}
        {saved && (
          <Alert severity="success" role="status">
            {translate(`${T}.done`, {
              smart_count: saved.shiftCount,
              booked: saved.bookedCount,
              week: saved.weekStart,
            })}{' '}
            {saved.shiftCount > 0 && (
              <Link component={RouterLink} to={weekListPath(saved.careLocationId, saved.weekStart)}>
                {translate(`${T}.view_shifts`)}
              </Link>
            )}{' '}
            {saved.plannerTemplateId && (
              <Link component={RouterLink} to={`/savedTemplate/summary/${saved.plannerTemplateId}`}>
                {translate(`${T}.view_template`)}
              </Link>
            )}
          </Alert>
        )}
        <Confirm
          isOpen={asking !== null}
          title={`${T}.confirm_title`}
          content={translate(flags.createShifts ? `${T}.confirm_create` : `${T}.confirm_template`, {
            smart_count: asking ?? count,
            week: plan.weekStart,
          })}
          confirm={`${T}.button`}
          onConfirm={send}
          onClose={() => setAsking(null)}
          loading={isPending}
        />
      </CardContent>
    </Card>
  );
}
