/**
 * POST /api/v1/users/avatar (spec 7.1, older v1 call): a signed-in user's new avatar, multipart/form-data in
 * the field `avatar`, a PNG, JPEG or WebP image (told by its first bytes) of at most 2 MB. Answers { imageUrl }.
 */
import { AVATAR_MAX_BYTES } from '../../domain/images';
import type { Params } from '../declarations';
import { readUploads, uploadedImage } from '../uploads';
import { ACCOUNTS, Writer } from '../writes';
import type { ServiceEntry } from './mount';
import { publishAccount } from './account';

export const AVATAR_PATH = 'api/v1/users/avatar';
const TOO_LARGE = 'The avatar is too large: at most 2 MB';

/** Koa middleware: an avatar upload's file, for the service in params.uploads. */
export const readAvatarUpload = () =>
  readUploads({ path: AVATAR_PATH, field: 'avatar', maxBytes: AVATAR_MAX_BYTES, maxFiles: 1, tooLarge: TOO_LARGE });

/** A signed-in user's own avatar, under any role. */
export const AVATAR_SERVICES: ServiceEntry[] = [
  {
    path: AVATAR_PATH,
    what: 'the avatar',
    methods: { create: 'signed-in' },
    serve: (app) => ({
      async create(_data: unknown, params: Params): Promise<{ imageUrl: string }> {
        const { data, type } = uploadedImage(params, 'avatar');
        const db = app.get('database').knex;
        const files = app.get('files');
        const key = await files.replace('avatars', type, data, (saved) =>
          db.transaction(async (trx) => {
            const before = await trx('users').where({ id: params.user!.id }).forUpdate().first();
            await new Writer(trx, { user: params.user }).update(ACCOUNTS, before, { imageUrl: saved });
            return before?.imageUrl ?? null;
          }),
        );
        await publishAccount(app, params.user!.id);
        return { imageUrl: files.urlOf(key)! };
      },
    }),
  },
];
