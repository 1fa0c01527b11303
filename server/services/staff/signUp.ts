/**
 * Joining a trust's bank (spec 2.4 /sign-up, 7.4 authmanagement, 7.5 users):
 * - GET sign-up-options (anyone): the live trusts a person may join (not training ones), each with its job titles and
 *   bands, for the sign-up page.
 * - POST users (anyone): a new account, its email not yet verified, holding a NURSE role of the trust, pending
 *   approval (domain/staff.ts), with the job title and band given; a verification link is emailed
 *   (/verifyUserEmail/{token}, VERIFY_LINK_HOURS). The answer is the same whether the address is new or not: an
 *   address already in use (lower-cased, as every email) gets no second account, and its owner is emailed instead.
 *   Sign-ups are limited per address and per client, as password resets are.
 * - authmanagement verifySignupLong { token } (anyone): the link followed, once: the account's email is verified.
 *   resendVerifySignup { email }: a new link for an account not yet verified; the answer never tells whether it exists.
 */
import type { Knex } from 'knex';
import { BadRequest } from '@feathersjs/errors';
import { passwordProblem, PASSWORD_RULE } from '../../../domain/passwords';
import { SIGN_UP, VERIFY_LINK_HOURS } from '../../../resources/signUp';
import { describeErrors, validateRecord } from '../../../resources/validate';
import { issueLink, linkedUser, useLink } from '../../accountLinks';
import { hashPassword, normaliseEmail } from '../../authentication';
import type { Application, Params } from '../../declarations';
import { badField } from '../../query';
import { limitMailedRequests } from '../../throttle';
import { ACCOUNTS, Writer } from '../../writes';
import type { ServiceEntry } from '../mount';
import { bandChoices, jobTitleChoices } from './signUpChoices';
import { MEMBERSHIPS } from './tables';
import type { Row } from '../../db/row';

/** The trusts a person may join: live, and not for training. */
const joinableTrusts = (db: Knex) =>
  db('trusts')
    .where({ isLive: true })
    .where((w) => w.where('isTrainingTrust', false).orWhereNull('isTrainingTrust'));

async function signUpOptions(db: Knex) {
  const trusts: Row[] = await joinableTrusts(db).orderBy('name').select('id', 'name');
  const ids = trusts.map((t) => t.id);
  const titles: Row[] = await jobTitleChoices(db, ids).orderBy('name').select('id', 'name', 'trustId');
  const bands: Row[] = await bandChoices(db, ids).orderBy('b.number').select('b.id', 'b.name', 'tb.trustId');
  const of = (rows: Row[], trustId: number) =>
    rows.filter((r) => r.trustId === trustId).map(({ id, name }) => ({ id, name }));
  return trusts.map((t) => ({ id: t.id, name: t.name, jobTitles: of(titles, t.id), bands: of(bands, t.id) }));
}

export class SignUpService {
  constructor(private readonly app: Application) {}

  private get db(): Knex {
    return this.app.get('database').knex;
  }

  async create(data: unknown, params: Params) {
    const { value, errors } = validateRecord(SIGN_UP, data, 'create');
    if (errors.length) throw new BadRequest(describeErrors(SIGN_UP, errors), { errors });
    const email = normaliseEmail(value.email as string) as string;
    const password = value.password as string;
    const problem = passwordProblem(password, email);
    if (problem)
      throw new BadRequest(`The password ${problem}. A password needs ${PASSWORD_RULE}.`, {
        errors: [{ field: 'password', message: problem }],
      });
    const trust = await joinableTrusts(this.db).where({ id: value.trustId }).first('id', 'name');
    if (!trust) throw badField('trustId', 'is not a trust taking sign-ups');
    if (!(await jobTitleChoices(this.db, [trust.id]).where({ id: value.jobTitleTypeId }).first('id')))
      throw badField('jobTitleTypeId', 'is not a job title of the trust');
    if (!(await bandChoices(this.db, [trust.id]).where({ 'tb.bandTypeId': value.bandTypeId }).first('tb.id')))
      throw badField('bandTypeId', 'is not a band of the trust');
    const config = this.app.get('config');
    await limitMailedRequests(
      this.db,
      config,
      { subject: `sign-up:${email}`, address: `sign-up-address:${params.ip ?? 'unknown'}` },
      'sign-up',
    );
    // Hashed whether or not the account is made: the answer takes as long either way.
    const hashed = await hashPassword(password);
    const made = await this.makeAccount({ ...value, email, password: hashed }, trust.id);
    const mailer = this.app.get('mailer');
    if (made) {
      const token = await issueLink(this.db, made, 'verifyEmail', VERIFY_LINK_HOURS * 60);
      mailer.sendLater({
        to: email,
        subject: `Verify your email to join ${trust.name}'s bank`,
        text: `Hello ${value.firstname},\n\nThank you for applying to ${trust.name}'s staff bank. Follow this link within ${VERIFY_LINK_HOURS} hours to verify your email address. Then sign in to the Bankshift app with this address and send your right-to-work evidence: the bank office checks it, and once it approves you, you book shifts in the app.`,
        link: `${config.publicUrl}/verifyUserEmail/${token}`,
      });
    } else {
      mailer.sendLater({
        to: email,
        subject: `Your application to ${trust.name}'s bank`,
        text: `Someone, perhaps you, tried to sign up to ${trust.name}'s staff bank with this address. You already have a Bankshift account: sign in with it (nurses in the Bankshift app), or follow this link to choose a new password if you have forgotten it. If this was not you, you can ignore this email.`,
        link: `${config.publicUrl}/forgot-password`,
      });
    }
    return { email };
  }

