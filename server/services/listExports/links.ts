/**
 * A list export's link: the list, its query, and the user, role and trust it was asked for, signed with a key of its
 * own (so that its signature stands for nothing else signed with the secret), good until it expires.
 */
import crypto from 'node:crypto';
import { Forbidden, Gone } from '@feathersjs/errors';
import { LIST_EXPORT_FILES_PATH } from '../../../domain/listExports';

export interface Link {
  list: string;
  query: Record<string, unknown>;
  userId: number;
  roleId: number;
  /** The trust a super admin narrowed the list to (x-institutionid), if any. */
  institutionId?: number;
  /** Unix seconds. */
  expires: number;
}

export function exportLinks(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('bankshift list exports').digest();
  const sign = (token: string) => crypto.createHmac('sha256', key).update(token).digest('base64url');
  return {
    urlOf(link: Link) {
      const token = Buffer.from(JSON.stringify(link)).toString('base64url');
      return `/api/v3/${LIST_EXPORT_FILES_PATH}/${token}.csv?signature=${sign(token)}`;
    },
    verify(token: string, signature: unknown, now: Date): Link {
      const refused = () =>
        new Forbidden('This export link is not one we made: export the list again', { missingPermissions: [] });
      const given = Buffer.from(typeof signature === 'string' ? signature : '');
      const expected = Buffer.from(sign(token));
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw refused();
      const link = JSON.parse(Buffer.from(token, 'base64url').toString()) as Link;
      if (link.expires * 1000 <= now.getTime()) throw new Gone('This export link has expired: export the list again');
      return link;
    },
  };
}
