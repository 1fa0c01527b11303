/**
 * /reports, Chart Reports (spec 2.3; VIEW_CHART_REPORTS and the Reports feature, for administrators): a care
 * location's fill rate and median time to fill by day, its shifts by department, day and night, its cancellations by
 * reason and its uplift spend over a period (the range presets of spec 2.5), from one ask (GET chart-reports). Each
 * chart has its figures as a table and a CSV.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { dayLabel, shortDayLabel } from '../../domain/dateLabels';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { CHART_CSV, CHART_REPORTS_PATH, type ChartReport } from '../../domain/chartReports';
import { percentText } from '../../domain/csv';
import { http } from '../../providers/httpClient';
import { useApiCall } from '../../src/useApiCall';
import { errorText } from '../jobs/jobPage/errorText';
import { CareLocationSelect, useCareLocations } from '../plans/places';
import { ChartPanel } from './ChartPanel';
import { PeriodFields, usePeriod } from './PeriodFields';
import './messages';

const T = 'bankshift.reports.charts';
const HEIGHT = 260;
const pounds = (n: number) => n.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
const sum = <Row,>(rows: Row[], of: (row: Row) => number) => rows.reduce((n, r) => n + of(r), 0);

export function ChartReportsPage() {
  const translate = useTranslate();
  const apiCall = useApiCall();
  const places = useCareLocations();
  const [chosenPlace, setPlace] = useState<number | ''>('');
  const careLocationId = chosenPlace || places.data?.[0]?.id;
  const period = usePeriod();
  const filter = { careLocationId, ...period.range };
  const answer = useQuery({
    queryKey: [CHART_REPORTS_PATH, filter],
    queryFn: ({ signal }) => apiCall(() => http<ChartReport>(CHART_REPORTS_PATH, { query: filter, signal })),
    enabled: !!careLocationId && !!period.range,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const place = places.data?.find((p) => p.id === careLocationId)?.name ?? '';
  const fileName = (chart: string) =>
    `${chart}-${place}-${period.range?.startDate}-${period.range?.endDate}`.replace(/[^\w-]+/g, '-');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <Card>
        <CardContent>
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
              id="charts-care-location"
              label={`${T}.care_location`}
              value={careLocationId}
              places={places.data ?? []}
              onChange={setPlace}
            />
            <PeriodFields id="charts" state={period} />
          </Box>
          {places.isSuccess && !places.data.length && (
            <Typography sx={{ mt: 1 }}>{translate(`${T}.no_care_location`)}</Typography>
          )}
        </CardContent>
      </Card>
      {answer.error != null && (
        <Alert severity="error">{translate(`${T}.error`, { message: errorText(answer.error) })}</Alert>
      )}
      {answer.isFetching && <LinearProgress aria-label={translate(`${T}.loading`)} />}
      {answer.data && <Charts report={answer.data} fileName={fileName} />}
    </Box>
  );
}

function Charts({ report, fileName }: { report: ChartReport; fileName: (chart: string) => string }) {
  const translate = useTranslate();
  const { fill, departments, reasons, uplifts } = report;
  const posted = sum(fill, (d) => d.posted);
  const filled = sum(fill, (d) => d.filled);
  const cancelled = sum(fill, (d) => d.cancelled);
  const published = posted - cancelled;
  const days = fill.map((d) => shortDayLabel(d.date));
  const t = (key: string, options?: object) => translate(`${T}.${key}`, options);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartPanel
          title={t('fill.title')}
          summary={t('fill.summary', {
            posted,
            filled,
            cancelled,
            rate: published ? percentText(filled / published) : t('fill.no_rate'),
          })}
          chart={
            <LineChart
              aria-hidden
              height={HEIGHT}
              xAxis={[{ scaleType: 'point', data: days }]}
              yAxis={[
                { id: 'rate', min: 0, max: 100, label: t('fill.rate') },
                { id: 'hours', position: 'right', min: 0, label: t('fill.hours') },
              ]}
              series={[
                {
                  yAxisId: 'rate',
                  data: fill.map((d) => (d.fillRate === null ? null : Math.round(d.fillRate * 1000) / 10)),
                  label: t('fill.rate'),
                  connectNulls: true,
                  showMark: false,
                  curve: 'linear',
                },
                {
                  yAxisId: 'hours',
                  data: fill.map((d) => d.medianHoursToFill),
                  label: t('fill.hours'),
                  connectNulls: true,
                  showMark: false,
                  curve: 'linear',
                },
              ]}
            />
          }
          rows={fill}
          rowKey={(r) => r.date}
          columns={[
            { header: t('date'), value: (r) => dayLabel(r.date) },
            { header: t('fill.posted'), value: (r) => r.posted, numeric: true },
            { header: t('fill.filled'), value: (r) => r.filled, numeric: true },
            { header: t('fill.cancelled'), value: (r) => r.cancelled, numeric: true },
            { header: t('fill.rate'), value: (r) => percentText(r.fillRate), numeric: true },
            { header: t('fill.hours'), value: (r) => r.medianHoursToFill ?? '', numeric: true },
          ]}
          csv={() => CHART_CSV.fill(fill)}
          fileName={fileName('fill')}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartPanel
          title={t('departments.title')}
          summary={t('departments.summary', {
            day: sum(departments, (d) => d.day),
            night: sum(departments, (d) => d.night),
          })}
          chart={
            departments.length ? (
              <BarChart
                aria-hidden
                height={HEIGHT}
                layout="horizontal"
                xAxis={[{ tickMinStep: 1 }]}
                yAxis={[{ scaleType: 'band', data: departments.map((d) => d.department), width: 180 }]}
                series={[
                  { data: departments.map((d) => d.day), label: t('departments.day'), stack: 'shifts' },
                  { data: departments.map((d) => d.night), label: t('departments.night'), stack: 'shifts' },
                ]}
              />
            ) : (
              <Typography color="text.secondary">{t('empty')}</Typography>
            )
          }
          rows={departments}
          rowKey={(r) => r.department}
          columns={[
            { header: t('departments.department'), value: (r) => r.department },
            { header: t('departments.day'), value: (r) => r.day, numeric: true },
            { header: t('departments.night'), value: (r) => r.night, numeric: true },
          ]}
          csv={() => CHART_CSV.departments(departments)}
          fileName={fileName('departments')}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartPanel
          title={t('reasons.title')}
          summary={t('reasons.summary', { smart_count: sum(reasons, (r) => r.count) })}
          chart={
            reasons.length ? (
              <BarChart
                aria-hidden
                height={HEIGHT}
                layout="horizontal"
                xAxis={[{ tickMinStep: 1 }]}
                yAxis={[
                  {
                    scaleType: 'band',
                    data: reasons.map((r) => r.reason ?? translate('bankshift.reports.cancellations.no_reason')),
                    width: 180,
                  },
                ]}
                series={[{ data: reasons.map((r) => r.count), label: t('reasons.count') }]}
              />
            ) : (
              <Typography color="text.secondary">{t('empty')}</Typography>
            )
          }
          rows={reasons}
          rowKey={(r) => r.reason ?? ''}
          columns={[
            {
              header: t('reasons.reason'),
              value: (r) => r.reason ?? translate('bankshift.reports.cancellations.no_reason'),
            },
            { header: t('reasons.count'), value: (r) => r.count, numeric: true },
          ]}
          csv={() => CHART_CSV.reasons(reasons)}
          fileName={fileName('cancellations')}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartPanel
          title={t('uplifts.title')}
          summary={t('uplifts.summary', {
            approved: sum(uplifts, (d) => d.approved),
            spend: pounds(sum(uplifts, (d) => d.spend)),
          })}
          chart={
            sum(uplifts, (d) => d.approved) ? (
              <BarChart
                aria-hidden
                height={HEIGHT}
                xAxis={[{ scaleType: 'band', data: days }]}
                yAxis={[{ label: t('uplifts.spend_axis'), width: 60 }]}
                series={[
                  {
                    data: uplifts.map((d) => d.spend),
                    label: t('uplifts.spend'),
                    valueFormatter: (v) => (v === null ? '' : pounds(v)),
                  },
                ]}
              />
            ) : (
              <Typography color="text.secondary">{t('uplifts.none')}</Typography>
            )
          }
          rows={uplifts}
          rowKey={(r) => r.date}
          columns={[
            { header: t('date'), value: (r) => dayLabel(r.date) },
            { header: t('uplifts.approved'), value: (r) => r.approved, numeric: true },
            { header: t('uplifts.spend'), value: (r) => pounds(r.spend), numeric: true },
          ]}
          csv={() => CHART_CSV.uplifts(uplifts)}
          fileName={fileName('uplift-spend')}
        />
      </Grid>
    </Grid>
  );
}
