/**
 * Demo endorsements (issue 11): at Northfield, three endorsements the bank officer approved (75, 40 and ten days ago:
 * the learning journey's gains over three months; the last recorded nurse1 to nurse4's skills, one a level change from
 * the level the second gave nurse3), one rejected, two waiting (asked by the operational and the shift manager), and a
 * skill nurse2 declared from the app, pending. As the endorsement service leaves them, audit trail included: the skills
 * are recorded through the write path as the bank officer, on the day of each decision.
 */
import type { Knex } from 'knex';
import { endorsedSkill, type SupervisionLevel } from '../../domain/skills';
import userSkills from '../../resources/user-skills';
import { loadPrincipal } from '../principal';
import { auditedOf, Writer } from '../writes';

const DAY = 86_400_000;
const json = (v: unknown) => JSON.stringify(v);

export async function seedEndorsements(knex: Knex, now: Date) {
  const trust = await knex('trusts').where({ name: 'Northfield NHS Trust' }).first('id');
  const skills: number[] = await knex('skills')
    .where((w) => w.where({ trustId: trust.id }).orWhereNull('trustId'))
    .where({ status: 'Active' })
    .orderBy('id')
    .limit(4)
    .pluck('id');
  const user = async (handle: string) =>
    (
      await knex('users')
        .where({ email: `${handle}@bankshift.test` })
        .first('id')
    ).id as number;
  const [officer, ops, shift] = [await user('bankofficer'), await user('opsmanager'), await user('shiftmanager')];
  const nurses = await Promise.all(['nurse1', 'nurse2', 'nurse3', 'nurse4', 'nurse6', 'nurse7'].map(user));
  // A request names nurses by their membership of the trust (their NURSE role there).
  const memberships = new Map<number, number>(
    (
      await knex('user_roles as ur')
        .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
        .where({ 'tr.trustId': trust.id, 'tr.roleType': 'NURSE' })
        .whereIn('ur.userId', nurses)
        .select('ur.id', 'ur.userId')
    ).map((r) => [r.userId, r.id]),
  );
  const members = (ids: number[]) => ids.map((id) => memberships.get(id)!);
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const request = async (row: Record<string, unknown>) =>
    (
      await knex('endorsement_requests')
        .insert({
          trustId: trust.id,
          ...row,
          endorsementRequestUsers: json(members(row.endorsementRequestUsers as number[])),
          endorsementItems: json(row.endorsementItems),
        })
        .returning('id')
    )[0].id as number;
  const held = (userId: number, skillId: number, level: SupervisionLevel, extra: Record<string, unknown>) =>
    knex('user_skills').insert({ trustId: trust.id, userId, skillId, level, ...extra });

  const officerActing = await loadPrincipal(knex, officer);
  const actor = { user: officerActing!, role: officerActing!.roles.find((r) => r.trustId === trust.id) };
  /** An approved endorsement, its skills recorded as the service records them (domain/skills.ts endorsedSkill). */
  const approve = async (days: number, row: Record<string, unknown>) => {
    const id = await request({
      ...row,
      status: 'approved',
      decidedBy: officer,
      decidedAt: at(days),
      createdAt: at(days + 2),
      updatedAt: at(days),
    });
    const since: number = (await knex('audit_logs').max('id as id').first())?.id ?? 0;
    await knex.transaction(async (trx) => {
      const writer = new Writer(trx, actor);
      for (const userId of row.endorsementRequestUsers as number[]) {
        for (const { skillId, level } of row.endorsementItems as { skillId: number; level: SupervisionLevel }[]) {
          const key = { trustId: trust.id, userId, skillId };
          const held = await trx('user_skills').where(key).first();
          const change = endorsedSkill(held, level);
          if (!change) continue;
          if (held) await writer.update(auditedOf(userSkills), held, { ...change, endorsementRequestId: id });
          else await writer.insert(auditedOf(userSkills), { ...key, ...change, endorsementRequestId: id });
        }
      }
    });
    // On the day it was decided.
    await knex('audit_logs')
      .where('id', '>', since)
      .where({ service: 'user-skills' })
      .update({ createdAt: at(days) });
    await knex('user_skills')
      .where({ endorsementRequestId: id })
      .update({ updatedAt: at(days) });
    await knex('user_skills')
      .where({ endorsementRequestId: id })
      .where('createdAt', '>', at(days))
      .update({ createdAt: at(days) });
    return id;
  };

  // Two months and a half ago nurse1 and nurse2 acquired the fourth skill, forty days ago nurse3 and nurse7 the first,
  // both under direct supervision; ten days ago nurse3's became solo.
  await approve(75, {
    endorsementRequestUsers: nurses.slice(0, 2),
    endorsementItems: [{ skillId: skills[3], level: 'direct-supervision' }],
    comment: 'Both completed the study day and two supervised shifts',
    requestedBy: shift,
  });
  await approve(40, {
    endorsementRequestUsers: [nurses[2], nurses[5]],
    endorsementItems: [{ skillId: skills[0], level: 'direct-supervision' }],
    comment: 'Seen on the respiratory ward through a week of day shifts',
    requestedBy: ops,
  });
  await approve(10, {
    endorsementRequestUsers: nurses.slice(0, 4),
    endorsementItems: [
      { skillId: skills[0], level: 'solo' },
      { skillId: skills[1], level: 'distant-supervision' },
    ],
    comment: 'Observed on the acute medical unit over four night shifts',
    requestedBy: ops,
  });
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
  await request({
    endorsementRequestUsers: [nurses[5]],
    endorsementItems: [{ skillId: skills[1], level: 'solo' }],
    comment: 'Ran the discharge lounge alone',
    status: 'pending',
    requestedBy: shift,
    createdAt: at(1),
    updatedAt: at(1),
  });
  // nurse2 says from the app they now hold the third skill: waiting for an endorsement.
  await held(nurses[1], skills[2], 'direct-supervision', {
    approvalStatus: 'pending',
    source: 'user',
    changeOrigin: 'acquiredByStaff',
    createdAt: at(3),
    updatedAt: at(3),
  });
}
