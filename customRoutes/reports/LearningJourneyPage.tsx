/**
 * /learning/journey/report, Learning Journey (spec 2.3; VIEW_MANAGER_REPORTS and the Reports feature): what the nurses
 * of a care location learnt over a period (GET learning-journey-reports, rules in domain/learningJourney.ts): the
 * months' skills gained and shifts offering a learning opportunity as a chart with its figures, and each nurse's
 * journey, 25 a page. Export: every nurse of it as a CSV made by the server.
 */
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { percentText } from '../../domain/csv';
import {
  gainText,
  JOURNEY_PAGE_SIZE,
  journeyMonthsCsv,
  LEARNING_JOURNEY_PATH,
  learningShare,
  type LearningJourney,
  type NurseJourney,
} from '../../domain/learningJourney';
import { http, queryString } from '../../providers/httpClient';
import { downloadReport } from '../../providers/reports';
import { session } from '../../providers/session';
import { useApiCall } from '../../src/useApiCall';
import { errorText } from '../jobs/jobPage/errorText';
import { CareLocationSelect, useCareLocations } from '../plans/places';
import { ChartPanel } from './ChartPanel';
import { PeriodFields, usePeriod } from './PeriodFields';
import { dayLabel } from '../../domain/dateLabels';
import './messages';

const T = 'bankshift.reports.journey';
const sum = (months: LearningJourney['months'], of: (m: LearningJourney['months'][number]) => number) =>
  months.reduce((n, m) => n + of(m), 0);

