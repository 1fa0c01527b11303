/** The personas a nurse is recognised as (resources/user-personas): a nurse of the row's trust, a persona it reads. */
import type { Knex } from 'knex';
import { badField } from '../../query';
import { ResourceService } from '../resourceService';
import { membershipOf } from './standing';
import type { Row } from '../../db/row';

export class UserPersonasService extends ResourceService {
  protected async beforeInsert(trx: Knex.Transaction, row: Row) {
    if (!(await membershipOf(trx, row.userId, row.trustId))) throw badField('userId', 'is not a nurse of this trust');
    const persona = await trx('staffpersonas').where({ id: row.staffPersonaId }).first('trustId');
    if (!persona || (persona.trustId !== null && persona.trustId !== row.trustId))
      throw badField('staffPersonaId', 'is not a staff persona of this trust');
  }
}
