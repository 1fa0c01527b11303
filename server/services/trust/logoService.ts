/**
 * POST trust-logos (issue 12): a trust's logo, multipart/form-data with the image in the field `logo` and the trust in
 * the field `trustId`: a PNG, JPEG or WebP image (told by its first bytes) of at most 1 MB, stored behind signed
 * links (server/files.ts). The trust's own admin (EDIT_TRUST_DETAILS) or the super admin sets it; the change is
 * audited on the trust, and the logo it replaces is deleted. Answers { id, logoUrl } (a signed link).
 */
import { isSuperAdmin } from '../../../domain/access';
import { LOGO_MAX_BYTES } from '../../../domain/images';
import { TRUST_DETAILS_EDIT } from '../../../domain/trustDetails';
import trusts from '../../../resources/trusts';
import type { Application, Params } from '../../declarations';
import { servicePath } from '../../resources';
import { badField } from '../../query';
import { readUploads, uploadedImage } from '../../uploads';
import { actorOf, auditedOf, Writer } from '../../writes';
import type { ServiceEntry } from '../mount';

const TRUSTS = auditedOf(trusts);
export const LOGO_PATH = servicePath('trust-logos');

/** Koa middleware: a logo upload's file, for the service in params.uploads. */
export const readLogoUpload = () =>
  readUploads({
    path: LOGO_PATH,
    field: 'logo',
    maxBytes: LOGO_MAX_BYTES,
    maxFiles: 1,
    tooLarge: 'The logo is too large: at most 1 MB',
  });

async function setLogo(app: Application, data: unknown, params: Params): Promise<{ id: number; logoUrl: string }> {
  const { data: image, type } = uploadedImage(params, 'logo');
  const trustId = Number((data as { trustId?: unknown } | undefined)?.trustId);
  const role = params.actingRole!;
  if (!Number.isInteger(trustId) || trustId <= 0)
    throw badField('trustId', 'is required: the trust whose logo this is');
  if (!isSuperAdmin(role) && role.trustId !== trustId)
    throw badField('trustId', `no trust with id ${trustId} of yours`);
  const db = app.get('database').knex;
  if (!(await db('trusts').where({ id: trustId }).first('id')))
    throw badField('trustId', `no trust with id ${trustId}`);
  const files = app.get('files');
  const key = await files.replace('logos', type, image, (saved) =>
    db.transaction(async (trx) => {
      const before = await trx('trusts').where({ id: trustId }).forUpdate().first();
      await new Writer(trx, actorOf(params)).update(TRUSTS, before, { logoUrl: saved });
      return before.logoUrl as string | null;
    }),
  );
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
