/**
 * Asks for a manager report (POST report-visualization-requests): the report, the care location, and only what that
 * report takes: a period (a preset of spec 2.5 or a given month) for reports 2 to 6, a job template for Template use.
 * Template use is offered only to a role that reads job templates (the API refuses it to others). A refusal shows the
 * server's message; the made request appears in the list below at once.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { MANAGER_REPORTS, REPORT_TYPES, type ReportType } from '../../domain/reports';
import { REPORT_REQUESTS } from '../../providers/reports';
import { useCanList } from '../../src/generated/references';
import { errorText } from '../jobs/jobPage/errorText';
import { CareLocationSelect, useCareLocations } from '../plans/places';
import { PeriodFields, usePeriod } from './PeriodFields';
import './messages';

const T = 'bankshift.reports.manager.ask';

export function RequestReportForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const templatesReadable = useCanList('jobtemplates').canList;
  const offered = REPORT_TYPES.filter((t) => templatesReadable || !MANAGER_REPORTS[t].needsJobTemplate);
  const placesQuery = useCareLocations();
  const places = placesQuery.data ?? [];
  const [reportType, setReportType] = useState<ReportType>('ManagerReport2');
  const [chosenPlace, setPlace] = useState<number | ''>('');
  const period = usePeriod();
  const [templateId, setTemplateId] = useState<number | ''>('');
  const report = MANAGER_REPORTS[reportType];
  const templates = useGetList<{ id: number; name: string }>(
    'jobtemplates',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'Active' } },
    { enabled: templatesReadable && report.needsJobTemplate },
  );
  const [create, { isPending, error }] = useCreate();
  const careLocationId = chosenPlace || places[0]?.id;

  const requestParams = {
    careLocationId,
    ...(report.needsRange ? period.range : {}),
    ...(report.needsJobTemplate ? { jobTemplateId: templateId || undefined } : {}),
  };
  const ready =
    !!careLocationId && (!report.needsJobTemplate || !!templateId) && (!report.needsRange || !!period.range);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create(
      REPORT_REQUESTS,
      { data: { reportType, requestParams } },
      { onSuccess: () => notify(`${T}.asked`, { type: 'info' }) },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby="ask-report"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      noValidate
    >
      <Typography id="ask-report" variant="h6" component="h2">
        {translate(`${T}.heading`)}
      </Typography>
      <Typography variant="body2">{translate(`${T}.intro`)}</Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          '& > *': { minWidth: 240, flex: '1 1 240px' },
        }}
      >
        <TextField
          select
          id="report-type"
          label={translate(`${T}.report`)}
          value={reportType}
          onChange={(e) => setReportType(e.target.value as ReportType)}
          helperText={report.rows}
        >
          {offered.map((t) => (
            <MenuItem key={t} value={t}>
              {MANAGER_REPORTS[t].title}
            </MenuItem>
          ))}
        </TextField>
        <CareLocationSelect
          id="report-care-location"
          label={`${T}.care_location`}
          value={careLocationId}
          places={places}
          onChange={setPlace}
        />
        {report.needsRange ? (
          <PeriodFields id="report" state={period} />
        ) : (
          <Typography variant="body2" sx={{ alignSelf: 'center' }}>
            {translate(`${T}.snapshot`)}
          </Typography>
        )}
        {report.needsJobTemplate && (
          <TextField
            select
            id="report-template"
            label={translate(`${T}.template`)}
            value={templateId}
            onChange={(e) => setTemplateId(Number(e.target.value))}
            helperText={templates.data?.length === 0 ? translate(`${T}.no_templates`) : undefined}
          >
            {(templates.data ?? []).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {places.length === 0 && !placesQuery.isPending && (
        <Alert severity="info">{translate(`${T}.no_care_location`)}</Alert>
      )}
      {error != null && <Alert severity="error">{errorText(error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={!ready || isPending}>
          {translate(`${T}.submit`)}
        </Button>
      </Box>
    </Box>
  );
}
