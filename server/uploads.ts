/**
 * Files sent as multipart/form-data to one service path (an avatar, right-to-work evidence): a Koa middleware reads
 * the body (only for a call that carries a token), hands the files to the service as params.uploads and the other
 * form fields as the call's data. The temporary files formidable writes are removed at once. Each service tells a
 * file's type by its bytes (fileTypeOf), never by its name or the type the client claims.
 */
import fs from 'node:fs';
import { BadRequest } from '@feathersjs/errors';
import { bodyParser } from '@feathersjs/koa';
import type { Context, Next } from 'koa';

export interface Upload {
  /** The name the sender gave it, for people to read (never a path of ours). */
  name: string;
  data: Buffer;
}

export interface UploadSpec {
  /** The service path, without its leading slash. */
  path: string;
  /** The form field the files come in. */
  field: string;
  maxBytes: number;
  maxFiles: number;
  /** The refusal of a file over maxBytes. */
  tooLarge: string;
}

const MAGIC = {
  png: (d: Buffer) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (d: Buffer) => d.length > 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff,
  webp: (d: Buffer) => d.length > 12 && d.toString('latin1', 0, 4) === 'RIFF' && d.toString('latin1', 8, 12) === 'WEBP',
  pdf: (d: Buffer) => d.toString('latin1', 0, 5) === '%PDF-',
} as const;
export type StoredFileType = keyof typeof MAGIC;

/** A file's type by its magic bytes, among `allowed`, whatever it is called or claims to be. */
export function fileTypeOf<T extends StoredFileType>(data: Buffer, allowed: readonly T[]): T | undefined {
  return allowed.find((type) => MAGIC[type](data));
}

/** A form field's value as formidable gives it (a string, or a list of them). */
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function readUploads(spec: UploadSpec) {
  const tooMany =
    spec.maxFiles === 1
      ? `Send one file, in the field '${spec.field}'`
      : `Send at most ${spec.maxFiles} files, in the field '${spec.field}'`;
  // formidable lists a request's files as each is written to disk, not as they were sent: their order is kept apart.
  const sentAt = new WeakMap<object, number>();
  let parts = 0;
  const parse = bodyParser({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      maxFileSize: spec.maxBytes,
      maxTotalFileSize: spec.maxBytes * spec.maxFiles,
      maxFiles: spec.maxFiles,
      maxFields: 20,
      allowEmptyFiles: false,
      onFileBegin: (_name, file) => void sentAt.set(file, parts++),
    },
    onError(error: Error & { code?: number }) {
      // formidable's error codes
      if (error.code === 1009 || error.code === 1016)
        throw Object.assign(new Error(spec.tooLarge), { status: 413, expose: true });
      if (error.code === 1010)
        throw new BadRequest(`${spec.field}: a file is empty`, {
          errors: [{ field: spec.field, message: 'is empty' }],
        });
      if (error.code === 1015) throw new BadRequest(tooMany, { errors: [{ field: spec.field, message: tooMany }] });
      throw new BadRequest(`The upload could not be read: ${error.message}`);
    },
  });
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== `/${spec.path}` || ctx.method !== 'POST' || !ctx.is('multipart') || !ctx.get('authorization'))
      return next();
    await parse(ctx, async () => {});
    const files = Object.values(ctx.request.files ?? {}).flat();
    try {
      if (Object.keys(ctx.request.files ?? {}).some((field) => field !== spec.field)) {
        throw new BadRequest(`Send the files in the field '${spec.field}'`, {
          errors: [{ field: spec.field, message: 'is required' }],
        });
      }
      const uploads: Upload[] = [];
      const sent = [ctx.request.files?.[spec.field] ?? []]
        .flat()
        .sort((a, b) => (sentAt.get(a) ?? 0) - (sentAt.get(b) ?? 0));
      for (const file of sent) {
        uploads.push({
          name: (file.originalFilename ?? 'file').slice(0, 200),
          data: await fs.promises.readFile(file.filepath),
        });
      }
      ctx.feathers = { ...ctx.feathers, uploads } as typeof ctx.feathers;
    } finally {
      await Promise.all(files.map((f) => fs.promises.rm(f.filepath, { force: true })));
    }
    const fields = Object.entries((ctx.request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, single(v)]);
    ctx.request.body = Object.fromEntries(fields);
    return next();
  };
}

/** The image sent in the upload field `field` (a PNG, JPEG or WebP, told by its bytes), or a 400 naming the field. */
export function uploadedImage(
  params: { uploads?: Upload[] },
  field: string,
): { data: Buffer; type: 'png' | 'jpg' | 'webp' } {
  const data = params.uploads?.[0]?.data;
  if (!data)
    throw new BadRequest(`Send the image as multipart/form-data in the field '${field}'`, {
      errors: [{ field, message: 'is required' }],
    });
  const type = fileTypeOf(data, ['png', 'jpg', 'webp']);
  if (!type)
    throw new BadRequest(`${field}: must be a PNG, JPEG or WebP image`, {
      errors: [{ field, message: 'must be a PNG, JPEG or WebP image' }],
    });
  return { data, type };
}
