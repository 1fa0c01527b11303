/** The security headers of every answer (server/securityHeaders.ts) and of stored files. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers', () => {
  it('come with answers, refusals and errors alike; HSTS never over plain HTTP', async () => {
    for (const [path, status] of [
      ['/api/v3/app-versions', 401],
      ['/api/v3/no-such-service', 404],
      ['/no-such-page', 404],
    ] as const) {
      const res = await fetch(`${h.url}${path}`);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res.headers);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const signedIn = await fetch(`${h.url}/api/v3/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ strategy: 'local', email: 'shiftmanager@bankshift.test', password: 'Bankshift-demo-1' }),
    });
    expect(signedIn.status).toBe(201);
    expectSecurityHeaders(signedIn.headers);
  });

  it('adds HSTS to an answer sent over TLS (through a trusted proxy)', async () => {
    const app = h.server.app;
    app.proxy = true;
    try {
      const res = await fetch(`${h.url}/api/v3/app-versions`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      app.proxy = false;
    }
  });

  it('serves a stored file as an attachment of its checked type', async () => {
    const s = await h.signIn('shiftmanager@bankshift.test');
    const form = new FormData();
    // Named like a page: served as the PNG it is, to be saved, never shown as HTML.
    form.append('avatar', new Blob([new Uint8Array(PNG)], { type: 'text/html' }), 'me.html');
    const uploaded = await fetch(`${h.url}/api/v1/users/avatar`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${s.token}` },
    });
    const { imageUrl } = await uploaded.json();
    const file = await fetch(new URL(imageUrl, h.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{32}\.png"$/);
    expectSecurityHeaders(file.headers);
  });
});
