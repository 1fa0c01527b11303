/**
 * /api/v3/account: the signed-in user's own account (spec 3). GET reads it; PATCH changes the names, the
 * snooze (notDisturbDate, spec 7.3) and asks for an email change (with the current password). Needs no role: it
 * lists the roles.
 */
import { BadRequest, NotFound } from '@feathersjs/errors';
import type { NullableId } from '@feathersjs/feathers';
import type { Account } from '../../domain/account';
import type { Field } from '../../resources/define';
import { buildAccount } from '../account';
import { ACCOUNTS, Writer } from '../writes';
import { readBody } from '../body';
import type { Application, Params, Principal } from '../declarations';
import { loadPrincipal } from '../principal';
import { badField } from '../query';
import { API_PREFIX } from '../resources';
import { requestEmailChange } from './emailChange';
import type { ServiceEntry } from './mount';

export const ACCOUNT_PATH = `${API_PREFIX}/account`;

const FIELDS: Record<string, Field> = {
  // The console may send the account's own id along (spec 7.3: snooze sends id and notDisturbDate).
  id: { type: 'integer' },
  firstname: { type: 'string', label: 'First name', minLength: 1, maxLength: 80, required: true },
  lastname: { type: 'string', label: 'Last name', minLength: 1, maxLength: 80, required: true },
  notDisturbDate: { type: 'datetime', label: 'Snoozed until' },
  email: { type: 'email', maxLength: 254, required: true },
  // Asked with a new email: whoever holds an open session alone cannot move the account to another address.
  currentPassword: { type: 'string', label: 'Current password', maxLength: 1000 },
};
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The account as it is now, sent to the user's own sockets as 'account patched'. */
export async function publishAccount(app: Application, userId: number): Promise<Account> {
  const account = await buildAccount(app, (await loadPrincipal(app.get('database').knex, userId))!);
  app.service(ACCOUNT_PATH).emit('patched', account);
  return account;
}

async function patchAccount(app: Application, user: Principal, data: unknown, ip = 'unknown'): Promise<Account> {
  const db = app.get('database').knex;
  if (data && typeof data === 'object' && typeof (data as Record<string, unknown>).email === 'string') {
    const body = data as Record<string, string>;
    data = { ...body, email: body.email.trim().toLowerCase() };
  }
  const { id, email, currentPassword, ...columns } = readBody(data, FIELDS, 'account', 'patch');
  if (id !== undefined && id !== user.id) throw badField('id', 'is not the id of your account');
  if (currentPassword !== undefined && email === undefined)
    throw badField('currentPassword', 'is asked only with a new email');
  if (email === undefined && !Object.keys(columns).length) {
    throw new BadRequest('Send at least one of firstname, lastname, notDisturbDate, email');
  }
  if (typeof columns.notDisturbDate === 'string') {
    if (!ISO_DATE_TIME.test(columns.notDisturbDate))
      throw badField('notDisturbDate', 'must be an ISO date and time (2025-01-31T18:00:00Z)');
    const until = new Date(columns.notDisturbDate);
    if (until.getTime() <= Date.now())
      throw badField('notDisturbDate', 'must be in the future (send null to end the snooze)');
    columns.notDisturbDate = until;
  }
  if (email !== undefined) await requestEmailChange(app, user, email as string, currentPassword as string, ip);
  if (Object.keys(columns).length) {
    await db.transaction(async (trx) => {
      const before = await trx('users').where({ id: user.id }).forUpdate().first();
      await new Writer(trx, { user }).update(ACCOUNTS, before, columns);
    });
  }
  return buildAccount(app, (await loadPrincipal(db, user.id))!);
}

/** The caller's own account, under any role: it reads no query. */
export const ACCOUNT_SERVICES: ServiceEntry[] = [
  {
    path: ACCOUNT_PATH,
    what: 'the account',
    methods: { find: 'signed-in', get: 'signed-in', patch: 'signed-in' },
    serve(app) {
      const own = (id: NullableId, params: Params) => {
        if (id !== null && String(id) !== String(params.user!.id)) throw new NotFound('No such account');
        return params.user!;
      };
      return {
        async find(params: Params): Promise<Account> {
          return buildAccount(app, params.user!);
        },
        async get(id: NullableId, params: Params): Promise<Account> {
          return buildAccount(app, own(id, params));
        },
        async patch(id: NullableId, data: unknown, params: Params): Promise<Account> {
          return patchAccount(app, own(id, params), data, params.ip);
        },
      };
    },
  },
];
