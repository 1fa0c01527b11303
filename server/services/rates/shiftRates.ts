/** A shift's rate as domain/rates.ts computes it, from the rate lines its trust and care location hold. */
import type { Knex } from 'knex';
import { shiftRate, type CardRate, type ShiftRate } from '../../../domain/shiftRate';
import type { Tier } from '../../../domain/shifts';

type Job = Record<string, any>;

/** The rate lines a shift's rate reads: its band's, of its trust and of its care location. */
export async function linesOf(db: Knex, job: Job): Promise<{ trustCards: CardRate[]; locationCards: CardRate[] }> {
  const columns = ['band', 'hoursKind', 'hourlyRate', 'effectiveFrom'];
  const [trustCards, locationCards] = await Promise.all([
    db('rate_cards').where({ trustId: job.trustId, band: job.gradeFrom }).select(columns),
    db('carelocation_rate_customizations').where({ careLocationId: job.careLocationId, band: job.gradeFrom }).select(columns),
  ]);
  return { trustCards, locationCards };
}

/** The shift's rate now, or with a change (an escalation's tier and increase) applied. */
export async function rateOfShift(db: Knex, job: Job, change: { tier?: number | null; increase?: number | null } = {}): Promise<ShiftRate> {
  return shiftRate({
    date: job.date,
    startTime: job.startTime,
    endTime: job.endTime,
    band: job.gradeFrom,
    tier: (change.tier ?? job.tier) as Tier,
    rate: job.rate,
    uplift: Number(job.uplift ?? 0) + (change.increase ?? 0),
    ...(await linesOf(db, job)),
  });
}
