/**
 * POST /api/v1/users/avatar (spec 7.1, older v1 call): a signed-in user's new avatar, multipart/form-data in
 * the field `avatar`, a PNG, JPEG or WebP image (told by its first bytes) of at most 2 MB. Answers { imageUrl }.
 */
import fs from 'node:fs';
import { BadRequest } from '@feathersjs/errors';
import { bodyParser } from '@feathersjs/koa';
import type { Context, Next } from 'koa';
import type { Application, Params } from '../declarations';
import type { FileExtension } from '../files';
import { ACCOUNTS, Writer } from '../writes';
import type { ServiceEntry } from './mount';
import { publishAccount } from './account';

export const AVATAR_PATH = 'api/v1/users/avatar';
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const TOO_LARGE = 'The avatar is too large: at most 2 MB';

/** The image type by its magic bytes, whatever the file is called or claims to be. */
export function imageTypeOf(data: Buffer): FileExtension | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length > 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Koa middleware: reads the multipart body of an avatar upload (only when the call carries a token) and hands
 * the file to the service in params.avatar. The temporary file formidable writes is removed at once.
 */
export function readAvatarUpload() {
  const parse = bodyParser({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: { maxFileSize: MAX_AVATAR_BYTES, maxFiles: 1, maxFields: 10, allowEmptyFiles: false },
    onError(error: Error & { code?: number }) {
      // formidable's error codes
      if (error.code === 1009 || error.code === 1016) throw Object.assign(new Error(TOO_LARGE), { status: 413, expose: true });
      if (error.code === 1010) throw new BadRequest('The avatar file is empty', { errors: [{ field: 'avatar', message: 'is empty' }] });
      if (error.code === 1015) throw new BadRequest("Send one file, in the field 'avatar'", { errors: [{ field: 'avatar', message: 'must be one file' }] });
      throw new BadRequest(`The upload could not be read: ${error.message}`);
    },
  });
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== `/${AVATAR_PATH}` || ctx.method !== 'POST' || !ctx.is('multipart') || !ctx.get('authorization')) return next();
    await parse(ctx, async () => {});
    const files = Object.values(ctx.request.files ?? {}).flat();
    try {
      const file = [ctx.request.files?.avatar ?? []].flat()[0];
      if (file) ctx.feathers = { ...ctx.feathers, avatar: await fs.promises.readFile(file.filepath) } as typeof ctx.feathers;
    } finally {
      await Promise.all(files.map((f) => fs.promises.rm(f.filepath, { force: true })));
    }
    ctx.request.body = {};
    return next();
  };
}

/** A signed-in user's own avatar, under any role. */
export const AVATAR_SERVICES: ServiceEntry[] = [
  {
    path: AVATAR_PATH,
    what: 'the avatar',
    methods: { create: 'signed-in' },
    serve: (app) => ({
      async create(_data: unknown, params: Params): Promise<{ imageUrl: string }> {
        const image = params.avatar;
        if (!image) {
          throw new BadRequest("Send the image as multipart/form-data in the field 'avatar'", { errors: [{ field: 'avatar', message: 'is required' }] });
        }
        const type = imageTypeOf(image);
        if (!type) throw new BadRequest('avatar: must be a PNG, JPEG or WebP image', { errors: [{ field: 'avatar', message: 'must be a PNG, JPEG or WebP image' }] });
        const files = app.get('files');
        const db = app.get('database').knex;
        const key = await files.save('avatars', type, image);
        const previous = await db.transaction(async (trx) => {
          const before = await trx('users').where({ id: params.user!.id }).forUpdate().first();
          await new Writer(trx, { user: params.user }).update(ACCOUNTS, before, { imageUrl: key });
          return before?.imageUrl ?? null;
        });
        await files.remove(previous);
        await publishAccount(app, params.user!.id);
        return { imageUrl: files.urlOf(key)! };
      },
    }),
  },
];

