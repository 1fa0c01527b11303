/**
 * The band pay range (trustpayraterangeconfigurations) held on the server: every bank rate line, care location rate,
 * uplift and automatic increase is checked against it here (domain/rates.ts says the rule).
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { HOURS_KIND_LABELS, HOURS_KINDS, payRangeRefusal, pounds, type PayRange } from '../../../domain/rates';
import { rateInEffect, type CardRate, type ShiftRate } from '../../../domain/shiftRate';
import { localDate } from '../../../domain/time';
import { ratesOfShift } from './shiftRates';
import type { Row } from '../../db/row';

type Job = Row;

export const RANGES = 'trustpayraterangeconfigurations';
/** The tables of rate lines: a trust's cards and care locations' own rates. */
export const RATE_LINE_TABLES = ['rate_cards', 'carelocation_rate_customizations'] as const;

export async function rangeOf(db: Knex, trustId: number, band: string): Promise<PayRange | undefined> {
  return db(RANGES).where({ trustId, band }).first('band', 'minRate', 'maxRate');
}

/** 400 naming the limit when an hourly rate of a band leaves the trust's range for it. */
export async function refuseOutOfRange(
  db: Knex,
  trustId: number,
  band: string,
  hourlyRate: number,
  field = 'hourlyRate',
) {
  const refusal = payRangeRefusal(hourlyRate, await rangeOf(db, trustId, band));
  if (refusal) throw new BadRequest(refusal, { errors: [{ field, message: refusal }] });
}

/** 400 naming the limit when a shift's rate (an escalation's, an approved uplift's) would leave its band's pay range. */
export async function refuseShiftOutOfRange(db: Knex, job: Job, rate: ShiftRate) {
  const range = await rangeOf(db, job.trustId, job.gradeFrom);
  for (const line of rate.lines) {
    const refusal = payRangeRefusal(line.hourlyRate, range);
    if (refusal)
      throw new BadRequest(`${HOURS_KIND_LABELS[line.kind]} hours: ${refusal}`, {
        errors: [{ field: 'increaseValue', message: refusal }],
      });
  }
}

/**
 * The current rate closest to `planned` (an automatic increase's step) that keeps every kind of the shift's hours
 * inside its band's pay range: the increase is cut by the most any line would pass the band's maximum.
 */
export async function heldInRange(db: Knex, job: Job, planned: number): Promise<number> {
  const range = await rangeOf(db, job.trustId, job.gradeFrom);
  if (!range) return planned;
  const [rate] = await ratesOfShift(db, { ...job, rate: { ...job.rate, current: planned } }, [{}]);
  const over = Math.max(0, ...rate.lines.map((line) => line.hourlyRate - Number(range.maxRate)));
  return pounds(planned - over);
}

/**
 * The rate lines of a band that are in effect today or dated later, in both tables: those a new range must hold
 * (lines already replaced by a later one are history and are left as they were).
 */
export async function linesInUse(db: Knex, trustId: number, band: string, today = localDate(new Date())) {
  const inUse: (CardRate & { careLocationId: number | null })[] = [];
  for (const table of RATE_LINE_TABLES) {
    const rows: (CardRate & { careLocationId?: number | null })[] = await db(table).where({ trustId, band });
    const places = new Map<number | null, typeof rows>();
    for (const row of rows)
      places.set(row.careLocationId ?? null, [...(places.get(row.careLocationId ?? null) ?? []), row]);
    for (const [careLocationId, lines] of places) {
      for (const kind of HOURS_KINDS) {
        const current = rateInEffect(lines, band, kind, today);
        for (const line of lines) {
          if (line.hoursKind === kind && (line === current || line.effectiveFrom > today))
            inUse.push({ ...line, careLocationId });
        }
      }
    }
  }
  return inUse;
}
