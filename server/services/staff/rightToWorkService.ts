/**
 * Right-to-work evidence (resources/righttoworkrequests, a view of right_to_work_requests; domain/rightToWork.ts).
 * - create: a nurse of the trust (an applicant too) sends the document's type, number and end, and one to four files
 *   (PDF, JPEG or PNG by their bytes, 10 MB each) as multipart/form-data in `files`. One request waits at a time.
 *   The files are stored under DATA_DIR (files.ts) and the bank office is told.
 * - read: the bank office of the trust (a manager tied to a care location: the nurses who may work there); a nurse reads
 *   their own. Each file is answered as a link signed for a quarter of an hour: only those who read the request get one.
 * - approve, decline, ban: decided once, never by the nurse themself (403), under the nurse's lock; the decision carries
 *   to the membership (membershipAfter: a ban withdraws their open applications), all audited, and the nurse is told.
 *   An approved permission that ends is flagged 30 days ahead (rightToWorkExpiry.ts).
 */
import { BadRequest, Conflict, Forbidden, MethodNotAllowed } from '@feathersjs/errors';
import type { Id } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { instantDayLabel } from '../../../domain/dateLabels';
import {
  EVIDENCE_DECISIONS,
  EVIDENCE_FILE_TYPES,
  expiryOnSendingRefusal,
  MAX_EVIDENCE_FILES,
  membershipAfter,
  type EvidenceDecision,
  type EvidenceFile,
} from '../../../domain/rightToWork';
import { localDate } from '../../../domain/time';
import { EVIDENCE_FORM } from '../../../resources/righttoworkrequests/evidence';
import { describeErrors, validateRecord } from '../../../resources/validate';
import type { Params } from '../../declarations';
import { notify, type NotificationInput } from '../../notify';
import type { Command } from '../../commands';
import { badField } from '../../query';
import { fileTypeOf } from '../../uploads';
import { lockNurse } from '../jobs/booking';
import { ResourceService, type RowViewer } from '../resourceService';
import { refuseIncompleteProfile } from './profileReview';
import { scheduleExpiryWarning } from './rightToWorkExpiry';
import { holdersOf } from '../holders';
import { withdrawOpenApplications } from './standing';
import { MEMBERSHIPS, RIGHT_TO_WORK } from './tables';
import type { Row } from '../../db/row';

export class RightToWorkService extends ResourceService {
  protected restrict(qb: Knex.QueryBuilder, params: Params) {
    const role = params.actingRole;
    if (role?.roleLevel === 'NURSE') {
      qb.where(`${this.table}.userId`, params.user?.id ?? 0);
    } else if (role?.careLocationId != null) {
      qb.where((w) =>
        w.whereNull(`${this.table}.careLocationId`).orWhere(`${this.table}.careLocationId`, role.careLocationId),
      );
    }
  }

  async whoSees(row: Row): Promise<RowViewer> {
    return (role, userId) =>
      role.roleLevel === 'NURSE'
        ? userId === row.userId
        : role.careLocationId == null || row.careLocationId == null || row.careLocationId === role.careLocationId;
  }

  async answerRows(rows: Row[]): Promise<Row[]> {
    return (await super.answerRows(rows)).map((r) => this.answer(r));
  }

  async get(id: Id, params: Params = {}) {
    return this.answer(await super.get(id, params));
  }

  /** A request with its files as signed links (their keys stay with us). */
  private answer(row: Row): Row {
    const files = this.app.get('files');
    const stored: EvidenceFile[] = typeof row.files === 'string' ? JSON.parse(row.files) : (row.files ?? []);
    return { ...row, files: stored.map(({ key, ...file }) => ({ ...file, url: files.urlOf(key) })) };
  }

  async create(data: Row, params: Params = {}) {
    if (Array.isArray(data)) throw new MethodNotAllowed('Send one request at a time');
    const role = params.actingRole;
    const userId = params.user?.id;
    if (!role || role.trustId === null || userId === undefined)
      throw new Forbidden('Send your evidence under your NURSE role', { missingPermissions: [] });
    const { value, errors } = validateRecord(EVIDENCE_FORM, data, 'create');
    if (errors.length) throw new BadRequest(describeErrors(EVIDENCE_FORM, errors), { errors });
    const now = this.app.get('clock').now();
    const ended = expiryOnSendingRefusal((value.expiresOn as string | undefined) ?? null, localDate(now));
    if (ended) throw badField('expiresOn', ended);
    const files = this.checkedFiles(params);
    const store = this.app.get('files');
    const stored: EvidenceFile[] = [];
    let request: Row;
    try {
      for (const file of files)
        stored.push({
          key: await store.save('evidence', file.type, file.data),
          name: file.name,
          type: file.type,
          size: file.data.length,
        });
      request = await this.change(async (trx) => {
        await lockNurse(trx, userId);
        const waiting = await trx('right_to_work_requests')
          .where({ userId, trustId: role.trustId, status: 'pending' })
          .first('createdAt');
        if (waiting)
          throw new Conflict(
            `Your evidence sent on ${instantDayLabel(waiting.createdAt)} is waiting for a decision: send more once it is decided`,
          );
        return this.writer(trx, params).insert(RIGHT_TO_WORK, {
          userId,
          trustId: role.trustId,
          documentType: value.documentType,
          documentNumber: String(value.documentNumber).toUpperCase(),
          expiresOn: value.expiresOn ?? null,
          files: stored,
          status: 'pending',
        });
      });
    } catch (error) {
      // Refused or failed: the files it stored go with it.
      await Promise.all(stored.map((f) => store.remove(f.key)));
      throw error;
    }
    const sender = `${params.user!.firstname} ${params.user!.lastname}`;
    const managers = await holdersOf(
      this.db,
      { trustId: role.trustId, careLocationId: role.careLocationId },
      'MANAGE_USERS',
    );
    await notify(
      this.app,
      managers.map((id) => ({
        userId: id,
        type: 'RIGHT_TO_WORK_SENT' as const,
        title: 'Right-to-work evidence to check',
        body: `${sender} sent right-to-work evidence for a decision.`,
      })),
    );
    // As the sender reads it (an internal call: its hooks ran for the create).
    return this.get(request.id, { ...params, provider: undefined });
  }

