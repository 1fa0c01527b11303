/**
 * Demo shift times of a trust: its shift length (2 hours to 13) and its named shift times, covering the times the
 * demo shifts are posted at.
 */
import type { Knex } from 'knex';

const TIMES: [name: string, start: string, end: string][] = [
  ['Early', '07:00', '15:00'],
  ['Late', '14:00', '22:00'],
  ['Long day', '07:30', '19:30'],
  ['Night', '19:30', '07:30'],
  ['Twilight', '18:00', '23:00'],
];

export async function seedShiftTimes(trx: Knex.Transaction, trustId: number) {
  await trx('shifttimes').insert({ trustId, shortestHours: 2, longestHours: 13 });
  await trx('master_shift_times').insert(
    TIMES.map(([name, startTime, endTime], position) => ({ trustId, name, startTime, endTime, position })),
  );
}
