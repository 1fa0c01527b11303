/**
 * POST trust-logos (issue 12): a trust's logo, multipart/form-data with the image in the field `logo` and the trust in
 * the field `trustId`: a PNG, JPEG or WebP image (told by its first bytes) of at most 1 MB, stored behind signed
 * links (server/files.ts). The trust's own admin (EDIT_TRUST_DETAILS) or the super admin sets it; the change is
 * audited on the trust, and the logo it replaces is deleted. Answers { id, logoUrl } (a signed link).
 */
import { BadRequest } from '@feathersjs/errors';
import { isSuperAdmin } from '../../../domain/access';
import { LOGO_MAX_BYTES, TRUST_DETAILS_EDIT } from '../../../domain/trustDetails';
import trusts from '../../../resources/trusts';
import type { Application, Params } from '../../declarations';
import { servicePath } from '../../resources';
import { badField } from '../../query';
import { fileTypeOf, readUploads } from '../../uploads';
import { actorOf, auditedOf, Writer } from '../../writes';
import type { ServiceEntry } from '../mount';

const TRUSTS = auditedOf(trusts);
export const LOGO_PATH = servicePath('trust-logos');

/** Koa middleware: a logo upload's file, for the service in params.uploads. */
export const readLogoUpload = () => readUploads({ path: LOGO_PATH, field: 'logo', maxBytes: LOGO_MAX_BYTES, maxFiles: 1, tooLarge: 'The logo is too large: at most 1 MB' });

async function setLogo(app: Application, data: unknown, params: Params): Promise<{ id: number; logoUrl: string }> {
  const image = params.uploads?.[0]?.data;
  if (!image) throw new BadRequest("Send the image as multipart/form-data in the field 'logo'", { errors: [{ field: 'logo', message: 'is required' }] });
  const type = fileTypeOf(image, ['png', 'jpg', 'webp']);
  if (!type) throw new BadRequest('logo: must be a PNG, JPEG or WebP image', { errors: [{ field: 'logo', message: 'must be a PNG, JPEG or WebP image' }] });
  const trustId = Number((data as { trustId?: unknown } | undefined)?.trustId);
  const role = params.actingRole!;
  if (!Number.isInteger(trustId) || trustId <= 0) throw badField('trustId', 'is required: the trust whose logo this is');
  if (!isSuperAdmin(role) && role.trustId !== trustId) throw badField('trustId', `no trust with id ${trustId} of yours`);
  const db = app.get('database').knex;
  if (!(await db('trusts').where({ id: trustId }).first('id'))) throw badField('trustId', `no trust with id ${trustId}`);
  const files = app.get('files');
  const key = await files.save('logos', type, image);
  let previous: string | null;
  try {
    previous = await db.transaction(async (trx) => {
      const before = await trx('trusts').where({ id: trustId }).forUpdate().first();
      await new Writer(trx, actorOf(params)).update(TRUSTS, before, { logoUrl: key });
      return before.logoUrl as string | null;
    });
  } catch (error) {
    // Not kept: the file saved for it goes too.
    await files.remove(key);
    throw error;
  }
  await files.remove(previous);
  return { id: trustId, logoUrl: files.urlOf(key)! };
}

export const LOGO_SERVICES: ServiceEntry[] = [
  {
    path: LOGO_PATH,
    what: "a trust's logo",
    methods: { create: TRUST_DETAILS_EDIT },
    serve: (app) => ({ create: (data: unknown, params: Params) => setLogo(app, data, params) }),
  },
];
