/**
 * POST /api/v3/reset-password-by-admins { userId } (spec 7.4): a manager's administrator sends them a password reset
 * link (domain/managers.ts passwordResetRefusal); the person chooses the new password, nobody else sees one. Limited
 * like a forgotten password's requests, per person and per administrator; audited on the person's trail.
 */
import { BadRequest } from '@feathersjs/errors';
import { MANAGERS_MANAGE, passwordResetRefusal } from '../../../domain/managers';
import { issueLink } from '../../accountLinks';
import type { Application, Params } from '../../declarations';
import { describeErrors, validateRecord } from '../../../resources/validate';
import { limitMailedRequests } from '../../throttle';
import { Writer, type AuditedTable } from '../../writes';
import { RESET_LINK_MINUTES } from '../authManagement';
import type { ServiceEntry } from '../mount';
import { refusalError } from './refusals';

const RESET = {
  label: { one: 'password reset', many: 'password resets' },
  fields: { userId: { type: 'integer', required: true, min: 1 } },
} as const;

/** A reset link sent by an administrator, audited on the person's trail (the link's hash never enters it). */
const sentResets = (trustId: number | null): AuditedTable => ({
  service: 'reset-password-by-admins',
  table: 'account_links',
  trustOf: () => trustId,
  json: [],
  secret: ['tokenHash'],
  subjectOf: (row) => row.userId,
});

export const ADMIN_PASSWORD_RESET_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/reset-password-by-admins',
    what: 'password resets for managers',
    methods: { create: MANAGERS_MANAGE },
    serve: (app: Application) => ({
      async create(data: unknown, params: Params) {
        const { value, errors } = validateRecord(RESET, data, 'create');
        if (errors.length) throw new BadRequest(describeErrors(RESET, errors), { errors });
        const userId = value.userId as number;
        const db = app.get('database').knex;
        const role = params.actingRole!;
        const person = await db('users')
          .where({ id: userId, isActive: true })
          .whereNull('erasedAt')
          .first('id', 'email', 'firstname');
        const held = person
          ? await db('user_roles as ur')
              .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
              .where('ur.userId', userId)
              .whereNull('ur.deletedAt')
              .select('tr.roleType', 'tr.trustId')
          : [];
        const refusal = passwordResetRefusal(role, params.user!.id, userId, held);
        if (refusal) throw refusalError(refusal);
        await limitMailedRequests(
          db,
          app.get('config'),
          { subject: `admin-reset:${userId}`, address: `admin-reset-by:${params.user!.id}` },
          'password reset',
        );
        const token = await db.transaction((trx) =>
          issueLink(trx, userId, 'resetPassword', RESET_LINK_MINUTES, {
            writer: new Writer(trx, { user: params.user, role }),
            target: sentResets(role.trustId),
          }),
        );
        app.get('mailer').sendLater({
          to: person.email,
          subject: 'Choose a new Bankshift password',
          text: `Hello ${person.firstname},\n\nYour administrator asked for a new password for your Bankshift account. Follow this link within ${RESET_LINK_MINUTES} minutes to choose it. Until you do, your password stays as it is.`,
          link: `${app.get('config').publicUrl}/resetPassword/${token}`,
        });
        return { userId, email: person.email };
      },
    }),
  },
];
