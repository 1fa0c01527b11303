/**
 * Demo rates of a trust (issue 10): bank rates for each of its bands, in effect since months ago with a rise a month
 * from now; its pay ranges; a care location paying more for nights and weekends; an extra bank holiday; rate
 * escalation's tiers, checklist and reasons. Dated from the seeding day, so the upcoming changes are always upcoming.
 */
import type { Knex } from 'knex';
import { HOURS_KINDS, pounds, type HoursKind } from '../../domain/rates';
import { addDays, localDate } from '../../domain/time';

/** Day hourly rate per band (pounds), and each kind of hours as a share of it. */
const DAY_RATE: Record<string, number> = {
  '2': 12.5,
  '3': 13.8,
  '4': 16.2,
  '5': 20,
  '6': 24.5,
  '7': 29,
  '8a': 34,
  '8b': 40,
  '8c': 47,
  '8d': 55,
  '9': 65,
};
const KIND_FACTOR: Record<HoursKind, number> = { day: 1, night: 1.3, weekend: 1.4, bankHoliday: 1.6 };
/** The rise a month from now. */
const RISE = 1.03;

export async function seedRates(
  trx: Knex.Transaction,
  trustId: number,
  bands: readonly string[],
  careLocationId: number,
) {
  const today = localDate(new Date());
  const since = addDays(today, -240);
  const rise = addDays(today, 30);
  const line = (band: string, hoursKind: HoursKind, factor: number, effectiveFrom: string) => ({
    trustId,
    band,
    hoursKind,
    hourlyRate: pounds(DAY_RATE[band] * KIND_FACTOR[hoursKind] * factor),
    effectiveFrom,
  });
  await trx('rate_cards').insert(
    bands.flatMap((band) => HOURS_KINDS.flatMap((kind) => [line(band, kind, 1, since), line(band, kind, RISE, rise)])),
  );
  await trx('trustpayraterangeconfigurations').insert(
    bands.map((band) => ({
      trustId,
      band,
      minRate: DAY_RATE[band],
      maxRate: pounds(DAY_RATE[band] * KIND_FACTOR.bankHoliday * 1.25),
    })),
  );
  // A hard-to-staff unit pays band 5 more for nights and weekends, and will again after the rise.
  const own = (hoursKind: HoursKind, factor: number, effectiveFrom: string) => ({
    ...line('5', hoursKind, factor, effectiveFrom),
    careLocationId,
  });
  await trx('carelocation_rate_customizations').insert([
    own('night', 1.1, since),
    own('weekend', 1.1, since),
    own('night', 1.1 * RISE, rise),
  ]);

  // A day the trust pays as a bank holiday beside the national ones, beyond the demo's shifts (they go 60 days ahead).
  await trx('trust_bank_holidays').insert({ trustId, date: addDays(today, 100), name: 'Trust foundation day' });

  await trx('rate_escalation_tier_configurations').insert([
    { trustId, tier: 1, needsIntermediateApproval: false, thresholdFactor: 0.1 },
    { trustId, tier: 2, needsIntermediateApproval: true, thresholdFactor: 0.3 },
    { trustId, tier: 3, needsIntermediateApproval: true, thresholdFactor: 0.5 },
  ]);
  const list = (names: string[]) => names.map((name, position) => ({ trustId, name, position }));
  await trx('rate_escalation_checklist_items').insert(
    list([
      'Agency cover was requested and could not be found',
      'Staff on shift were asked to extend',
      'Safe staffing on the ward is at risk without cover',
    ]),
  );
  await trx('approve_reasons_configuration').insert(
    list(['Patient safety', 'Specialist skills needed', 'Short notice']),
  );
  await trx('reject_reasons_configuration').insert(
    list(['Cover found elsewhere', 'Not enough justification', 'Shift can be covered by the ward']),
  );
}
