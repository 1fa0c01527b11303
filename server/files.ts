/**
 * Stored files (avatars, right-to-work evidence, trusts' logos) under <DATA_DIR>/files, or a temporary folder for an in-memory
 * server. They are served only at signed, expiring URLs: GET /api/v3/files/<key>?expires=<unix seconds>&signature=<HMAC>,
 * handed out only in the answers of the services that may show them (evidence: to the nurse's trust). A link lives a
 * day for an avatar or a logo, a quarter of an hour for evidence.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Forbidden, NotFound } from '@feathersjs/errors';
import type { Context, Next } from 'koa';
import type { Config } from './config';

export const FILES_PREFIX = '/api/v3/files/';
const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' } as const;
export type FileExtension = keyof typeof TYPES;
/** How long a signed link lives, by the folder of the file. */
export const LINK_SECONDS = { avatars: 24 * 3600, evidence: 15 * 60, logos: 24 * 3600 } as const;
export type FileFolder = keyof typeof LINK_SECONDS;
const KEY = /^(avatars|evidence|logos)\/[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;

export interface FileStore {
  save(folder: FileFolder, extension: FileExtension, data: Buffer): Promise<string>;
  /** Removes a stored file; a key that is not one of ours (an older absolute URL) is left alone. */
  remove(key: string | null): Promise<void>;
  /**
   * Stores a file that replaces another: saves it, then `swap` writes its key where the old one was and answers the
   * old key. The old file is deleted once the swap is done; the new one, if the swap fails. Answers the new key.
   */
  replace(
    folder: FileFolder,
    extension: FileExtension,
    data: Buffer,
    swap: (key: string) => Promise<string | null>,
  ): Promise<string>;
  /** An absolute URL is answered as it is; a key gets a freshly signed path. */
  urlOf(key: string | null): string | null;
  /** The directory of a folder of files served otherwise (a manager's reports, server/services/reports), made if missing. */
  directory(folder: 'reports'): Promise<string>;
  /** Koa middleware: answers GET /api/v3/files/<key>, passes anything else on. */
  handle(ctx: Context, next: Next): Promise<void>;
  close(): Promise<void>;
}

export function createFileStore(config: Pick<Config, 'dataDir' | 'inMemory'>, secret: string): FileStore {
  // A key of its own, so a file signature can never stand for anything else signed with the secret.
  const key = crypto.createHmac('sha256', secret).update('bankshift files').digest();
  const sign = (fileKey: string, expires: number) =>
    crypto.createHmac('sha256', key).update(`${fileKey}\n${expires}`).digest('base64url');
  let dir: string | undefined;
  const root = () => {
    dir ??= config.inMemory
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'bankshift-files-'))
      : path.join(config.dataDir, 'files');
    return dir;
  };
  const pathOf = (fileKey: string) => path.join(root(), fileKey);

  function verify(fileKey: string, query: Record<string, unknown>) {
    const { expires, signature } = query;
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) {
      throw new Forbidden('This file link is not signed', { missingPermissions: [] });
    }
    const expected = Buffer.from(sign(fileKey, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      throw new Forbidden('This file link is not valid', { missingPermissions: [] });
    }
    if (Number(expires) * 1000 < Date.now())
      throw new Forbidden('This file link has expired', { missingPermissions: [] });
  }

  return {
    async save(folder, extension, data) {
      const fileKey = `${folder}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
      await fs.promises.mkdir(path.dirname(pathOf(fileKey)), { recursive: true });
      await fs.promises.writeFile(pathOf(fileKey), data, { flag: 'wx' });
      return fileKey;
    },
    async remove(fileKey) {
      if (fileKey && KEY.test(fileKey)) await fs.promises.rm(pathOf(fileKey), { force: true });
    },
    async replace(folder, extension, data, swap) {
      const fileKey = await this.save(folder, extension, data);
      let previous: string | null;
      try {
        previous = await swap(fileKey);
      } catch (error) {
        await this.remove(fileKey);
        throw error;
      }
      await this.remove(previous);
      return fileKey;
    },
    async directory(folder) {
      const made = path.join(root(), folder);
      await fs.promises.mkdir(made, { recursive: true });
      return made;
    },
    urlOf(fileKey) {
      if (!fileKey || /^https?:\/\//.test(fileKey)) return fileKey;
      const expires = Math.floor(Date.now() / 1000) + LINK_SECONDS[fileKey.split('/')[0] as FileFolder];
      return `${FILES_PREFIX}${fileKey}?expires=${expires}&signature=${sign(fileKey, expires)}`;
    },
    async handle(ctx, next) {
      if (!ctx.path.startsWith(FILES_PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
      const fileKey = ctx.path.slice(FILES_PREFIX.length);
      verify(fileKey, ctx.query);
      const stat = KEY.test(fileKey) ? await fs.promises.stat(pathOf(fileKey)).catch(() => undefined) : undefined;
      if (!stat?.isFile()) throw new NotFound('No such file');
      const remaining = Math.max(0, Number(ctx.query.expires) - Math.floor(Date.now() / 1000));
      // Shown where a page embeds it (an avatar's <img>), saved as a file when opened: never rendered as a page of ours.
      ctx.attachment(path.basename(fileKey));
      ctx.type = TYPES[fileKey.split('.').pop() as FileExtension];
      ctx.length = stat.size;
      ctx.set('Cache-Control', `private, max-age=${remaining}`);
      ctx.body = fs.createReadStream(pathOf(fileKey));
    },
    async close() {
      if (config.inMemory && dir) await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}
