/**
 * POST /api/v1/users/avatar (spec 7.1, older v1 call): a signed-in user's new avatar, multipart/form-data in
 * the field `avatar`, a PNG, JPEG or WebP image (told by its first bytes) of at most 2 MB. Answers { imageUrl }.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Application, Params } from '../declarations';
import { fileTypeOf, readUploads } from '../uploads';
import { ACCOUNTS, Writer } from '../writes';
import type { ServiceEntry } from './mount';
import { publishAccount } from './account';

export const AVATAR_PATH = 'api/v1/users/avatar';
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const TOO_LARGE = 'The avatar is too large: at most 2 MB';

/** Koa middleware: an avatar upload's file, for the service in params.uploads. */
export const readAvatarUpload = () => readUploads({ path: AVATAR_PATH, field: 'avatar', maxBytes: MAX_AVATAR_BYTES, maxFiles: 1, tooLarge: TOO_LARGE });

/** A signed-in user's own avatar, under any role. */
export const AVATAR_SERVICES: ServiceEntry[] = [
  {
    path: AVATAR_PATH,
    what: 'the avatar',
    methods: { create: 'signed-in' },
    serve: (app) => ({
      async create(_data: unknown, params: Params): Promise<{ imageUrl: string }> {
        const image = params.uploads?.[0]?.data;
        if (!image) {
          throw new BadRequest("Send the image as multipart/form-data in the field 'avatar'", { errors: [{ field: 'avatar', message: 'is required' }] });
        }
        const type = fileTypeOf(image, ['png', 'jpg', 'webp']);
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

