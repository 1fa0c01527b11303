/**
 * The security headers of every answer (API, console and files), through helmet (koa-helmet):
 * - a content security policy: the console's scripts, styles, images, fonts and API calls from its own origin only
 *   (styles also inline: MUI's Emotion writes <style> elements at run time), no plugins, no <base> elsewhere, forms to
 *   itself, and frame-ancestors 'none' (with X-Frame-Options DENY for older browsers): no page of ours inside another
 *   site's frame;
 * - X-Content-Type-Options nosniff: a file is read as the type we checked and sent, never guessed from its bytes;
 * - Referrer-Policy no-referrer: the signed file links in our addresses never leave in a Referer header;
 * - Strict-Transport-Security, only on an answer sent over TLS (behind a proxy: TRUST_PROXY=1 and X-Forwarded-Proto),
 *   as a browser ignores it over plain HTTP and a developer's localhost must not be pinned to HTTPS.
 */
import helmet from 'koa-helmet';
import type { Context, Next } from 'koa';

const HSTS_SECONDS = 365 * 24 * 3600;

export function securityHeaders() {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.hsts({ maxAge: HSTS_SECONDS, includeSubDomains: true });
  return (ctx: Context, next: Next) => headers(ctx, () => (ctx.secure ? hsts(ctx, next) : next()));
}
