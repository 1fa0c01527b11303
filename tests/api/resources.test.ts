/** The generic resource service: validation, queries, paging, conflicts, and never a 500 for bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Session } from './harness';

let h: Harness;
let sa: Session;
beforeAll(async () => {
  h = await startHarness();
  sa = await h.signIn('superadmin@bankshift.test');
});
afterAll(() => h?.close());

describe('create and patch validation', () => {
  it('answers 400 naming the field and the reason', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{}, 'name', /is required/],
      [{ name: 'x'.repeat(161) }, 'name', /at most 160 characters/],
      [{ name: 'Ok', status: 'Retired' }, 'status', /one of Active, Inactive/],
      [{ name: 'Ok', colour: 'red' }, 'colour', /not a field of skill/],
      [{ name: 'Ok', id: 5 }, 'id', /not a field/],
      [{ name: 'Ok', createdAt: '2020-01-01' }, 'createdAt', /not a field/],
      [{ name: 'Ok', groupingTags: 'Clinical' }, 'groupingTags', /list of record ids/],
      [{ name: 'Ok', expertLevelTag: 999 }, 'expertLevelTag', /no expert level tag with id 999/],
    ];
    for (const [body, field, reason] of cases) {
      const res = await sa.call('POST', 'skills', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
      expect(res.body.errors[0].message).toMatch(reason);
      expect(res.body.message).toMatch(reason);
    }
  });

  it('refuses a body that is not an object, and more than one record at a time', async () => {
    expect((await sa.call('POST', 'skills', { body: '"text"' })).status).toBe(400);
    expect((await sa.call('POST', 'skills', { body: [{ name: 'a' }, { name: 'b' }] })).status).toBe(405);
  });

  it('creates with defaults, patches only what is sent, and answers the row', async () => {
    const created = await sa.call('POST', 'skills', { body: { name: 'Suturing', groupingTags: [1] } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Suturing', status: 'Active', trustId: null, groupingTags: [1] } });
    const patched = await sa.call('PATCH', `skills/${created.body.id}`, { body: { status: 'Inactive' } });
    expect(patched).toMatchObject({ status: 200, body: { name: 'Suturing', status: 'Inactive' } });
    expect(new Date(patched.body.updatedAt) >= new Date(created.body.updatedAt)).toBe(true);
    expect((await sa.call('PATCH', `skills/${created.body.id}`, { body: { name: '' } })).body.errors).toEqual([{ field: 'name', message: 'is required' }]);
  });

  it('answers 409 naming the field for a duplicate', async () => {
    await sa.call('POST', 'options', { body: { name: 'shift_reminder_hours', value: '24' } });
    const dup = await sa.call('POST', 'options', { body: { name: 'shift_reminder_hours', value: '12' } });
    expect(dup).toMatchObject({
      status: 409,
      body: { message: 'An option with this name already exists', errors: [{ field: 'name', message: 'already exists' }] },
    });
  });

  it('answers 409 when removing a row still in use, and keeps it', async () => {
    const trusts = await sa.call('GET', 'trusts');
    const res = await sa.call('DELETE', `trusts/${trusts.body.data[0].id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/still used/);
    expect((await sa.call('GET', `trusts/${trusts.body.data[0].id}`)).status).toBe(200);
  });
});

describe('ids', () => {
  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    expect((await sa.call('GET', 'skills/424242')).body).toMatchObject({ code: 404, message: 'No skill with id 424242' });
    expect((await sa.call('PATCH', 'skills/424242', { body: { name: 'x' } })).status).toBe(404);
    expect((await sa.call('DELETE', 'skills/424242')).status).toBe(404);
    expect((await sa.call('GET', 'skills/abc')).status).toBe(400);
    expect((await sa.call('GET', 'skills/99999999999999')).status).toBe(400);
  });
});

describe('list queries', () => {
  it('pages with the spec page size and a total that matches across pages', async () => {
    const first = await sa.call('GET', 'skills');
    expect(first.body).toMatchObject({ limit: 6, skip: 0 });
    expect(first.body.data).toHaveLength(6);
    const total = first.body.total;
    const seen = new Set<number>();
    for (let skip = 0; skip < total; skip += 6) {
      const page = await sa.call('GET', 'skills', { query: `$skip=${skip}` });
      expect(page.body.total).toBe(total);
      page.body.data.forEach((r: any) => seen.add(r.id));
    }
    expect(seen.size).toBe(total);
    expect(Number((await h.server.database.knex('skills').count({ n: '*' }))[0].n)).toBe(total);
    expect((await sa.call('GET', 'skills', { query: `$skip=${total + 5}` })).body).toMatchObject({ total, data: [] });
    expect((await sa.call('GET', 'skills', { query: '$limit=0' })).body).toMatchObject({ total, data: [] });
  });

  it('caps $limit and refuses nonsense', async () => {
    expect((await sa.call('GET', 'skills', { query: '$limit=100000' })).body.limit).toBe(1000);
    expect((await sa.call('GET', 'skills', { query: '$limit=-3' })).status).toBe(400);
    expect((await sa.call('GET', 'skills', { query: '$skip=x' })).status).toBe(400);
  });

  it('sorts, filters by operators and searches', async () => {
    const sorted = await sa.call('GET', 'skills', { query: '$sort[name]=-1&$limit=100' });
    const names = sorted.body.data.map((s: any) => s.name);
    expect(names).toEqual([...names].sort().reverse()); // the database's C collation: code-point order
    const ilike = await sa.call('GET', 'skills', { query: 'name[$ilike]=%25LIFE SUPPORT%25' });
    expect(ilike.body.data.map((s: any) => s.name).sort()).toEqual(['Basic life support', 'Immediate life support', 'Paediatric life support']);
    const q = await sa.call('GET', 'skills', { query: 'q=life' });
    expect(q.body.total).toBe(3);
    const byTag = await sa.call('GET', 'skills', { query: 'groupingTags=3&$limit=100' });
    expect(byTag.body.data.every((s: any) => s.groupingTags.includes(3))).toBe(true);
    expect(byTag.body.total).toBeGreaterThan(0);
    const ids = sorted.body.data.slice(0, 3).map((s: any) => s.id);
    const many = await sa.call('GET', 'skills', { query: ids.map((id: number) => `id[$in]=${id}`).join('&') });
    expect(many.body.data.map((s: any) => s.id).sort()).toEqual([...ids].sort());
    const or = await sa.call('GET', 'skills', { query: `$or[0][id]=${ids[0]}&$or[1][id]=${ids[1]}` });
    expect(or.body.total).toBe(2);
  });

  it('filters trusts by isLive and isTrainingTrust', async () => {
    await sa.call('POST', 'trusts', { body: { name: 'Training Trust', isTrainingTrust: true } });
    const live = await sa.call('GET', 'trusts', { query: 'isLive=true&isTrainingTrust=false' });
    expect(live.body.data.map((t: any) => t.name)).toEqual(['Northfield NHS Trust', 'Southgate NHS Trust']);
    expect((await sa.call('GET', 'trusts', { query: 'isTrainingTrust=true' })).body.data.map((t: any) => t.name)).toEqual(['Training Trust']);
  });

  it('lists app versions newest first, 25 a page', async () => {
    const added = await sa.call('POST', 'app-versions', { body: { platform: 'web', version: '9.9.9' } });
    expect(added.status).toBe(201);
    const res = await sa.call('GET', 'app-versions');
    expect(res.body.limit).toBe(25);
    expect(res.body.data[0].version).toBe('9.9.9');
    const badVersion = await sa.call('POST', 'app-versions', { body: { platform: 'web', version: 'latest' } });
    expect(badVersion.body.errors[0].field).toBe('version');
  });

  it('answers 400 for unknown fields, operators and sorts', async () => {
    for (const query of ['colour=red', 'name[$regex]=x', '$sort[description]=1', 'status=Retired', '$populate=trust', 'groupingTags[$gt]=1', 'q=' + 'x'.repeat(201)]) {
      const res = await sa.call('GET', 'skills', { query });
      expect(res.status, query).toBe(400);
      expect(res.body.message.length, query).toBeGreaterThan(5);
    }
  });

  it('fetches many ids without truncation', async () => {
    const all = await sa.call('GET', 'departments', { query: '$limit=1000' });
    const ids = all.body.data.map((d: any) => d.id);
    const res = await sa.call('GET', 'departments', { query: `${ids.map((id: number) => `id[$in]=${id}`).join('&')}&$limit=${ids.length}` });
    expect(res.body.data).toHaveLength(ids.length);
    expect(ids.length).toBeGreaterThan(10);
  });

  it('takes hundreds of repeated values, beyond the query parser\'s array limit', async () => {
    const ids = Array.from({ length: 400 }, (_, i) => i + 1);
    const inList = await sa.call('GET', 'skills', { query: `${ids.map((id) => `id[$in]=${id}`).join('&')}&$limit=1000` });
    const repeated = await sa.call('GET', 'skills', { query: `${ids.map((id) => `id=${id}`).join('&')}&$limit=1000` });
    const all = await sa.call('GET', 'skills', { query: '$limit=1000' });
    expect(inList.status).toBe(200);
    expect(inList.body.total).toBe(all.body.total);
    expect(repeated.body.total).toBe(all.body.total);
  });
});

describe('changing many', () => {
  it('needs a query, and then changes exactly the selected rows', async () => {
    expect((await sa.call('PATCH', 'modeofcommute', { body: { isActive: false } })).status).toBe(400);
    expect((await sa.call('DELETE', 'modeofcommute')).status).toBe(400);
    const rows = (await sa.call('GET', 'modeofcommute')).body.data;
    const [a, b] = rows;
    const res = await sa.call('PATCH', 'modeofcommute', { query: `id[$in]=${a.id}&id[$in]=${b.id}`, body: { isActive: false } });
    expect(res.body.map((r: any) => r.isActive)).toEqual([false, false]);
    const after = (await sa.call('GET', 'modeofcommute')).body.data;
    expect(after.filter((r: any) => !r.isActive).map((r: any) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await sa.call('DELETE', 'modeofcommute', { query: `id=${a.id}` })).body).toHaveLength(1);
  });
});

describe('bad input never ends as a 500', () => {
  it('answers 4xx to a battery of malformed requests', async () => {
    const attempts: [string, string, string?, unknown?][] = [
      ['GET', 'skills', 'id=1.5'],
      ['GET', 'skills', 'id[$in][0][x]=1'],
      ['GET', 'skills', 'createdAt[$gt]=yesterday'],
      ['GET', 'skills', '$sort=name'],
      ['GET', 'skills', '$select=password'],
      ['GET', 'skills', '$or[0]=x'],
      ['GET', 'skills', 'name[$ilike][$ilike]=x'],
      ['GET', 'skills', 'trustId=null'],
      ['POST', 'skills', '', { name: { $gt: '' } }],
      ['POST', 'skills', '', { name: 'x', groupingTags: [1, 2, 'x'] }],
      ['POST', 'skills', '', { name: 'x', expertLevelTag: 1e12 }],
      ['POST', 'trusts', '', { name: 'x', email: 'a@b.c', phoneNumber: 12 }],
      ['POST', 'departments', '', { name: 'x', careLocationId: -1, trustId: 1 }],
      ['PATCH', 'skills/1', '', null],
      ['PATCH', 'skills/1', '', 'just text'],
      ['POST', 'options', '', { name: 'a b c' }],
      ['PUT', 'skills/1', '', { name: 'x' }],
      ['GET', 'no-such-service', ''],
    ];
    for (const [method, path, query, body] of attempts) {
      const res = await sa.call(method, path, { query, body });
      expect(res.status, `${method} ${path}?${query} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}?${query} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
  });
});

describe('list totals', () => {
  it('follow creates and removes at once, even for full pages whose total was counted before', async () => {
    const first = await sa.call('GET', 'skills', { query: '$limit=2' });
    const created = await sa.call('POST', 'skills', { body: { name: 'Total check' } });
    expect((await sa.call('GET', 'skills', { query: '$limit=2' })).body.total).toBe(first.body.total + 1);
    await sa.call('DELETE', `skills/${created.body.id}`);
    expect((await sa.call('GET', 'skills', { query: '$limit=2' })).body.total).toBe(first.body.total);
  });
});

describe('request bodies', () => {
  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const bad = await sa.call('POST', 'skills', { body: '{"name": ' });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/not valid JSON/) } });
    const huge = await sa.call('POST', 'skills', { body: { name: 'x', description: 'y'.repeat(2_000_000) } });
    expect(huge.status).toBe(413);
  });
});
