/**
 * The matching bench's nurses (bench/matching/run.ts), made by PostgreSQL itself: a catalogue of trust skills, a band
 * for every nurse (bands 4 to 7, most 5 and 6), and about `perNurse` skills per nurse at a supervision level
 * (solo 35 %, distant supervision 35 %, direct supervision 20 %, no experience 10 %), 85 % of them endorsed.
 * Deterministic: pseudo-random numbers are hashes of the nurse's id.
 */
import type pg from 'pg';

const r = (salt: number, of: string) =>
  `((hashint8((${of})::bigint * 1000003 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

export async function seedSkills(
  client: pg.ClientBase,
  trustId: number,
  nurseIds: number[],
  catalogue: number,
  perNurse: number,
): Promise<number[]> {
  if (perNurse > catalogue) throw new Error(`${perNurse} skills per nurse from a catalogue of ${catalogue}`);
  const skills = (
    await client.query(
      `insert into skills (name, "trustId", status) select 'Bench skill ' || g, $1, 'Active' from generate_series(1, $2::int) g returning id`,
      [trustId, catalogue],
    )
  ).rows.map((x) => Number(x.id));
  const bands = (
    await client.query(`select id, number from band_types where number in ('4', '5', '6', '7') order by number`)
  ).rows;
  const band = (n: string) => bands.find((b) => b.number === n)!.id;
  await client.query(
    `update user_roles ur set "bandTypeId" = case when ${r(1, 'ur."userId"')} < 0.15 then $2::int when ${r(1, 'ur."userId"')} < 0.55 then $3::int
                                               when ${r(1, 'ur."userId"')} < 0.9 then $4::int else $5::int end
     where ur."userId" = any($1::int[])`,
    [nurseIds, band('4'), band('5'), band('6'), band('7')],
  );
  // Skill k of a nurse: a hash of (nurse, k) into the catalogue, so that any two skills are held together by chance; the
  // few repeats are dropped (a nurse holds a skill once), so a nurse holds about perNurse skills.
  await client.query(
    `insert into user_skills ("trustId", "userId", "skillId", level, "approvalStatus", source, "changeOrigin")
     select $1, u, ($2::int[])[1 + floor(${r(4, 'u * 131 + k')} * cardinality($2::int[]))::int],
            case when ${r(2, 'u * 31 + k')} < 0.35 then 'solo' when ${r(2, 'u * 31 + k')} < 0.7 then 'distant-supervision'
                 when ${r(2, 'u * 31 + k')} < 0.9 then 'direct-supervision' else 'no-experience' end,
            case when ${r(3, 'u * 31 + k')} < 0.85 then 'approved' else 'pending' end, 'user', 'acquiredByStaff'
     from unnest($3::int[]) u cross join generate_series(1, $4::int) k
     on conflict do nothing`,
    [trustId, skills, nurseIds, perNurse],
  );
  return skills;
}
