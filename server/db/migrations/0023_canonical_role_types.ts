/**
 * Role types have one name each (spec 6). Rows brought over from earlier systems may carry the older lower-case names
 * (nurse, shift-manager, admin...): they are renamed to the types they stand for, and the column takes no other name
 * from now on. The API reads the older names as the new ones at its door (resources' enum aliases, domain/roles.ts).
 * The lists are this migration's own, as the schema was when it ran.
 */
import type { Knex } from 'knex';

const OLDER_NAMES: Record<string, string> = {
  nurse: 'NURSE',
  'shift-manager': 'SHIFT-MANAGER',
  'bank-officer-manager': 'BANK-OFFICER-MANAGER',
  'operational-manager': 'OPERATIONAL-MANAGER',
  admin: 'TRUST-ADMIN',
  'rate-manager': 'RATE-MANAGER',
};
const TRUST_ROLE_TYPES = [
  'TRUST-ADMIN',
  'BANK-OFFICER-MANAGER',
  'OPERATIONAL-MANAGER',
  'SHIFT-MANAGER',
  'RATE-MANAGER',
  'NURSE',
];

export async function up(knex: Knex) {
  for (const [older, type] of Object.entries(OLDER_NAMES))
    await knex('trust_roles').where({ roleType: older }).update({ roleType: type });
  await knex.raw(
    `alter table trust_roles add constraint trust_roles_role_type check ("roleType" in (${TRUST_ROLE_TYPES.map((t) => `'${t}'`).join(', ')}))`,
  );
}

export async function down(knex: Knex) {
  await knex.raw('alter table trust_roles drop constraint trust_roles_role_type');
}