export function LearningJourneyPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const apiCall = useApiCall();
  const places = useCareLocations();
  const [chosenPlace, setPlace] = useState<number | ''>('');
  const careLocationId = chosenPlace || places.data?.[0]?.id;
  const place = places.data?.find((p) => p.id === careLocationId);
  const period = usePeriod({ lastYear: true });
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const filter = { careLocationId, ...period.range };
  const answer = useQuery({
    queryKey: [LEARNING_JOURNEY_PATH, filter, page],
    queryFn: ({ signal }) =>
      apiCall(() =>
        http<LearningJourney>(LEARNING_JOURNEY_PATH, {
          query: { ...filter, $limit: JOURNEY_PAGE_SIZE, $skip: page * JOURNEY_PAGE_SIZE },
          signal,
        }),
      ),
    enabled: !!careLocationId && !!period.range,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const filtered = (change: () => void) => {
    change();
    setPage(0);
  };
  const fileName = `Learning journey ${place?.name ?? ''} ${period.range?.startDate} to ${period.range?.endDate}`;
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReport(
        `/api/v3/${LEARNING_JOURNEY_PATH}?${queryString({ ...filter, format: 'csv', role: session.roleId() })}`,
        `${fileName}.csv`,
      );
    } catch (error) {
      notify(translate(`${T}.export_failed`, { message: errorText(error) }), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2">{translate(`${T}.intro`)}</Typography>
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
              id="journey-care-location"
              label={`${T}.care_location`}
              value={careLocationId}
              places={places.data ?? []}
              onChange={(id) => filtered(() => setPlace(id))}
            />
            <PeriodFields
              id="journey"
              state={{
                ...period,
                setPeriod: (v) => filtered(() => period.setPeriod(v)),
                setMonth: (v) => filtered(() => period.setMonth(v)),
              }}
            />
          </Box>
          <Box>
            <Button
              variant="outlined"
              startIcon={<Download />}
              onClick={exportCsv}
              disabled={!careLocationId || !period.range || exporting}
            >
              {translate(`${T}.export`)}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {places.data?.length === 0 && <Alert severity="info">{translate(`${T}.no_care_location`)}</Alert>}
      {answer.error != null && (
        <Alert severity="error">{translate(`${T}.error`, { message: errorText(answer.error) })}</Alert>
      )}
      {(answer.isFetching || places.isPending) && <LinearProgress aria-label={translate(`${T}.loading`)} />}
      {/* Boxed: the panel fills its box's height, as in a grid of charts, and a box is as tall as the panel. */}
      {answer.data && (
        <Box>
          <Months journey={answer.data} fileName={fileName} />
        </Box>
      )}
      {answer.data && <Nurses journey={answer.data} page={page} setPage={setPage} />}
    </Box>
  );
}

function Months({ journey, fileName }: { journey: LearningJourney; fileName: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${T}.${key}`, options);
  const { months } = journey;
  const worked = sum(months, (m) => m.shiftsWorked);
  const learning = sum(months, (m) => m.learningShifts);
  return (
    <ChartPanel
      title={t('months.title')}
      summary={t('months.summary', {
        nurses: journey.total,
        acquired: sum(months, (m) => m.acquired),
        changed: sum(months, (m) => m.levelChanges),
        learning,
        worked,
      })}
      chart={
        <BarChart
          aria-hidden
          height={280}
          xAxis={[{ scaleType: 'band', data: months.map((m) => m.month) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: months.map((m) => m.acquired), label: t('months.acquired'), stack: 'gains' },
            { data: months.map((m) => m.levelChanges), label: t('months.level_changes'), stack: 'gains' },
            { data: months.map((m) => m.learningShifts), label: t('months.learning_shifts') },
          ]}
        />
      }
      rows={months}
      rowKey={(m) => m.month}
      columns={[
        { header: t('months.month'), value: (m) => m.month },
        { header: t('months.acquired'), value: (m) => m.acquired, numeric: true },
        { header: t('months.level_changes'), value: (m) => m.levelChanges, numeric: true },
        { header: t('months.worked'), value: (m) => m.shiftsWorked, numeric: true },
        { header: t('months.learning_shifts'), value: (m) => m.learningShifts, numeric: true },
        { header: t('months.share'), value: (m) => percentText(learningShare(m)), numeric: true },
      ]}
      csv={() => journeyMonthsCsv(months)}
      fileName={`${fileName} by month`}
    />
  );
}

function Nurses({ journey, page, setPage }: { journey: LearningJourney; page: number; setPage(page: number): void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`${T}.${key}`, options);
  return (
    <Card component="section" aria-labelledby="journey-nurses">
      <CardContent>
        <Typography id="journey-nurses" variant="h6" component="h2">
          {t('nurses.title', { smart_count: journey.total })}
        </Typography>
        {journey.total === 0 ? (
          <Typography sx={{ mt: 1 }}>{t('nurses.empty')}</Typography>
        ) : (
          <>
            <Box role="region" aria-label={t('nurses.table')} tabIndex={0} sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('nurses.nurse')}</TableCell>
                    <TableCell align="right">{t('nurses.worked')}</TableCell>
                    <TableCell align="right">{t('nurses.learning_shifts')}</TableCell>
                    <TableCell>{t('nurses.opportunities')}</TableCell>
                    <TableCell>{t('nurses.gains')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {journey.data.map((n) => (
                    <NurseRow key={n.userId} nurse={n} />
                  ))}
                </TableBody>
              </Table>
            </Box>
            <TablePagination
              component="div"
              count={journey.total}
              page={page}
              rowsPerPage={JOURNEY_PAGE_SIZE}
              rowsPerPageOptions={[JOURNEY_PAGE_SIZE]}
              onPageChange={(_, p) => setPage(p)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

const list = { m: 0, pl: 2 } as const;

function NurseRow({ nurse }: { nurse: NurseJourney }) {
  const translate = useTranslate();
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
        {nurse.nurse}
      </TableCell>
      <TableCell align="right">{nurse.shiftsWorked}</TableCell>
      <TableCell align="right">{nurse.learningShifts}</TableCell>
      <TableCell>
        {nurse.opportunities.length ? (
          <Box component="ul" sx={list}>
            {nurse.opportunities.map((o) => (
              <li key={o.skillId}>{translate(`${T}.nurses.offered`, { skill: o.skill, smart_count: o.shifts })}</li>
            ))}
          </Box>
        ) : (
          translate(`${T}.nurses.none`)
        )}
      </TableCell>
      <TableCell>
        {nurse.gains.length ? (
          <Box component="ul" sx={list}>
            {nurse.gains.map((g) => (
              <li key={`${g.endorsementRequestId} ${g.skillId}`}>
                {dayLabel(g.date)}: {gainText(g)}
              </li>
            ))}
          </Box>
        ) : (
          translate(`${T}.nurses.none`)
        )}
      </TableCell>
    </TableRow>
  );
}
