/**
 * Demo staff records (issue 11): each trust's blocking reasons; a Northfield nurse blocked at its community hospital,
 * another whose trust-wide block was lifted, and a Southgate nurse blocked across Southgate (also a Northfield nurse,
 * free to work there). As the blocked-users service leaves them: the blocked nurse's open applications there are
 * withdrawn.
 */
import type { Knex } from 'knex';

const REASONS = [
  ['Did not attend a booked shift', 'Two or more booked shifts missed without notice'],
  ['Conduct concern under investigation', 'Held while a concern raised by a ward is looked into'],
  ['Professional registration lapsed', 'NMC registration not renewed'],
  ['Requested by the ward', 'The ward manager asked for the nurse not to be booked there'],
] as const;

export async function seedStaff(knex: Knex, now = new Date()) {
  const id = async (table: string, where: Record<string, unknown>) => (await knex(table).where(where).first('id')).id as number;
  const user = (handle: string) => id('users', { email: `${handle}@bankshift.test` });
  const reasons = new Map<string, number>();
  for (const trust of await knex('trusts').orderBy('id')) {
    const rows = REASONS.map(([name, description], position) => ({ trustId: trust.id, name, description, position, isActive: true }));
    for (const r of await knex('blocked_users_reasons').insert(rows).returning(['id', 'name'])) reasons.set(`${trust.id}/${r.name}`, r.id);
  }
  const [northfield, southgate] = [await id('trusts', { name: 'Northfield NHS Trust' }), await id('trusts', { name: 'Southgate NHS Trust' })];
  const community = await id('care_locations', { name: 'Northfield Community Hospital' });
  const [officer, southAdmin] = [await user('bankofficer'), await user('southadmin')];
  const blocks = [
    { userId: await user('nurse20'), trustId: northfield, careLocationId: community, reason: 'Requested by the ward', by: officer, comment: 'The ward asked after two late arrivals' },
    {
      userId: await user('nurse19'),
      trustId: northfield,
      careLocationId: null,
      reason: 'Did not attend a booked shift',
      by: officer,
      comment: 'Missed two night shifts in October',
      lifted: 'Reasons accepted at a meeting with the bank office',
    },
    { userId: await user('nurse5'), trustId: southgate, careLocationId: null, reason: 'Professional registration lapsed', by: southAdmin, comment: 'Registration due for renewal' },
  ];
  for (const b of blocks) {
    const open = knex('applications as a')
      .join('jobs as j', 'j.id', 'a.jobId')
      .where({ 'a.userId': b.userId, 'j.trustId': b.trustId, 'a.active': true })
      .whereIn('a.status', ['applied', 'offered'])
      .where('j.startsAt', '>', now);
    if (b.careLocationId) open.where('j.careLocationId', b.careLocationId);
    const ids: number[] = b.lifted ? [] : await open.pluck('a.id');
    if (ids.length) await knex('applications').whereIn('id', ids).update({ status: 'withdrawn', active: false, decidedAt: now, decidedBy: b.by });
    await knex('blocked_users').insert({
      userId: b.userId,
      trustId: b.trustId,
      careLocationId: b.careLocationId,
      reasonId: reasons.get(`${b.trustId}/${b.reason}`),
      comment: b.comment,
      blockedBy: b.by,
      withdrawnApplications: ids.length,
      ...(b.lifted
        ? { status: 'unblocked', unblockedBy: b.by, unblockedAt: now, unblockComment: b.lifted, createdAt: new Date(now.getTime() - 20 * 86_400_000) }
        : { status: 'blocked' }),
    });
  }
}
