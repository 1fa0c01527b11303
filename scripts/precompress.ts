/**
 * A build step (Vite plugin) that writes a brotli (.br) and a gzip (.gz) copy beside each script and stylesheet of
 * the built console, at the highest levels, once per build. The API server's static files (koa-send, server/app.ts)
 * send the copy the browser accepts, so no request pays for compression and none goes out uncompressed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSED = /\.(js|css|svg|json)$/;

export function compress(body: Buffer) {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
}

export function precompress(): Plugin {
  return {
    name: 'bankshift:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle).filter((name) => COMPRESSED.test(name))) {
        const target = path.join(dir, file);
        const { br, gz } = compress(fs.readFileSync(target));
        fs.writeFileSync(`${target}.br`, br);
        fs.writeFileSync(`${target}.gz`, gz);
      }
    },
  };
}
