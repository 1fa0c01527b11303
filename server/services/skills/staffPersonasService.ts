/**
 * Staff personas (resources/staffpersonas, domain/personas.ts). A persona never contains itself, directly or through
 * its children: a patch naming such a child is refused (400), judged with the table locked so that two patches cannot
 * close a loop between them. A persona another contains is not deleted (409, naming who contains it). A shared persona
 * is built from the shared catalogue only (resourceService.ts checkReferences).
 */
import { Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { wouldCycle, type ChildPersona } from '../../../domain/personas';
import type { Params } from '../../declarations';
import { badField } from '../../query';
import { ResourceService } from '../resourceService';
import type { Row } from '../../db/row';

/** Every persona's children, as the domain reads them. */
export async function childEdges(db: Knex): Promise<ChildPersona[]> {
  const rows: { id: number; childPersonas: number[] | null }[] = await db('staffpersonas').select(
    'id',
    'childPersonas',
  );
  return rows.flatMap((r) =>
    (r.childPersonas ?? []).map((childPersonaId) => ({ staffPersonaId: r.id, childPersonaId })),
  );
}

export class StaffPersonasService extends ResourceService {
  protected async beforeUpdate(trx: Knex.Transaction, existing: Row, value: Row, params: Params): Promise<void> {
    const children: number[] = value.childPersonas ?? [];
    if (children.length) {
      await this.lockTable(trx);
      const edges = (await childEdges(trx)).filter((e) => e.staffPersonaId !== existing.id);
      const looping = children.find((child) => wouldCycle(existing.id, child, edges));
      if (looping !== undefined) {
        throw badField(
          'childPersonas',
          looping === existing.id
            ? 'a persona cannot contain itself'
            : `persona ${looping} contains this persona already: a persona cannot contain itself`,
        );
      }
    }
    await super.beforeUpdate(trx, existing, value, params);
  }

  protected async removeOne(trx: Knex.Transaction, existing: Row, params: Params): Promise<Row> {
    await this.lockTable(trx);
    const parents: Row[] = await trx(this.table)
      .whereRaw('?? @> ?::jsonb', ['childPersonas', JSON.stringify([existing.id])])
      .orderBy('name')
      .select('name');
    if (parents.length)
      throw new Conflict(`This persona is part of ${parents.map((p) => p.name).join(', ')}: take it out of them first`);
    return super.removeOne(trx, existing, params);
  }
}
