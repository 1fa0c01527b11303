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

/** An escalation's change of a shift's rate: a tier, an increase per hour; {} for the rate as it is. */
export type RateChange = { tier?: number | null; increase?: number | null };

/** The shift's rate with each change applied (now and as an escalation would make it, say), its rate lines read once. */
export async function ratesOfShift(db: Knex, job: Job, changes: RateChange[]): Promise<ShiftRate[]> {
  const lines = await linesOf(db, job);
  return changes.map((change) =>
    shiftRate({
      date: job.date,
      startTime: job.startTime,
      endTime: job.endTime,
      band: job.gradeFrom,
      tier: (change.tier ?? job.tier) as Tier,
      rate: job.rate,
      uplift: Number(job.uplift ?? 0) + (change.increase ?? 0),
      ...lines,
    }),
  );
}
