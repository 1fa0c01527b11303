/**
 * Trusts (resources/trusts). A new trust (the super admin's) starts as a draft, not live (the definition's guard):
 * invisible to its staff (their roles there do not act, and nobody signs up to it) until the super admin makes it
 * live. It comes with its built-in roles, each role type's with its default permissions (domain/defaultRoles.ts), and
 * the role types it uses, written and audited in the transaction that creates it. Its setup then goes step by step
 * (domain/trustSetup.ts): completeSetupStep saves the step being worked on once what it needs is there. Its logo is
 * set with POST trust-logos (logoService.ts) and answered as a signed link.
 */
import { Conflict } from '@feathersjs/errors';
import type { Id, NullableId } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import {
  goingLiveRefusal,
  nextSetupStep,
  outOfOrderRefusal,
  setupStepRefusal,
  type TrustSetupFacts,
  type TrustSetupStep,
} from '../../../domain/trustSetup';
import type { Params } from '../../declarations';
import type { Command } from '../../commands';
import { auditedOf } from '../../writes';
import { ResourceService } from '../resourceService';
import { bandChoices, jobTitleChoices } from '../staff/signUpChoices';
import { writeBuiltInRoles } from './builtInRoles';
import { refusalError } from './refusals';
import { activeAdmins } from './userRolesService';
import type { Row } from '../../db/row';

/** What the trust's setup steps need (domain/trustSetup.ts) at `now`, read in the transaction that saves a step. */
async function setupFacts(trx: Knex.Transaction, trustId: number, now: Date): Promise<TrustSetupFacts> {
  const staffed = await trx('care_locations as cl')
    .where({ 'cl.trustId': trustId, 'cl.isActive': true })
    .whereExists((q) =>
      q.select(1).from('departments as d').whereRaw('d."careLocationId" = cl.id').andWhere('d.isActive', true),
    )
    .count({ n: '*' })
    .first();
  const count = async (choices: Knex.QueryBuilder) => Number((await choices.count({ n: '*' }).first())?.n);
  const list = await trx('feature_lists').where({ trustId }).first('features');
  const invited = await trx('manager_invitations as i')
    .join('trust_roles as tr', 'tr.id', 'i.trustRoleId')
    .where({ 'i.trustId': trustId, 'i.status': 'PENDING' })
    .where('i.expiresAt', '>', now)
    .where('tr.roleType', 'TRUST-ADMIN')
    .count({ n: '*' })
    .first();
  return {
    staffedLocations: Number(staffed?.n),
    bands: await count(bandChoices(trx, [trustId])),
    jobTitles: await count(jobTitleChoices(trx, [trustId])),
    featuresOn: list?.features?.length ?? 0,
    admins: (await activeAdmins(trx, trustId)) + Number(invited?.n),
  };
}

export class TrustsService extends ResourceService {
  /** A trust as answered: its logo (a stored file's key) as a signed link. */
  private present = (trust: Row): Row =>
    trust.logoUrl ? { ...trust, logoUrl: this.app.get('files').urlOf(trust.logoUrl) } : trust;

  async answerRows(rows: Row[]): Promise<Row[]> {
    return (await super.answerRows(rows)).map(this.present);
  }

  async get(id: Id, params: Params = {}): Promise<Row> {
    return this.present(await super.get(id, params));
  }

  async patch(id: NullableId, data: Row, params: Params = {}): Promise<Row | Row[]> {
    const changed = await super.patch(id, data, params);
    return Array.isArray(changed) ? changed.map(this.present) : this.present(changed);
  }

  protected async serverFields(): Promise<Row> {
    return { setupStep: 'organisation' satisfies TrustSetupStep };
  }

  protected async afterInsert(trx: Knex.Transaction, trust: Row, params: Params): Promise<void> {
    const writer = this.writer(trx, params);
    const tables = {
      trust_roles: auditedOf(this.registry.get('trust-roles')!),
      trust_role_types: auditedOf(this.registry.get('trust-role-types')!),
    };
    await writeBuiltInRoles(trx, trust.id, (table, row) => writer.insert(tables[table], row));
  }

  /** A trust goes live only once set up and while a nurse can sign up to it (domain/trustSetup.ts). */
  protected async beforeUpdate(trx: Knex.Transaction, existing: Row, value: Row): Promise<void> {
    if (value.isLive !== true || existing.isLive === true) return;
    const refusal = goingLiveRefusal(
      existing.setupStep,
      await setupFacts(trx, existing.id, this.app.get('clock').now()),
    );
    if (refusal) throw refusalError({ status: 400, field: 'isLive', message: refusal });
  }

  protected readonly commands: Record<string, Command> = {
    /** Saves the setup step being worked on once what it needs is there (domain/trustSetup.ts). */
    completeSetupStep: async ({ locked: { row: trust }, trx, writer, now }) => {
      const refusal = setupStepRefusal(trust.setupStep, await setupFacts(trx, trust.id, now));
      if (refusal) throw refusalError({ status: 400, field: 'setupStep', message: refusal });
      return { row: await writer.update(this.audited, trust, { setupStep: nextSetupStep(trust.setupStep) }) };
    },
  };
}

/** Refuses work of the features step on a trust whose setup has not reached it (409, read under the trust's lock). */
export async function refuseOutOfOrder(trx: Knex.Transaction, trustId: number, needed: 'features'): Promise<void> {
  const trust = await trx('trusts').where({ id: trustId }).forShare().first('setupStep');
  const refusal = outOfOrderRefusal(trust?.setupStep, needed);
  if (refusal) throw new Conflict(refusal, { errors: [{ field: 'trustId', message: refusal }] });
}
