/**
 * The wizard's last step (spec 3 job posting draft): the shift time (one of the trust's master shift times, or custom),
 * the discreet dates, staffing, budget code, health roster id, title and comment, with the description assistant when
 * the deployment has one; then one shift per date, all or none (POST jobs with the payloads: each refusal named).
 */
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { jobsListPath } from '../../domain/jobList';
import { draftsShifts } from '../../domain/shell';
import { AUTOFILL_DAYS, FULFILMENTS, MAX_VACANCIES, type Fulfilment } from '../../domain/shifts';
import {
  creationPayloads,
  draftJobSkills,
  stepProblems,
  type PostingDraft,
  type Problem,
} from '../../domain/shiftWizard';
import { localDate } from '../../domain/time';
import { fieldErrorsOf } from '../../providers/dataProvider';
import { http } from '../../providers/httpClient';
import { useConsoleSettings } from '../../src/layout/useConsoleSettings';
import { errorText } from '../jobs/jobPage/errorText';
import { useActingRole } from '../jobs/jobPage/useActingRole';
import { useFormReferences } from '../jobs/new/useFormReferences';
import { SaveShape } from './SaveShape';
import { ShiftTimeFields } from './ShiftTimeFields';
import { dayLabel } from '../../domain/dateLabels';
import { problemOf, type StepProps } from './step';

const T = 'bankshift.wizard.summary';

/** What the description assistant is told: the shift's shape, no one's name (server/services/jobs/assistant.ts). */
const assistantAsk = (d: PostingDraft) => ({
  jobTitleTypeId: d.jobTitleTypeId,
  band: d.band,
  shiftTime: d.shiftTime,
  ...(d.departmentId ? { departmentId: d.departmentId } : {}),
  ...(d.jobTemplateId ? { jobTemplateId: d.jobTemplateId } : {}),
  ...(d.personaId ? { personaId: d.personaId } : {}),
  skills: draftJobSkills(d),
});