  /** The new account and its pending NURSE role, or undefined when the address is taken (even by a racing sign-up). */
  private async makeAccount(value: Row, trustId: number): Promise<number | undefined> {
    try {
      return await this.db.transaction(async (trx) => {
        if (await trx('users').where({ email: value.email }).first('id')) return undefined;
        const nurseRole = await trx('trust_roles')
          .where({ trustId, roleType: 'NURSE' })
          .orderBy([{ column: 'isDefault', order: 'desc' }, 'id'])
          .first('id');
        if (!nurseRole) throw badField('trustId', 'takes no nurses yet');
        const user = await new Writer(trx, {}).insert(ACCOUNTS, {
          email: value.email,
          password: value.password,
          firstname: value.firstname,
          lastname: value.lastname,
          phoneNumber: value.phoneNumber,
          isVerified: false,
        });
        const actor = { user: { id: user.id, email: user.email } };
        await new Writer(trx, actor).insert(MEMBERSHIPS, {
          userId: user.id,
          trustRoleId: nurseRole.id,
          approvalStatus: 'pending',
          jobTitleTypeId: value.jobTitleTypeId,
          bandTypeId: value.bandTypeId,
        });
        return user.id as number;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return undefined;
      throw error;
    }
  }
}

export const SIGN_UP_SERVICES: ServiceEntry[] = [
  {
    path: 'api/v3/sign-up-options',
    what: 'sign-up options',
    methods: { find: 'anyone' },
    serve: (app) => ({ find: () => signUpOptions(app.get('database').knex) }),
  },
  { path: 'api/v3/users', what: 'accounts', methods: { create: 'anyone' }, serve: (app) => new SignUpService(app) },
];

/** authmanagement verifySignupLong: the account's email is verified by following its link, once. Answers { email }. */
export async function verifySignup(app: Application, token: string) {
  const db = app.get('database').knex;
  const link = await linkedUser(db, token, 'verifyEmail');
  await db.transaction(async (trx) => {
    await useLink(trx, link, 'verifyEmail');
    const before = await trx('users').where({ id: link.userId }).forUpdate().first();
    await new Writer(trx, { user: { id: link.userId, email: link.email } }).update(ACCOUNTS, before, {
      isVerified: true,
    });
  });
  return { email: link.email };
}

/** authmanagement resendVerifySignup: a new link for an account not yet verified; always answers {}. */
export async function resendVerifySignup(app: Application, email: string, ip = 'unknown') {
  const db = app.get('database').knex;
  const config = app.get('config');
  await limitMailedRequests(
    db,
    config,
    { subject: `sign-up:${email}`, address: `sign-up-address:${ip}` },
    'verification',
  );
  const user = await db('users').where({ email, isVerified: false, isActive: true }).first('id', 'firstname');
  if (!user) return {};
  const token = await issueLink(db, user.id, 'verifyEmail', VERIFY_LINK_HOURS * 60);
  app.get('mailer').sendLater({
    to: email,
    subject: 'Verify your email address',
    text: `Hello ${user.firstname},\n\nFollow this link within ${VERIFY_LINK_HOURS} hours to verify your email address.`,
    link: `${config.publicUrl}/verifyUserEmail/${token}`,
  });
  return {};
}
