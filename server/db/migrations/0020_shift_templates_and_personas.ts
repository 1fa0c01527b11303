/**
 * A shift names its job template and persona by reference (issue 14), as a shifts table made now does: a table made
 * before gets the foreign keys it lacks. No id could be stored before (the API refused every one); any that names
 * nothing is cleared first.
 */
import type { Knex } from 'knex';

const LINKS = [
  ['jobTemplateId', 'jobtemplates'],
  ['personaId', 'staffpersonas'],
] as const;

const hasForeignKey = async (knex: Knex, column: string) =>
  !!(await knex('information_schema.key_column_usage as k')
    .join('information_schema.table_constraints as c', function () {
      this.on('c.constraint_name', 'k.constraint_name').andOn('c.table_schema', 'k.table_schema');
    })
    .where({ 'c.table_name': 'jobs', 'c.constraint_type': 'FOREIGN KEY', 'k.column_name': column })
    .whereRaw('c.table_schema = current_schema()')
    .first('k.column_name'));

export async function up(knex: Knex) {
  for (const [column, target] of LINKS) {
    if (await hasForeignKey(knex, column)) continue;
    await knex('jobs')
      .whereNotNull(column)
      .whereNotExists(knex(target).select(knex.raw('1')).whereRaw('??.id = jobs.??', [target, column]))
      .update({ [column]: null });
    await knex.schema.alterTable('jobs', (t) =>
      t.foreign(column).references('id').inTable(target).onDelete('RESTRICT'),
    );
  }
}

/** The keys stay: a shifts table made from the definitions has them too. */
export async function down() {}