  /** The uploaded files, each a PDF, JPEG or PNG by its bytes (its name and claimed type count for nothing). */
  private checkedFiles(params: Params) {
    const uploads = params.uploads ?? [];
    if (!uploads.length) {
      throw badField(
        'files',
        `send one to ${MAX_EVIDENCE_FILES} files (PDF, JPEG or PNG) as multipart/form-data in the field 'files'`,
      );
    }
    return uploads.map((upload) => {
      const type = fileTypeOf(upload.data, EVIDENCE_FILE_TYPES);
      if (!type) throw badField('files', `${upload.name} is not a PDF, JPEG or PNG file`);
      return { ...upload, type };
    });
  }

  protected readonly commands: Record<string, Command> = Object.fromEntries(
    (Object.keys(EVIDENCE_DECISIONS) as EvidenceDecision[]).map((decision) => [decision, this.deciding(decision)]),
  );

  /** A decision on the request, locked with the rows behind it: never one's own evidence; the nurse is told. */
  private deciding(decision: EvidenceDecision): Command {
    return async ({ locked: { row: existing }, input, params, trx, writer, now }) => {
      if (existing.userId === params.user?.id)
        throw new Forbidden('Nobody decides their own right-to-work evidence', { missingPermissions: [] });
      await lockNurse(trx, existing.userId);
      const by = params.user?.id ?? null;
      const reason = input.reason ?? null;
      const request = await trx('right_to_work_requests').where({ id: existing.id }).forUpdate().first();
      const decided = await writer.update(RIGHT_TO_WORK, request, {
        status: EVIDENCE_DECISIONS[decision].to,
        decidedBy: by,
        decidedAt: now,
        decisionReason: reason,
      });
      const member = await trx('user_roles as ur')
        .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
        .where({ 'ur.userId': existing.userId, 'tr.trustId': existing.trustId, 'tr.roleType': 'NURSE' })
        .whereNull('ur.deletedAt')
        .orderBy('ur.id')
        .forUpdate('ur')
        .first('ur.*');
      const next = member && membershipAfter(decision, member.approvalStatus);
      if (member && next === 'approved' && member.approvalStatus !== 'approved')
        await refuseIncompleteProfile(trx, member.id, existing.trustId);
      if (member && next !== member.approvalStatus) {
        if (next === 'banned')
          await withdrawOpenApplications(
            trx,
            writer,
            existing.userId,
            { trustId: existing.trustId, careLocationId: null },
            now,
            by,
          );
        await writer.update(MEMBERSHIPS, member, {
          approvalStatus: next,
          decidedBy: by,
          decidedAt: now,
          decisionReason: reason,
        });
      }
      if (decided.status === 'approved' && decided.expiresOn)
        await scheduleExpiryWarning(this.app, { id: decided.id, expiresOn: decided.expiresOn }, trx);
      const row = await this.loadVisible(trx, existing.id, {});
      return { row, notices: [await noticeOf(trx, row, decision)] };
    };
  }
}

/** What the nurse is told of a decision on their evidence. */
async function noticeOf(db: Knex, request: Row, decision: EvidenceDecision): Promise<NotificationInput> {
  const { name: trust } = await db('trusts').where({ id: request.trustId }).first('name');
  const why = request.decisionReason ? ` Reason: ${request.decisionReason}` : '';
  const say = (title: string, body: string) => ({
    userId: request.userId as number,
    type:
      decision === 'approve' && request.memberStatus === 'approved'
        ? ('USER_APPROVED' as const)
        : ('USER_UPDATED' as const),
    title,
    body,
  });
  if (decision === 'approve') {
    return say(
      'Your right to work is checked',
      request.memberStatus === 'approved'
        ? `You can apply for shifts with ${trust}'s bank.`
        : `${trust} approved your right-to-work evidence.`,
    );
  }
  if (decision === 'decline')
    return say(
      'Your right-to-work evidence was declined',
      `${trust} could not accept your right-to-work evidence: please send it again.${why}`,
    );
  return say('You are banned', `You are banned from ${trust}'s bank and your open applications were withdrawn.${why}`);
}
