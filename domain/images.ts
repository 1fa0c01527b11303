/**
 * The images people upload: an avatar and a trust's logo, each a PNG, JPEG or WebP image (told by its bytes on the
 * server: server/uploads.ts uploadedImage) of at most a size of its own.
 */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_BYTES = 1024 * 1024;

/** Whether a file chosen in the browser is an image of the kind and size the server takes. */
export const imageFits = (file: { type: string; size: number }, maxBytes: number) =>
  (IMAGE_MEDIA_TYPES as readonly string[]).includes(file.type) && file.size <= maxBytes;
