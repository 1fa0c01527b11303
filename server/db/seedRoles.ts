/** A demo trust's built-in roles and their role types (server/services/trust/builtInRoles.ts), written straight to the tables. */
import type { Knex } from 'knex';
import { writeBuiltInRoles } from '../services/trust/builtInRoles';

/** Answers each role's id by its type. */
export const seedBuiltInRoles = (trx: Knex.Transaction, trustId: number): Promise<Map<string, number>> =>
  writeBuiltInRoles(trx, trustId, async (table, row) => {
    const [inserted] = await trx(table)
      .insert(table === 'trust_roles' ? { ...row, permissions: JSON.stringify(row.permissions) } : row)
      .returning('id');
    return inserted;
  });
