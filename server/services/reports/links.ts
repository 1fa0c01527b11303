/**
 * A made report's download links: /api/v3/report-files/<id>.<xlsx|csv>?expires=<unix seconds>&signature=<HMAC>. A link
 * is signed for its requester (the signature covers the file, the user and the expiry), lives REPORT_LINK_MINUTES
 * from the moment the request is read, and is followed signed in as that user: the console downloads it with its
 * token. Anyone else, a changed link or an expired one is refused.
 */
import crypto from 'node:crypto';
import { Forbidden, Gone } from '@feathersjs/errors';
import { REPORT_LINK_MINUTES } from '../../../domain/reports';

export const REPORT_FILES_PATH = 'api/v3/report-files';
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface ReportLinks {
  /** The signed path of a request's file for its requester, as of `now`. */
  urlOf(requestId: number, format: ReportFormat, userId: number, now: Date): string;
  /** Refuses a link not signed for this user (403), or expired (410). */
  verify(file: string, userId: number, query: Record<string, unknown>, now: Date): void;
}

export function reportLinks(secret: string): ReportLinks {
  // A key of its own, so that a report link's signature stands for nothing else signed with the secret.
  const key = crypto.createHmac('sha256', secret).update('bankshift report links').digest();
  const sign = (file: string, userId: number, expires: number) =>
    crypto.createHmac('sha256', key).update(`${file}\n${userId}\n${expires}`).digest('base64url');
  return {
    urlOf(requestId, format, userId, now) {
      const file = `${requestId}.${format}`;
      const expires = Math.floor(now.getTime() / 1000) + REPORT_LINK_MINUTES * 60;
      return `/${REPORT_FILES_PATH}/${file}?expires=${expires}&signature=${sign(file, userId, expires)}`;
    },
    verify(file, userId, query, now) {
      const { expires, signature } = query;
      const refused = () =>
        new Forbidden('This report link is not yours, or not a link we made', { missingPermissions: [] });
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) throw refused();
      const expected = Buffer.from(sign(file, userId, Number(expires)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw refused();
      if (Number(expires) * 1000 <= now.getTime())
        throw new Gone('This report link has expired: open Shift Reports again for a new one');
    },
  };
}
