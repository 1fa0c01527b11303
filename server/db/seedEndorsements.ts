/**
 * Demo endorsements (issue 11): at Northfield, an endorsement the bank officer approved ten days ago (its skills held
 * by nurse1 to nurse4, one of them a level change), one rejected, two waiting (asked by the operational and the shift
 * manager), and a skill nurse2 declared from the app, pending. As the endorsement service leaves them.
 */
import type { Knex } from 'knex';
import { endorsedSkill, type SupervisionLevel } from '../../domain/skills';

const DAY = 86_400_000;
const json = (v: unknown) => JSON.stringify(v);

export async function seedEndorsements(knex: Knex, now: Date) {
  const trust = await knex('trusts').where({ name: 'Northfield NHS Trust' }).first('id');
  const skills: number[] = await knex('skills').where((w) => w.where({ trustId: trust.id }).orWhereNull('trustId')).where({ status: 'Active' }).orderBy('id').limit(4).pluck('id');
  const user = async (handle: string) => (await knex('users').where({ email: `${handle}@bankshift.test` }).first('id')).id as number;
  const [officer, ops, shift] = [await user('bankofficer'), await user('opsmanager'), await user('shiftmanager')];
  const nurses = await Promise.all(['nurse1', 'nurse2', 'nurse3', 'nurse4', 'nurse6', 'nurse7'].map(user));
  // A request names nurses by their membership of the trust (their NURSE role there).
  const memberships = new Map<number, number>(
    (await knex('user_roles as ur').join('trust_roles as tr', 'tr.id', 'ur.trustRoleId').where({ 'tr.trustId': trust.id, 'tr.roleType': 'NURSE' }).whereIn('ur.userId', nurses).select('ur.id', 'ur.userId')).map((r) => [r.userId, r.id]),
  );
  const members = (ids: number[]) => ids.map((id) => memberships.get(id)!);
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const request = async (row: Record<string, unknown>) =>
    (await knex('endorsement_requests').insert({ trustId: trust.id, ...row, endorsementRequestUsers: json(members(row.endorsementRequestUsers as number[])), endorsementItems: json(row.endorsementItems) }).returning('id'))[0].id as number;
  const held = (userId: number, skillId: number, level: SupervisionLevel, extra: Record<string, unknown>) =>
    knex('user_skills').insert({ trustId: trust.id, userId, skillId, level, ...extra });

  // nurse3 held the first skill under direct supervision before the approved endorsement made it solo.
  await held(nurses[2], skills[0], 'direct-supervision', { approvalStatus: 'approved', source: 'user', changeOrigin: 'acquiredByStaff', createdAt: at(40), updatedAt: at(40) });
  const approvedItems: { skillId: number; level: SupervisionLevel }[] = [
    { skillId: skills[0], level: 'solo' },
    { skillId: skills[1], level: 'distant-supervision' },
  ];
  const approved = await request({
    endorsementRequestUsers: nurses.slice(0, 4),
    endorsementItems: approvedItems,
    comment: 'Observed on the acute medical unit over four night shifts',
    status: 'approved',
    requestedBy: ops,
    decidedBy: officer,
    decidedAt: at(10),
    createdAt: at(12),
    updatedAt: at(10),
  });
  // Recorded as the endorsement service records an approval (domain/skills.ts endorsedSkill).
  for (const userId of nurses.slice(0, 4)) {
    for (const { skillId, level } of approvedItems) {
      const before = await knex('user_skills').where({ trustId: trust.id, userId, skillId }).first();
      const change = { ...endorsedSkill(before, level), endorsementRequestId: approved, updatedAt: at(10) };
      if (before) await knex('user_skills').where({ id: before.id }).update(change);
      else await knex('user_skills').insert({ trustId: trust.id, userId, skillId, ...change, createdAt: at(10) });
    }
  }
  await request({
    endorsementRequestUsers: [nurses[4]],
    endorsementItems: [{ skillId: skills[2], level: 'solo' }],
    comment: 'Managed the ward’s syringe drivers on a day shift',
    status: 'rejected',
    requestedBy: shift,
    decidedBy: officer,
    decidedAt: at(5),
    decisionReason: 'One shift is not enough: endorse again after two more',
    createdAt: at(6),
    updatedAt: at(5),
  });
  await request({
    endorsementRequestUsers: [nurses[2], nurses[4]],
    endorsementItems: [
      { skillId: skills[2], level: 'distant-supervision' },
      { skillId: skills[3], level: 'direct-supervision' },
    ],
    comment: 'Both supported the stroke unit’s admissions this week',
    status: 'pending',
    requestedBy: ops,
    createdAt: at(2),
    updatedAt: at(2),
  });
  await request({ endorsementRequestUsers: [nurses[5]], endorsementItems: [{ skillId: skills[1], level: 'solo' }], comment: 'Ran the discharge lounge alone', status: 'pending', requestedBy: shift, createdAt: at(1), updatedAt: at(1) });
  // nurse2 says from the app they now hold the third skill: waiting for an endorsement.
  await held(nurses[1], skills[2], 'direct-supervision', { approvalStatus: 'pending', source: 'user', changeOrigin: 'acquiredByStaff', createdAt: at(3), updatedAt: at(3) });
}
