/**
 * A role holding DRAFT_A_SHIFT now drafts the shifts it posts, as its 'Draft a Shift' button says (domain/shell.ts
 * draftsShifts). Roles that held it beside POST_A_SHIFT used to post: they lose DRAFT_A_SHIFT, so they go on posting.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.raw(`update trust_roles set permissions = permissions - 'DRAFT_A_SHIFT'
    where permissions @> '["POST_A_SHIFT", "DRAFT_A_SHIFT"]'::jsonb`);
}

/** Which roles held both cannot be told afterwards: nothing to undo. */
export async function down() {}