export function SummaryStep({ draft, change, back }: StepProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { role } = useActingRole();
  const refs = useFormReferences(draft.careLocationId ?? '');
  const settings = useConsoleSettings();
  const today = localDate(new Date());
  const [date, setDate] = useState('');
  const [shown, setShown] = useState<Problem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const asDraft = draftsShifts(role);
  const count = draft.dates.length;
  const problem = (field: string) => problemOf(shown, field);
  /** A problem of the dates as a whole (none, too many), not of one of them. */
  const datesProblem = shown.find((p) => p.field === 'dates')?.message;
  const set = (patch: Partial<PostingDraft>) => {
    setRefusal(null);
    change(patch);
  };
  const text = (
    field: 'budgetCode' | 'healthRosterShiftId' | 'title' | 'comment',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      id={`wizard-${field}`}
      label={translate(label)}
      value={draft[field] ?? ''}
      onChange={(e) => set({ [field]: e.target.value || undefined })}
      error={!!problem(field)}
      helperText={problem(field) ?? ' '}
      fullWidth
      {...extra}
    />
  );
  const addDate = () => {
    if (date && !draft.dates.includes(date)) set({ dates: [...draft.dates, date].sort() });
    setDate('');
  };
  const suggest = async () => {
    setAsking(true);
    try {
      const { result } = await http<{ result: string }>('ask-to-chat-gpt', {
        method: 'POST',
        body: assistantAsk(draft),
      });
      set({ comment: result });
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    } finally {
      setAsking(false);
    }
  };
  const post = async () => {
    const problems = stepProblems('shift-summary', draft, today);
    setShown(problems);
    if (problems.length) return;
    setSending(true);
    try {
      await http('jobs', { method: 'POST', body: creationPayloads(draft, today, asDraft) });
      notify(translate(asDraft ? `${T}.drafted` : `${T}.posted`, { smart_count: count }), { type: 'success' });
      const dates = [...draft.dates].sort();
      navigate(
        jobsListPath({
          status: 'all',
          dateRange: 'custom',
          dateFrom: dates[0],
          dateTo: dates[dates.length - 1],
          careLocationId: draft.careLocationId,
          ...(asDraft ? { shiftStatus: 'DRAFT' } : {}),
        }),
      );
    } catch (e) {
      const named = fieldErrorsOf(e);
      setRefusal(
        named
          ? Object.entries(named)
              .map(([field, message]) => `${field}: ${message}`)
              .join('; ')
          : errorText(e),
      );
    } finally {
      setSending(false);
    }
  };
  const grid = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
    gap: 2,
    alignItems: 'start',
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="section" aria-label={translate(`${T}.shift`)} sx={grid}>
        <ShiftTimeFields
          shift={draft.shift}
          shiftTime={draft.shiftTime}
          masters={refs.shiftTimes}
          change={set}
          problem={problem('shiftTime')}
          idPrefix="wizard"
          labels={{ shift: `${T}.shift_time`, custom: `${T}.custom`, start: `${T}.start`, end: `${T}.end` }}
        />
      </Box>
      <Box component="section" aria-labelledby="wizard-dates" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="wizard-dates" variant="subtitle1" component="h3">
          {translate(`${T}.dates`)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            id="wizard-date"
            type="date"
            label={translate(`${T}.date`)}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && addDate()}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            fullWidth={false}
            sx={{ width: 220 }}
          />
          <Button variant="outlined" onClick={addDate} disabled={!date}>
            {translate(`${T}.add_date`)}
          </Button>
        </Box>
        {!count && (
          <Typography color={datesProblem ? 'error' : 'text.secondary'}>
            {datesProblem ?? translate(`${T}.no_dates`)}
          </Typography>
        )}
        <Box
          component="ul"
          aria-label={translate(`${T}.dates`)}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
        >
          {draft.dates.map((d, i) => (
            <Box component="li" key={d} sx={{ display: 'flex', alignItems: 'center' }}>
              <Chip label={problem(`dates.${i}`) ?? dayLabel(d)} color={problem(`dates.${i}`) ? 'error' : 'default'} />
              <IconButton
                size="small"
                aria-label={translate(`${T}.remove_date`, { date: dayLabel(d) })}
                onClick={() => set({ dates: draft.dates.filter((x) => x !== d) })}
              >
                <Delete fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
        {count > 0 && datesProblem && <Typography color="error">{datesProblem}</Typography>}
      </Box>
      <Box component="section" aria-label={translate(`${T}.staffing`)} sx={grid}>
        <TextField
          id="wizard-vacancies"
          type="number"
          label={translate(`${T}.vacancies`)}
          value={draft.vacancies ?? ''}
          onChange={(e) => set({ vacancies: e.target.value === '' ? undefined : Number(e.target.value) })}
          error={!!problem('vacancies')}
          helperText={problem('vacancies') ?? ' '}
          slotProps={{ htmlInput: { min: 1, max: MAX_VACANCIES } }}
          fullWidth
        />
        <TextField
          select
          id="wizard-fulfilment"
          label={translate(`${T}.fulfilment`)}
          value={draft.fulfilment ?? ''}
          onChange={(e) => set({ fulfilment: e.target.value as Fulfilment })}
          error={!!problem('fulfilment')}
          helperText={problem('fulfilment') ?? ' '}
          fullWidth
        >
          {FULFILMENTS.map((f) => (
            <MenuItem key={f} value={f}>
              {f}
            </MenuItem>
          ))}
        </TextField>
        {draft.fulfilment === 'Autofill' && (
          <TextField
            select
            id="wizard-autofillDays"
            label={translate(`${T}.autofill_days`)}
            value={draft.autofillDays ?? ''}
            onChange={(e) => set({ autofillDays: Number(e.target.value) })}
            error={!!problem('autofillDays')}
            helperText={problem('autofillDays') ?? ' '}
            fullWidth
          >
            {AUTOFILL_DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
        )}
        {text('budgetCode', `${T}.budget_code`)}
        {text('healthRosterShiftId', `${T}.roster_id`)}
        {text('title', `${T}.title`)}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {text('comment', `${T}.comment`, { multiline: true, minRows: 3 })}
        {settings?.descriptionAssistant && (
          <Box>
            <Button
              variant="outlined"
              onClick={suggest}
              disabled={asking || !draft.jobTitleTypeId || !draft.shiftTime?.start || !draft.shiftTime?.end}
            >
              {translate(asking ? `${T}.suggesting` : `${T}.suggest`)}
            </Button>
          </Box>
        )}
      </Box>
      {refusal && <Alert severity="error">{translate(`${T}.refused`, { error: refusal })}</Alert>}
      {shown.length > 0 && <Alert severity="error">{translate('bankshift.wizard.fix')}</Alert>}
      <Box sx={{ display: 'flex', gap: 2 }}>
        {back}
        <Button variant="contained" color="primary" onClick={post} disabled={sending}>
          {translate(asDraft ? `${T}.save_drafts` : `${T}.post`, { smart_count: Math.max(count, 1) })}
        </Button>
        <SaveShape draft={draft} trustId={refs.trustId ?? undefined} />
      </Box>
    </Box>
  );
}
