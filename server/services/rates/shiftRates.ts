/** A shift's rate as domain/rates.ts computes it, from the rate lines its trust and care location hold. */
import type { Knex } from 'knex';
import { shiftRate, type CardRate, type ShiftRate, type ShiftRateInput } from '../../../domain/shiftRate';
import type { Tier } from '../../../domain/shifts';
import { nextDate } from '../../../domain/time';
import type { Row } from '../../db/row';

type Job = Row;

type Lines = Pick<ShiftRateInput, 'trustCards' | 'locationCards' | 'extraBankHolidays'>;

/** The days a shift's hours fall on: its date and the next (a shift ending at or before its start ends then). */
const daysOf = (job: Job) => [job.date as string, nextDate(job.date as string)];

/** What a shift's rate reads: its band's rate lines, of its trust and of its care location, and its trust's extra bank holidays. */
export async function linesOf(db: Knex, job: Job): Promise<Lines> {
  const columns = ['band', 'hoursKind', 'hourlyRate', 'effectiveFrom'];
  const [trustCards, locationCards, extra] = await Promise.all([
    db('rate_cards').where({ trustId: job.trustId, band: job.gradeFrom }).select(columns),
    db('carelocation_rate_customizations')
      .where({ careLocationId: job.careLocationId, band: job.gradeFrom })
      .select(columns),
    db('trust_bank_holidays').where({ trustId: job.trustId }).whereIn('date', daysOf(job)).pluck('date'),
  ]);
  return { trustCards, locationCards, extraBankHolidays: new Set(extra) };
}

/** An escalation's change of a shift's rate: a tier, an increase per hour; {} for the rate as it is. */
export type RateChange = { tier?: number | null; increase?: number | null };

/** The shift's rate with each change applied (now and as an escalation would make it, say), its rate lines read once. */
export async function ratesOfShift(db: Knex, job: Job, changes: RateChange[]): Promise<ShiftRate[]> {
  const lines = await linesOf(db, job);
  return changes.map((change) => shiftRate(inputOf(job, lines, change)));
}

/** What domain/shiftRate.ts reads of a shift, its rate lines and a change. */
const inputOf = (job: Job, lines: Lines, change: RateChange = {}): ShiftRateInput => ({
  date: job.date,
  startTime: job.startTime,
  endTime: job.endTime,
  band: job.gradeFrom,
  tier: (change.tier ?? job.tier) as Tier,
  // A shift as the jobs service answers it holds its posted terms in postedRate (its `rate` is the view of this one).
  rate: job.postedRate ?? job.rate,
  uplift: Number(job.uplift ?? 0) + (change.increase ?? 0),
  ...lines,
});

/** Many shifts' rates as they are, the rate lines of all their trusts and care locations read in two queries. */
export async function ratesOfShifts(db: Knex, jobs: Job[]): Promise<ShiftRate[]> {
  if (!jobs.length) return [];
  const columns = ['band', 'hoursKind', 'hourlyRate', 'effectiveFrom'];
  const unique = (column: string) => [...new Set(jobs.map((job) => job[column] as number))];
  const [trustLines, locationLines, extraDays] = await Promise.all([
    db('rate_cards')
      .whereIn('trustId', unique('trustId'))
      .whereIn('band', unique('gradeFrom'))
      .select('trustId', ...columns),
    db('carelocation_rate_customizations')
      .whereIn('careLocationId', unique('careLocationId'))
      .whereIn('band', unique('gradeFrom'))
      .select('careLocationId', ...columns),
    db('trust_bank_holidays')
      .whereIn('trustId', unique('trustId'))
      .whereIn('date', [...new Set(jobs.flatMap(daysOf))])
      .select('trustId', 'date'),
  ]);
  const extraOf = (trustId: number) =>
    new Set(extraDays.filter((d: Row) => d.trustId === trustId).map((d: Row) => d.date as string));
  const byKey = (rows: Job[], column: string) => {
    const out = new Map<string, CardRate[]>();
    for (const row of rows)
      out.set(`${row[column]}/${row.band}`, [...(out.get(`${row[column]}/${row.band}`) ?? []), row as CardRate]);
    return out;
  };
  const trustCards = byKey(trustLines, 'trustId');
  const locationCards = byKey(locationLines, 'careLocationId');
  return jobs.map((job) =>
    shiftRate(
      inputOf(job, {
        trustCards: trustCards.get(`${job.trustId}/${job.gradeFrom}`) ?? [],
        locationCards: locationCards.get(`${job.careLocationId}/${job.gradeFrom}`) ?? [],
        extraBankHolidays: extraOf(job.trustId as number),
      }),
    ),
  );
}
