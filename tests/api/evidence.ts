/** Sending right-to-work evidence as the mobile app would: multipart/form-data under the nurse's role. */
import type { Harness, Session } from './harness';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export interface EvidenceFile {
  name: string;
  data: Buffer | string;
  type?: string;
}

export const passport = (expiresOn?: string) => ({
  documentType: 'passport',
  documentNumber: '123456789',
  ...(expiresOn ? { expiresOn } : {}),
});

export async function sendEvidence(
  h: Harness,
  nurse: Session,
  role: number,
  fields: Record<string, string>,
  files: EvidenceFile[] = [{ name: 'passport.pdf', data: PDF }],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      'files',
      new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type ?? 'application/pdf' }),
      f.name,
    );
  const res = await fetch(`${h.url}/api/v3/righttoworkrequests?role=${role}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${nurse.token}` },
  });
  return { status: res.status, body: await res.json() };
}
