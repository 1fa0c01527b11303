/**
 * GET /api/v3/job-fill-predictions?jobId= (issue 13, "job matching predictions"): how likely a shift the role sees is
 * to fill by its start, learnt from its trust's history of similar shifts, with the basis of each step and whether it
 * is hard to fill under its configuration (the method: domain/fillPrediction.ts). The history is read as counts of
 * shifts by their five features, in one statement.
 */
import type { Knex } from 'knex';
import {
  DEFAULT_PREDICTION,
  isHardToFill,
  LEAD_BANDS,
  leadBand,
  predictFill,
  PREDICTION_FEATURE_LABELS,
  PREDICTION_READ,
  RATE_BANDS,
  rateBand,
  type HistoryCell,
  type ShiftFeatures,
} from '../../../domain/fillPrediction';
import { weekdayOf } from '../../../domain/time';
import configurations from '../../../resources/job-prediction-configurations';
import type { Application, Params } from '../../declarations';
import { idParam } from '../../query';
import { seenShift } from '../jobs/visibility';
import type { ServiceEntry } from '../mount';
import type { Row } from '../../db/row';

const DAY_MS = 86_400_000;

export interface PredictionSettings {
  id: number | null;
  threshold: number;
  historyDays: number;
}

/** The configuration a shift is judged by: its care location's, else its trust's, else the defaults. */
export async function predictionSettings(
  db: Knex,
  trustId: number,
  careLocationId: number | null,
): Promise<PredictionSettings> {
  const rows: Row[] = await db(configurations.table)
    .where({ trustId })
    .where((q) => q.whereNull('careLocationId').orWhere('careLocationId', careLocationId ?? 0))
    .select('id', 'careLocationId', 'threshold', 'historyDays');
  const own = rows.find((r) => r.careLocationId !== null) ?? rows.find((r) => r.careLocationId === null);
  return own
    ? { id: own.id, threshold: own.threshold, historyDays: own.historyDays }
    : { id: null, ...DEFAULT_PREDICTION };
}

const hoursAhead = `extract(epoch from j."startsAt" - j."createdAt") / 3600.0`;
const LEAD_SQL = `case ${LEAD_BANDS.filter((b) => Number.isFinite(b.upTo))
  .map((b) => `when ${hoursAhead} < ${b.upTo} then '${b.band}'`)
  .join(' ')} else '${LEAD_BANDS[LEAD_BANDS.length - 1].band}' end`;
const rise = `((j.rate->>'current')::numeric - (j.rate->>'start')::numeric) / nullif((j.rate->>'start')::numeric, 0)`;
const RATE_SQL = `case when ${rise} is null then 'standard' ${RATE_BANDS.filter((b) => Number.isFinite(b.upTo))
  .map((b) => `when ${rise} <= ${b.upTo} then '${b.band}'`)
  .join(' ')} else '${RATE_BANDS[RATE_BANDS.length - 1].band}' end`;

/** The trust's shifts that started in the `historyDays` before `now`, posted and not cancelled, counted by features. */
export async function historyCells(db: Knex, trustId: number, historyDays: number, now: Date): Promise<HistoryCell[]> {
  const { rows } = (await db.raw(
    `select j."departmentId" as department, j.shift as period, extract(dow from j.date)::int as weekday, ${LEAD_SQL} as lead, ${RATE_SQL} as rate,
       count(*)::int as shifts, count(*) filter (where j."filledAt" is not null and j."filledAt" <= j."startsAt")::int as filled
     from jobs j
     where j."trustId" = :trustId and j.status not in ('DRAFT', 'CANCELLED') and j."startsAt" >= :from and j."startsAt" < :now
     group by 1, 2, 3, 4, 5`,
    { trustId, from: new Date(now.getTime() - historyDays * DAY_MS), now },
  )) as { rows: HistoryCell[] };
  return rows;
}

/** What the prediction reads of a shift (a row of jobs). */
export function shiftFeatures(job: Row): ShiftFeatures {
  const rate = typeof job.rate === 'string' ? JSON.parse(job.rate) : job.rate;
  return {
    department: job.departmentId,
    period: job.shift,
    weekday: weekdayOf(job.date),
    lead: leadBand(new Date(job.createdAt), new Date(job.startsAt)),
    rate: rateBand(rate),
  };
}

/** Where a judge reads a trust's history from: counted now, or as last counted (historyCache.ts). */
export type HistorySource = (trustId: number, historyDays: number) => Promise<HistoryCell[]>;

/** Judges shifts (rows of jobs): `judge(job)`, or read(job) for a batch first and then judgeBy(what was read, job). */
export interface FillJudge {
  (job: Row): Promise<Judged>;
  /** What judging `job` reads: its configuration, then its trust's history (each read once per judge). */
  read(job: Row): Promise<JudgeBasis>;
  judgeBy(basis: JudgeBasis, job: Row): Judged;
}
interface JudgeBasis {
  configuration: PredictionSettings;
  history: HistoryCell[];
}
type Judged = ReturnType<typeof judged>;

const judged = ({ configuration, history }: JudgeBasis, job: Row) => {
  const features = shiftFeatures(job);
  const prediction = predictFill(features, history);
  return {
    configuration,
    features,
    prediction,
    hardToFill: isHardToFill(prediction.likelihood, configuration.threshold),
  };
};

/**
 * Judges shifts (rows of jobs) as of `now`, each by its configuration: reads each configuration and each trust's
 * history once, however many shifts it judges; the history counted now unless a source is given.
 */
export function fillJudge(
  db: Knex,
  now: Date,
  source: HistorySource = (trustId, days) => historyCells(db, trustId, days, now),
): FillJudge {
  const settings = new Map<string, Promise<PredictionSettings>>();
  const histories = new Map<string, Promise<HistoryCell[]>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key)!;
  };
  const read = async (job: Row): Promise<JudgeBasis> => {
    const configuration = await once(settings, `${job.trustId}/${job.careLocationId}`, () =>
      predictionSettings(db, job.trustId, job.careLocationId),
    );
    const history = await once(histories, `${job.trustId}/${configuration.historyDays}`, () =>
      source(job.trustId, configuration.historyDays),
    );
    return { configuration, history };
  };
  return Object.assign(async (job: Row) => judged(await read(job), job), { read, judgeBy: judged });
}

/** A shift's prediction as the API answers it: judged by its configuration, each step of its basis labelled. */
export async function predictShift(db: Knex, job: Row, now: Date, source?: HistorySource) {
  const { configuration, features, prediction, hardToFill } = await fillJudge(db, now, source)(job);
  return {
    jobId: job.id as number,
    likelihood: prediction.likelihood,
    hardToFill,
    configuration,
    features,
    basis: prediction.basis.map((b) => ({ ...b, label: PREDICTION_FEATURE_LABELS[b.step] })),
  };
}

export const FILL_PREDICTION_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/job-fill-predictions',
    what: "a shift's fill prediction",
    methods: { find: PREDICTION_READ },
    query: { find: ['jobId'] },
    serve: (app: Application) => ({
      async find(params: Params) {
        const db = app.get('database').knex;
        const job = await seenShift(db, idParam(params.query?.jobId, 'jobId', 'must be the id of a shift'), params);
        return predictShift(db, job, app.get('clock').now(), app.get('fillHistory').read);
      },
    }),
  },
];
