/**
 * The post-a-shift form (spec 2.4 /jobs/new, spec 3 creation payload): where, what, when, staffing, rate and
 * skills, with the spec 9 defaults, a live Day or Night label, checks before sending, and the server's own
 * reasons under the fields it names. A role holding the draft permission saves a draft (domain/shell.ts); on success the shift's page opens.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '../../../providers/dataProvider';
import { draftsShifts } from '../../../domain/shell';
import { BAND_LABELS } from '../../../domain/bands';
import {
  AUTOFILL_DAYS,
  dayOrNight,
  FULFILMENTS,
  isClockTime,
  TIERS,
  tierPercent,
  type Fulfilment,
} from '../../../domain/shifts';
import { localDate } from '../../../domain/time';
import { errorText } from '../jobPage/errorText';
import { useActingRole } from '../jobPage/useActingRole';
import type { Job } from '../jobPage/types';
import { formFieldOf, toPayload, validateForm, type FormErrors, type JobFormValues } from './jobForm';
import { SkillsPicker } from './SkillsPicker';
import { useFormReferences } from './useFormReferences';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

export function JobForm({ initial }: { initial: JobFormValues }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate<Job>();
  const { role } = useActingRole();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const refs = useFormReferences(values.careLocationId, { skills: true });
  const drafting = draftsShifts(role);

  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    // The summary stays only while it is about the last attempt.
    setServerError(null);
  };
  const message = (key: keyof FormErrors) => {
    const m = errors[key];
    return m ? translate(m, { _: m }) : undefined;
  };
  const field = (key: keyof JobFormValues, label: string): Partial<TextFieldProps> => ({
    id: `job-${key}`,
    label: translate(label),
    error: !!errors[key],
    helperText: message(key),
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validateForm(values, localDate(new Date()));
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setServerError('bankshift.jobs.new.fix_errors');
      return;
    }
    setSending(true);
    try {
      const trustId = role?.trustId == null ? refs.trustId : undefined;
      // jobs create takes the creation payload as it is (resources/jobs creates: 'payload').
      const job = (await create('jobs', { data: toPayload(values, trustId) }, { returnPromise: true })) as Job;
      notify(job.status === 'DRAFT' ? 'bankshift.jobs.new.drafted' : 'bankshift.jobs.new.posted', { type: 'success' });
      navigate(`/jobs/${job.id}/details`);
    } catch (error) {
      const byField: FormErrors = {};
      for (const [name, text] of Object.entries(fieldErrorsOf(error) ?? {})) {
        const f = formFieldOf(name);
        if (f) byField[f] = text;
      }
      setErrors(byField);
      setServerError(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const label =
    isClockTime(values.startTime) && isClockTime(values.endTime) && values.startTime !== values.endTime
      ? dayOrNight(values.startTime, values.endTime)
      : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      aria-label={translate('bankshift.jobs.new.form')}
    >
      {drafting && <Alert severity="info">{translate('bankshift.jobs.new.draft_info')}</Alert>}
      {refs.error ? <Alert severity="error">{errorText(refs.error)}</Alert> : null}
      <Section title="bankshift.jobs.new.where">
        <TextField
          select
          {...field('careLocationId', 'bankshift.jobs.new.care_location')}
          required
          value={values.careLocationId}
          onChange={(e) => {
            set('careLocationId', Number(e.target.value));
            set('departmentId', '');
          }}
        >
          {(refs.careLocations.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          {...field('departmentId', 'bankshift.jobs.new.area')}
          required
          disabled={values.careLocationId === ''}
          value={refs.departments.data?.some((d) => d.id === values.departmentId) ? values.departmentId : ''}
          onChange={(e) => set('departmentId', Number(e.target.value))}
        >
          {(refs.departments.data ?? []).map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      </Section>

      <Section title="bankshift.jobs.new.role">
        <TextField
          select
          {...field('jobTitleTypeId', 'bankshift.jobs.new.job_title')}
          value={refs.jobTitles.data?.some((t) => t.id === values.jobTitleTypeId) ? values.jobTitleTypeId : ''}
          onChange={(e) => {
            const picked = refs.jobTitles.data?.find((t) => t.id === Number(e.target.value));
            const previous = refs.jobTitles.data?.find((t) => t.id === values.jobTitleTypeId)?.name;
            set('jobTitleTypeId', Number(e.target.value));
            if (picked && (!values.title.trim() || values.title === previous)) set('title', picked.name);
          }}
        >
          {(refs.jobTitles.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('title', 'bankshift.jobs.new.title')}
          required
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            select
            {...field('gradeFrom', 'bankshift.jobs.new.band_from')}
            required
            value={values.gradeFrom}
            onChange={(e) => set('gradeFrom', e.target.value as JobFormValues['gradeFrom'])}
          >
            {refs.bands.map((b) => (
              <MenuItem key={b} value={b}>
                {BAND_LABELS[b]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            {...field('gradeTo', 'bankshift.jobs.new.band_to')}
            required
            value={values.gradeTo}
            onChange={(e) => set('gradeTo', e.target.value as JobFormValues['gradeTo'])}
          >
            {refs.bands.map((b) => (
              <MenuItem key={b} value={b}>
                {BAND_LABELS[b]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Section>

      <Section title="bankshift.jobs.new.when">
        <TextField
          {...field('date', 'bankshift.jobs.new.date')}
          type="date"
          required
          value={values.date}
          onChange={(e) => set('date', e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDate(new Date()) } }}
        />
        {refs.shiftTimes.length > 0 && (
          <Box
            role="group"
            aria-label={translate('bankshift.jobs.new.shift_times')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {refs.shiftTimes.map((t) => (
              <Chip
                key={t.id}
                label={`${t.name} ${t.startTime}–${t.endTime}`}
                variant={values.startTime === t.startTime && values.endTime === t.endTime ? 'filled' : 'outlined'}
                color="primary"
                aria-pressed={values.startTime === t.startTime && values.endTime === t.endTime}
                onClick={() => {
                  set('startTime', t.startTime);
                  set('endTime', t.endTime);
                }}
              />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            {...field('startTime', 'bankshift.jobs.new.start')}
            type="time"
            required
            value={values.startTime}
            onChange={(e) => set('startTime', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            {...field('endTime', 'bankshift.jobs.new.end')}
            type="time"
            required
            value={values.endTime}
            onChange={(e) => set('endTime', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Box aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 56 }}>
          {label && (
            <>
              <Chip
                color={label === 'Day' ? 'info' : 'default'}
                label={translate(`bankshift.jobs.jobPage.shift.${label}`)}
                data-testid="day-night"
              />
              <Typography variant="body2" color="text.secondary">
                {translate('bankshift.jobs.new.day_night_rule')}
              </Typography>
            </>
          )}
        </Box>
      </Section>

      <Section title="bankshift.jobs.new.staffing">
        <TextField
          {...field('vacancies', 'bankshift.jobs.new.vacancies')}
          type="number"
          required
          value={values.vacancies}
          onChange={(e) => set('vacancies', e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
        />
        <FormControl>
          <FormLabel id="job-fulfilment-label">{translate('bankshift.jobs.new.fulfilment')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="job-fulfilment-label"
            value={values.fulfilment}
            onChange={(e) => set('fulfilment', e.target.value as Fulfilment)}
          >
            {FULFILMENTS.map((f) => (
              <FormControlLabel
                key={f}
                value={f}
                control={<Radio />}
                label={translate(
                  f === 'Autofill'
                    ? 'bankshift.jobs.jobPage.fulfilment.AutofillPlain'
                    : `bankshift.jobs.jobPage.fulfilment.${f}`,
                )}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {values.fulfilment === 'Autofill' ? (
          <TextField
            select
            {...field('autofillDays', 'bankshift.jobs.new.autofill_days')}
            value={values.autofillDays}
            onChange={(e) => set('autofillDays', Number(e.target.value) as JobFormValues['autofillDays'])}
          >
            {AUTOFILL_DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {translate('bankshift.jobs.jobPage.fulfilment.Autofill', { days: d })}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Box />
        )}
        <TextField
          select
          {...field('tier', 'bankshift.jobs.new.tier')}
          value={values.tier}
          onChange={(e) => set('tier', Number(e.target.value) as JobFormValues['tier'])}
        >
          {TIERS.map((t) => (
            <MenuItem key={t} value={t}>
              {translate('bankshift.jobs.jobPage.tier', { tier: t, percent: tierPercent(t) })}
            </MenuItem>
          ))}
        </TextField>
      </Section>

      <Section title="bankshift.jobs.new.rate">
        <TextField
          {...field('rateStart', 'bankshift.jobs.new.rate_start')}
          type="number"
          value={values.rateStart}
          onChange={(e) => set('rateStart', e.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        />
        <TextField
          {...field('rateLimit', 'bankshift.jobs.new.rate_limit')}
          type="number"
          value={values.rateLimit}
          onChange={(e) => set('rateLimit', e.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        />
        <TextField
          {...field('rateCurrent', 'bankshift.jobs.new.rate_current')}
          type="number"
          value={values.rateCurrent}
          onChange={(e) => set('rateCurrent', e.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        />
        <FormControlLabel
          control={
            <Switch checked={values.allowAutoIncrease} onChange={(e) => set('allowAutoIncrease', e.target.checked)} />
          }
          label={translate('bankshift.jobs.new.auto_increase')}
        />
      </Section>

      <Card component="section" aria-label={translate('bankshift.jobs.new.skills')}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('bankshift.jobs.new.skills')}
          </Typography>
          <SkillsPicker
            value={values.skills}
            options={refs.skills.data}
            onChange={(skills) => set('skills', skills)}
            error={errors.skills}
          />
        </CardContent>
      </Card>

      <Card component="section" aria-label={translate('bankshift.jobs.new.comments')}>
        <CardContent>
          <TextField
            {...field('comments', 'bankshift.jobs.new.comments')}
            multiline
            minRows={3}
            value={values.comments}
            onChange={(e) => set('comments', e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </CardContent>
      </Card>

      {serverError && (
        <Alert severity="error" role="alert">
          {translate(serverError, { _: serverError })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={sending}>
          {translate(drafting ? 'bankshift.jobs.new.save_draft' : 'bankshift.jobs.new.post')}
        </Button>
        <Button onClick={() => navigate(-1)} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
