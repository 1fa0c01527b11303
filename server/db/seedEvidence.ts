/**
 * Demo right-to-work evidence (issue 11): the pending applicants' evidence waiting in New applicants (scans marked
 * SPECIMEN, where the demo has a file store), the declined and banned applicants' decided evidence, and approved
 * evidence for every nurse on a bank: most with no time limit, some ending in a year or more, Leo Barnes's (nurse18)
 * ending within 30 days (flagged at start: a task due now) and Evie Howard's (nurse17) ended three days ago.
 */
import type { Knex } from 'knex';
import { addDays, localDate } from '../../domain/time';
import type { DocumentType, EvidenceFile, EvidenceStatus } from '../../domain/rightToWork';
import type { FileStore } from '../files';
import { EXPIRY_TASK, expiryWarningTask } from '../services/staff/rightToWorkExpiry';

/** A one-page PDF saying what it is: a specimen scan of the demo. */
export function specimenPdf(title: string): Buffer {
  const text = `BT /F1 20 Tf 60 760 Td (SPECIMEN - demo evidence) Tj 0 -32 Td /F1 14 Tf (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface DemoEvidence {
  handle: string;
  trust: 'Northfield' | 'Southgate';
  type: DocumentType;
  /** Days from today the permission ends; null: no time limit. */
  endsIn: number | null;
  status: EvidenceStatus;
  reason?: string;
}

const DECIDED_OR_WAITING: DemoEvidence[] = [
  { handle: 'applicant1', trust: 'Northfield', type: 'passport', endsIn: 1100, status: 'pending' },
  { handle: 'applicant2', trust: 'Northfield', type: 'share-code', endsIn: 210, status: 'pending' },
  { handle: 'applicant7', trust: 'Southgate', type: 'biometric-residence-permit', endsIn: 640, status: 'pending' },
  {
    handle: 'applicant4',
    trust: 'Northfield',
    type: 'visa',
    endsIn: 90,
    status: 'declined',
    reason: 'The visa shown does not allow work in the UK',
  },
  {
    handle: 'applicant5',
    trust: 'Northfield',
    type: 'passport',
    endsIn: 2000,
    status: 'banned',
    reason: 'The passport number belongs to someone else',
  },
  { handle: 'applicant8', trust: 'Northfield', type: 'passport', endsIn: null, status: 'approved' },
];

/** The nurses whose approved permission ends (days from today); every other nurse's has no time limit. */
const ENDING: Record<string, { type: DocumentType; endsIn: number }> = {
  nurse3: { type: 'biometric-residence-permit', endsIn: 420 },
  nurse8: { type: 'share-code', endsIn: 365 },
  nurse12: { type: 'visa', endsIn: 700 },
  nurse17: { type: 'biometric-residence-permit', endsIn: -3 },
  nurse18: { type: 'share-code', endsIn: 20 },
};

/** `deciders`: who decided a trust's evidence, by trust id. */
export async function seedEvidence(knex: Knex, now: Date, deciders: Map<number, number>, files?: FileStore) {
  const today = localDate(now);
  const trustId = async (name: string) =>
    (
      await knex('trusts')
        .where({ name: `${name} NHS Trust` })
        .first('id')
    ).id as number;
  const scans = async (title: string, withPhoto: boolean): Promise<EvidenceFile[]> => {
    if (!files) return [];
    const pdf = specimenPdf(title);
    const out: EvidenceFile[] = [
      { key: await files.save('evidence', 'pdf', pdf), name: 'document.pdf', type: 'pdf', size: pdf.length },
    ];
    if (withPhoto) {
      const photo = specimenPdf(`${title}: photo page`);
      out.push({
        key: await files.save('evidence', 'pdf', photo),
        name: 'photo-page.pdf',
        type: 'pdf',
        size: photo.length,
      });
    }
    return out;
  };
  const number = (userId: number, type: DocumentType) =>
    `${type === 'share-code' ? 'W' : type === 'passport' ? '5' : 'ZX'}${String(48_213_000 + userId * 37)}`;

  for (const e of DECIDED_OR_WAITING) {
    const user = await knex('users')
      .where({ email: `${e.handle}@bankshift.test` })
      .first('id', 'firstname', 'lastname');
    const trust = await trustId(e.trust);
    await knex('right_to_work_requests').insert({
      userId: user.id,
      trustId: trust,
      documentType: e.type,
      documentNumber: number(user.id, e.type),
      expiresOn: e.endsIn === null ? null : addDays(today, e.endsIn),
      files: JSON.stringify(await scans(`${user.firstname} ${user.lastname}: ${e.type}`, e.handle === 'applicant1')),
      status: e.status,
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
      ...(e.status === 'pending' ? {} : { decidedBy: deciders.get(trust), decidedAt: now, decisionReason: e.reason }),
    });
  }

  const members = await knex('user_roles as ur')
    .join('trust_roles as tr', 'tr.id', 'ur.trustRoleId')
    .join('users as u', 'u.id', 'ur.userId')
    .where({ 'tr.roleType': 'NURSE', 'ur.approvalStatus': 'approved' })
    .where('u.email', 'like', 'nurse%')
    .orderBy('ur.id')
    .select('ur.userId', 'tr.trustId', 'u.email');
  for (const m of members) {
    const ending = ENDING[m.email.split('@')[0]];
    const type = ending?.type ?? 'passport';
    const expiresOn = ending ? addDays(today, ending.endsIn) : null;
    const [row] = await knex('right_to_work_requests')
      .insert({
        userId: m.userId,
        trustId: m.trustId,
        documentType: type,
        documentNumber: number(m.userId, type),
        expiresOn,
        status: 'approved',
        decidedBy: deciders.get(m.trustId),
        decidedAt: new Date(now.getTime() - 200 * 86_400_000),
        createdAt: new Date(now.getTime() - 201 * 86_400_000),
      })
      .returning('id');
    // As approval leaves it: the warning of an ending permission waits for its day, or is due at once.
    if (expiresOn && expiresOn >= today) {
      const { key, runAt, payload } = expiryWarningTask({ id: row.id, expiresOn }, now);
      await knex('scheduled_tasks').insert({
        kind: EXPIRY_TASK,
        key,
        runAt,
        payload: JSON.stringify(payload),
        status: 'pending',
        attempts: 0,
      });
    }
  }
}
