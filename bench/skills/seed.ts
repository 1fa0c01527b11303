/**
 * Bulk rows for the `skills` table, made by PostgreSQL itself (insert ... select ... from generate_series):
 * names from real clinical skills, patient groups and settings, ~100-character descriptions, grouping tags
 * and an expert level from the seeded tags, 90% Active, spread over the shared catalogue and the two trusts.
 */
import type pg from 'pg';

const SKILLS = [
  'IV cannulation',
  'Arterial line cannulation',
  'Venepuncture',
  'Tracheostomy care',
  'Blood transfusion',
  'Urinary catheterisation',
  'IV medicines administration',
  'Controlled drugs checking',
  'Basic life support',
  'Immediate life support',
  'Paediatric life support',
  'Wound care and dressings',
  'NG tube insertion',
  '12-lead ECG recording',
  'Safeguarding',
  'De-escalation and safe holding',
  'Ventilated patient care',
  'Central line care',
  'Syringe driver setup',
  'Insulin administration',
  'Peritoneal dialysis',
  'Stoma care',
  'Pressure ulcer prevention',
  'Falls risk assessment',
  'Sepsis screening',
  'Chest drain management',
  'Epidural monitoring',
  'PCA pump management',
  'Enteral feeding',
  'Neonatal resuscitation',
  'Phlebotomy',
  'Medicines reconciliation',
  'Infection prevention and control',
  'Moving and handling',
  'Dementia care',
  'Palliative care',
  'Post-operative recovery',
  'Cannula site care (VIP scoring)',
  'Blood glucose monitoring',
  'Oxygen therapy',
];
const GROUPS = ['adult', 'paediatric', 'neonatal', 'older adult', 'maternity', 'mental health'];
const SETTINGS = [
  'acute ward',
  'ICU',
  'emergency department',
  'theatres',
  'community',
  'outpatients',
  'HDU',
  'day surgery',
];

/** Inserts `rows` skills in batches, reporting progress. */
export async function bulkInsertSkills(client: pg.ClientBase, rows: number, progress: (done: number) => void) {
  const ids = async (table: string) =>
    (await client.query(`select id from ${table} order by id`)).rows.map((r) => Number(r.id));
  const tags = await ids('skillgroupingtags');
  const levels = await ids('skillexpertleveltags');
  const trusts = await ids('trusts');
  if (tags.length < 2 || levels.length < 1 || trusts.length < 2)
    throw new Error('seedDemo did not create the tags and trusts the bulk rows use');
  const batch = 100_000;
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await client.query(
      `insert into skills (name, description, "groupingTags", "expertLevelTag", status, "trustId", "createdAt", "updatedAt")
       select s.skill || ' - ' || s.grp || ', ' || s.setting || ' (module ' || g || ')',
              'Assessed competence in ' || lower(s.skill) || ' for ' || s.grp || ' patients in ' || s.setting
                || ', renewed every ' || (1 + g % 3) || ' years under trust policy.',
              case when g % 4 = 0
                   then jsonb_build_array(($4::int[])[1 + g % $7], ($4::int[])[1 + (g + 3) % $7])
                   else jsonb_build_array(($4::int[])[1 + g % $7]) end,
              case when g % 10 = 9 then null else ($5::int[])[1 + g % $8] end,
              case when g % 10 = 0 then 'Inactive' else 'Active' end,
              case g % 3 when 0 then null when 1 then ($6::int[])[1] else ($6::int[])[2] end,
              now() - make_interval(mins => g),
              now() - make_interval(mins => g / 2)
       from generate_series($1::int, $2::int) g,
            lateral (select ($3::text[])[1 + (g * 7) % ${SKILLS.length}] as skill,
                            ($9::text[])[1 + (g / 7) % ${GROUPS.length}] as grp,
                            ($10::text[])[1 + (g / 11) % ${SETTINGS.length}] as setting) s`,
      [from, to, SKILLS, tags, levels, trusts, tags.length, levels.length, GROUPS, SETTINGS],
    );
    progress(to);
  }
}
