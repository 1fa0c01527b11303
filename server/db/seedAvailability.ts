/**
 * The demo's availability (domain/availability.ts): four nurses have said, for the next four weeks, that they can
 * work weekdays and cannot work weekends, so their profiles show it and a weekend shift's candidates leave them out as
 * unavailable. The other nurses have said nothing: every day is open to them.
 */
import type { Knex } from 'knex';
import { addDays, daysFrom, isWeekend, localDate } from '../../domain/time';

export const DEMO_AVAILABILITY = { nurses: ['nurse6', 'nurse7', 'nurse8', 'nurse9'], days: 28 } as const;

export async function seedAvailability(trx: Knex.Transaction, now = new Date()) {
  const today = localDate(now);
  const days = daysFrom(today, addDays(today, DEMO_AVAILABILITY.days - 1));
  const users: { id: number }[] = await trx('users')
    .whereIn(
      'email',
      DEMO_AVAILABILITY.nurses.map((n) => `${n}@bankshift.test`),
    )
    .select('id');
  await trx('date_availabilities').insert(
    users.flatMap((u) => days.map((date) => ({ userId: u.id, date, available: !isWeekend(date) }))),
  );
}
