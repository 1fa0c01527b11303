/** POST trust-logos (issue 12): a trust's logo, checked by its bytes, stored behind signed links, set by its admins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let superAdmin: Session;
let admin: Session;
let northfield: number;
let southgate: number;

beforeAll(async () => {
  h = await startHarness();
  [superAdmin, admin] = await Promise.all([
    h.signIn('superadmin@bankshift.test'),
    h.signIn('trustadmin@bankshift.test'),
  ]);
  const trustId = async (name: string) =>
    (await h.server.database.knex('trusts').where({ name }).first('id')).id as number;
  [northfield, southgate] = await Promise.all([trustId('Northfield NHS Trust'), trustId('Southgate NHS Trust')]);
});
afterAll(() => h?.close());

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(s: Session, trustId: number | string, data: Buffer | string = PNG) {
  const form = new FormData();
  form.append('trustId', String(trustId));
  form.append(
    'logo',
    new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: 'image/png' }),
    'logo.png',
  );
  const res = await fetch(`${h.url}/api/v3/trust-logos?role=${s.roleOf()}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${s.token}` },
  });
  return { status: res.status, body: await res.json() };
}
const fetchFile = (url: string) => fetch(new URL(url, h.url));

describe("a trust's logo", () => {
  it('is stored behind a signed link, answered with the trust, and audited; the one it replaces is deleted', async () => {
    const first = await upload(superAdmin, southgate);
    expect(first).toMatchObject({
      status: 201,
      body: {
        id: southgate,
        logoUrl: expect.stringMatching(/^\/api\/v3\/files\/logos\/[0-9a-f]{32}\.png\?expires=\d+&signature=/),
      },
    });
    const file = await fetchFile(first.body.logoUrl);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const trust = (await superAdmin.call('GET', `trusts/${southgate}`)).body;
    expect(trust.logoUrl.split('?')[0]).toBe(first.body.logoUrl.split('?')[0]);
    expect((await fetchFile(trust.logoUrl)).status).toBe(200);

    const second = await upload(superAdmin, southgate);
    expect(second.status).toBe(201);
    expect((await fetchFile(first.body.logoUrl)).status).toBe(404);
    const trail = await superAdmin.call('GET', 'audit-logs', {
      query: `service=trusts&recordId=${southgate}&method=patch`,
    });
    expect(trail.body.data.filter((e: any) => JSON.stringify(e.changes).includes('logoUrl'))).toHaveLength(2);
  });

  it('is an image, told by its bytes, whatever it is called', async () => {
    expect(await upload(superAdmin, northfield, 'not an image at all')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'logo' }] },
    });
    expect(await upload(superAdmin, 'x')).toMatchObject({ status: 400, body: { errors: [{ field: 'trustId' }] } });
    expect(await upload(superAdmin, 999_999)).toMatchObject({ status: 400, body: { errors: [{ field: 'trustId' }] } });
  });

  it("is set by the trust's own admin or the super admin only", async () => {
    expect((await upload(admin, northfield)).status).toBe(201);
    expect(await upload(admin, southgate)).toMatchObject({ status: 400, body: { errors: [{ field: 'trustId' }] } });
    const officer = await h.signIn('bankofficer@bankshift.test');
    expect(await upload(officer, northfield)).toMatchObject({
      status: 403,
      body: { data: { missingPermissions: ['EDIT_TRUST_DETAILS'] } },
    });
    // The address of the logo is the server's: the trust's record does not take one.
    expect(
      (
        await superAdmin.call('PATCH', `trusts/${northfield}`, {
          body: { logoUrl: 'https://elsewhere.example/logo.png' },
        })
      ).status,
    ).toBe(400);
  });
});
