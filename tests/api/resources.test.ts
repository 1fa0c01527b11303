/** The generic resource service: validation, queries, paging, conflicts, and never a 500 for bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorsFor, type Method, type ResourceDefinition } from '../../resources/define';
import { loadResources } from '../../server/resourceRegistry';
import { watchWrites } from '../../server/services/tableCache';
import { ENGINE, startHarness, type Harness, type Session } from './harness';
import { placesOf, shiftPayload, type Places } from './shiftFixtures';
import { openSocket } from './sockets';

let h: Harness;
let sa: Session;
let places: Places | undefined;
/** The demo places of the shift tests (placesOf adds a cancellation reason: once per file). */
const placesOnce = async () => (places ??= await placesOf(h));
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
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Suturing', status: 'Active', trustId: null, groupingTags: [1] },
    });
    const patched = await sa.call('PATCH', `skills/${created.body.id}`, { body: { status: 'Inactive' } });
    expect(patched).toMatchObject({ status: 200, body: { name: 'Suturing', status: 'Inactive' } });
    expect(new Date(patched.body.updatedAt) >= new Date(created.body.updatedAt)).toBe(true);
    expect((await sa.call('PATCH', `skills/${created.body.id}`, { body: { name: '' } })).body.errors).toEqual([
      { field: 'name', message: 'is required' },
    ]);
  });

  it('answers 409 naming the field for a duplicate', async () => {
    await sa.call('POST', 'options', { body: { name: 'shift_reminder_hours', value: '24' } });
    const dup = await sa.call('POST', 'options', { body: { name: 'shift_reminder_hours', value: '12' } });
    expect(dup).toMatchObject({
      status: 409,
      body: {
        message: 'An option with this name already exists',
        errors: [{ field: 'name', message: 'already exists' }],
      },
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
    expect((await sa.call('GET', 'skills/424242')).body).toMatchObject({
      code: 404,
      message: 'No skill with id 424242',
    });
    expect((await sa.call('PATCH', 'skills/424242', { body: { name: 'x' } })).status).toBe(404);
    expect((await sa.call('DELETE', 'skills/424242')).status).toBe(404);
    expect((await sa.call('GET', 'skills/abc')).status).toBe(400);
    expect((await sa.call('GET', 'skills/99999999999999')).status).toBe(400);
  });

  it('answers 400 naming any query parameter but role on a call by id, as a list does for unknown fields', async () => {
    const created = await sa.call('POST', 'skills', { body: { name: 'Queried by id' } });
    const id = created.body.id;
    for (const [method, query, body] of [
      ['GET', 'colour=red'],
      ['GET', 'name=Queried%20by%20id'],
      ['GET', '$select=name'],
      ['PATCH', 'colour=red', { description: 'x' }],
      ['PATCH', '$limit=1', { description: 'x' }],
      ['DELETE', 'status=Active'],
    ] as [string, string, unknown?][]) {
      const res = await sa.call(method, `skills/${id}`, { query, body });
      expect(res.status, `${method} ?${query}`).toBe(400);
      expect(res.body.errors[0].field, `${method} ?${query}`).toBe(query.split('=')[0]);
    }
    // Nothing was changed or removed by the refused calls.
    expect((await sa.call('GET', `skills/${id}`)).body).toMatchObject({ name: 'Queried by id', description: null });
    // A shift (a resource with its own service) is refused the same way.
    expect((await sa.call('DELETE', 'jobs/1', { query: 'force=true' })).status).toBe(400);
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
    expect(ilike.body.data.map((s: any) => s.name).sort()).toEqual([
      'Basic life support',
      'Immediate life support',
      'Paediatric life support',
    ]);
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
    expect(
      (await sa.call('GET', 'trusts', { query: 'isTrainingTrust=true' })).body.data.map((t: any) => t.name),
    ).toEqual(['Training Trust']);
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
    for (const query of [
      'colour=red',
      'name[$regex]=x',
      '$sort[description]=1',
      'status=Retired',
      '$populate=trust',
      'groupingTags[$gt]=1',
      'q=' + 'x'.repeat(201),
    ]) {
      const res = await sa.call('GET', 'skills', { query });
      expect(res.status, query).toBe(400);
      expect(res.body.message.length, query).toBeGreaterThan(5);
    }
  });

  it('fetches many ids without truncation', async () => {
    const all = await sa.call('GET', 'departments', { query: '$limit=1000' });
    const ids = all.body.data.map((d: any) => d.id);
    const res = await sa.call('GET', 'departments', {
      query: `${ids.map((id: number) => `id[$in]=${id}`).join('&')}&$limit=${ids.length}`,
    });
    expect(res.body.data).toHaveLength(ids.length);
    expect(ids.length).toBeGreaterThan(10);
  });

  it("takes hundreds of repeated values, beyond the query parser's array limit", async () => {
    const ids = Array.from({ length: 400 }, (_, i) => i + 1);
    const inList = await sa.call('GET', 'skills', {
      query: `${ids.map((id) => `id[$in]=${id}`).join('&')}&$limit=1000`,
    });
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
    // Modes of commute are unpaginated: every row, as an array.
    const rows = (await sa.call('GET', 'modeofcommute')).body;
    const [a, b] = rows;
    const res = await sa.call('PATCH', 'modeofcommute', {
      query: `id[$in]=${a.id}&id[$in]=${b.id}`,
      body: { isActive: false },
    });
    expect(res.body.map((r: any) => r.isActive)).toEqual([false, false]);
    const after = (await sa.call('GET', 'modeofcommute')).body;
    expect(
      after
        .filter((r: any) => !r.isActive)
        .map((r: any) => r.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await sa.call('DELETE', 'modeofcommute', { query: `id=${a.id}` })).body).toHaveLength(1);
  });
});

describe('an unpaginated list', () => {
  it('answers every row as an array, still filtered, sorted and within tenancy', async () => {
    const nurse = await h.signIn('nurse1@bankshift.test');
    const all = await nurse.call('GET', 'modeofcommute');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.length).toBeGreaterThan(1);
    expect(all.body.map((r: any) => r.name)).toEqual(
      all.body.map((r: any) => r.name).sort((a: string, b: string) => a.localeCompare(b)),
    );
    const one = await nurse.call('GET', 'modeofcommute', { query: `name=${encodeURIComponent(all.body[0].name)}` });
    expect(one.body).toEqual([all.body[0]]);
  });

  it('refuses a row past what one answer holds (maxLimit)', async () => {
    const def = (await loadResources()).find((d) => d.name === 'modeofcommute')!;
    expect(def.paginate).toBe(false);
    const made = await fillCommutes(def.maxLimit);
    try {
      const past = await sa.call('POST', 'modeofcommute', { body: { name: 'One too many' } });
      expect(past.status).toBe(409);
      expect(past.body.message).toBe(`Modes of commute hold at most ${def.maxLimit} rows: remove one first`);
      expect((await sa.call('GET', 'modeofcommute')).body).toHaveLength(def.maxLimit);
    } finally {
      for (const id of made) await sa.call('DELETE', `modeofcommute/${id}`);
    }
  });

  // Two transactions overlap only on PostgreSQL (PGlite has one connection).
  it.runIf(ENGINE === 'postgres')(
    'counts its rows under a lock: a create racing another for the last place waits for it and is refused',
    async () => {
      const def = (await loadResources()).find((d) => d.name === 'modeofcommute')!;
      const made = await fillCommutes(def.maxLimit - 1);
      const knex = h.server.database.knex;
      const trx = await knex.transaction();
      try {
        // Another writer takes the last place and has not committed yet.
        await trx('modeofcommute').insert({ name: 'Taken first' });
        let done = false;
        const racing = sa.call('POST', 'modeofcommute', { body: { name: 'Second' } }).finally(() => (done = true));
        const waiting = async () =>
          (
            await knex.raw(
              `select 1 from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'modeofcommute' and not l.granted`,
            )
          ).rows.length > 0;
        while (!done && !(await waiting())) await new Promise((r) => setTimeout(r, 10));
        await trx.commit();
        const answer = await racing;
        expect(answer.status).toBe(409);
      } finally {
        if (!trx.isCompleted()) await trx.rollback();
        await knex('modeofcommute').whereIn('name', ['Taken first', 'Second']).delete();
        for (const id of made) await sa.call('DELETE', `modeofcommute/${id}`);
      }
    },
  );
});

/** Adds modes of commute until there are `count`: the ids added. */
async function fillCommutes(count: number): Promise<number[]> {
  const existing: number = (await sa.call('GET', 'modeofcommute')).body.length;
  const made: number[] = [];
  for (let i = existing; i < count; i++)
    made.push((await sa.call('POST', 'modeofcommute', { body: { name: `Commute ${i}` } })).body.id);
  return made;
}

describe('a singleton per trust', () => {
  it('holds one row per trust: a second is refused 409, and a trust admin reads only their own', async () => {
    const def = (await loadResources()).find((d) => d.name === 'auto-offer-configurations')!;
    expect(def.singleton).toBe(true);
    expect(def.unique).toContainEqual(['trustId']);
    const admin = await h.signIn('trustadmin@bankshift.test');
    const own = await admin.call('GET', 'auto-offer-configurations');
    expect(own.body.data.length).toBeLessThanOrEqual(1);
    const created = own.body.data[0] ?? (await admin.call('POST', 'auto-offer-configurations', { body: {} })).body;
    const [ownTrust] = (await admin.call('GET', 'trusts')).body.data;
    expect(created.trustId).toBe(ownTrust.id);
    const again = await admin.call('POST', 'auto-offer-configurations', { body: { offerAcceptTimeOut: 5 } });
    expect(again.status).toBe(409);
    expect((await admin.call('GET', 'auto-offer-configurations')).body.data.map((r: any) => r.id)).toEqual([
      created.id,
    ]);
    if (!own.body.data.length) await sa.call('DELETE', `auto-offer-configurations/${created.id}`);
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
      expect(
        res.status,
        `${method} ${path}?${query} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(
        res.status,
        `${method} ${path}?${query} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`,
      ).toBeLessThan(500);
    }
  });
});

describe('input the database would refuse', () => {
  // Each would reach PostgreSQL and fail there (42703 unknown column, 22025 bad LIKE escape, 22021/22P05 NUL,
  // 22008 impossible date) unless refused first, with the field named.
  const NUL = '\u0000';
  const cases: [method: string, path: string, query: string, body: unknown, field: string][] = [
    ['GET', 'skills', '$select=constructor', undefined, '$select'],
    ['GET', 'skills', '$select=toString', undefined, '$select'],
    ['GET', 'skills', '$select=name,__proto__', undefined, '$select'],
    ['GET', 'skills', 'name[$like]=Care%5C', undefined, 'name'],
    ['GET', 'skills', 'name[$ilike]=%25%5C%5C%5C', undefined, 'name'],
    ['GET', 'skills', 'name=a%00b', undefined, 'name'],
    ['GET', 'skills', 'name[$in]=a&name[$in]=b%00', undefined, 'name'],
    ['GET', 'skills', 'createdAt[$gt]=2024-02-31T10:00:00Z', undefined, 'createdAt'],
    ['GET', 'skills', 'createdAt[$lt]=2023-02-29', undefined, 'createdAt'],
    ['GET', 'jobs', 'date=2024-02-31', undefined, 'date'],
    ['GET', 'jobs', 'date[$gte]=2024-04-31', undefined, 'date'],
    ['POST', 'skills', '', { name: `a${NUL}b` }, 'name'],
    ['POST', 'skills', '', { name: 'x', description: `line${NUL}` }, 'description'],
    ['POST', 'skills', '', { name: 'x', constructor: 1 }, 'constructor'],
    ['PATCH', 'skills/1', '', { toString: 'x' }, 'toString'],
    ['POST', 'options', '', { name: 'nul_value', value: `a${NUL}` }, 'value'],
    ['PATCH', 'account', '', { firstname: `Ann${NUL}` }, 'firstname'],
    ['POST', 'notifications', '', { userId: 1, type: 'NEW_MESSAGE', title: 'Hi', body: `x${NUL}` }, 'body'],
    [
      'POST',
      'notifications',
      '',
      {
        userId: 1,
        type: 'JOB_CANCELLED',
        title: 'Hi',
        body: 'x',
        job: { date: '2024-02-31', startTime: '07:30', endTime: '19:30' },
      },
      'job',
    ],
  ];

  it('answers 400 naming the field, over REST', async () => {
    for (const [method, path, query, body, field] of cases) {
      const res = await sa.call(method, path, { query, body });
      const what = `${method} ${path}?${query} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`;
      expect(res.status, what).toBe(400);
      expect(res.body.errors?.[0]?.field, what).toBe(field);
    }
  });

  it('answers 400 naming the field for a shift on a day that does not exist, and a NUL in its JSON rate', async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    const p = await placesOnce();
    const bad = await admin.call('POST', 'jobs', { body: shiftPayload(h, p, { date: '2025-02-29' }) });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'date', message: 'must be a date (YYYY-MM-DD)' }] },
    });
    const job = await admin.call('POST', 'jobs', { body: shiftPayload(h, p) });
    expect(job.status).toBe(201);
    const nul = await admin.call('PATCH', `jobs/${job.body.id}`, { body: { date: '2024-02-30' } });
    expect(nul).toMatchObject({ status: 400, body: { errors: [{ field: 'date' }] } });
    const rate = await admin.call('PATCH', `jobs/${job.body.id}`, {
      body: { rate: { ...job.body.rate, note: `a${NUL}` } },
    });
    expect(rate).toMatchObject({ status: 400, body: { errors: [{ field: 'rate' }] } });
  });

  it('answers 400 naming the field, over socket.io', async () => {
    const client = await openSocket(h, 'superadmin@bankshift.test');
    const role = sa.account.newUserRoles[0].roleId;
    const call = (...args: unknown[]) =>
      new Promise<any>((resolve) =>
        client.socket.emit(...(args as [string]), (error: unknown, answer: unknown) => resolve(error ?? answer)),
      );
    try {
      const attempts: [unknown, string][] = [
        [await call('find', 'api/v3/skills', { role, $select: ['constructor'] }), '$select'],
        [await call('find', 'api/v3/skills', { role, constructor: 'x' }), 'constructor'],
        [await call('find', 'api/v3/skills', { role, name: { $like: 'x\\' } }), 'name'],
        [await call('find', 'api/v3/skills', { role, $sort: { hasOwnProperty: 1 } }), '$sort'],
        [
          await call('create', 'api/v3/skills', JSON.parse('{"name":"x","__proto__":{"name":"y"}}'), { role }),
          '__proto__',
        ],
        [await call('create', 'api/v3/skills', { name: `a${NUL}` }, { role }), 'name'],
        [await call('patch', 'api/v3/account', null, { 'lastname\u0000': 'x' }, {}), 'lastname\\u0000'],
        [await call('get', 'api/v3/skills', `1${NUL}`, { role }), 'id'],
      ];
      for (const [error, field] of attempts)
        expect(error, JSON.stringify(error)).toMatchObject({ code: 400, errors: [{ field }] });
    } finally {
      client.socket.close();
    }
  });

  it('gives every mounted resource a 4xx, never a 500, for each of them', async () => {
    const defs = await loadResources();
    const problems: string[] = [];
    const expect4xx = async (method: string, path: string, query: string, body?: unknown) => {
      const res = await sa.call(method, path, { query, body });
      if (res.status < 400 || res.status >= 500)
        problems.push(`${method} ${path}?${query} ${JSON.stringify(body)} -> ${res.status} ${res.body?.message}`);
    };
    const offers = (def: ResourceDefinition, m: Method) => def.methods.includes(m);
    for (const def of defs) {
      const fields = Object.entries(def.fields);
      if (offers(def, 'find')) {
        // As keys (constructor=1, $sort[constructor]=1) the query-string parser drops them; the socket test sends them.
        for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
          await expect4xx('GET', def.name, `$select=${name}`);
        for (const [name, field] of fields) {
          const ops = operatorsFor(field);
          if (field.filter) await expect4xx('GET', def.name, `${name}=x%00`);
          for (const op of ops.filter((o) => o === '$like' || o === '$ilike'))
            await expect4xx('GET', def.name, `${name}[${op}]=x%5C`);
          if (field.filter && (field.type === 'date' || field.type === 'datetime')) {
            await expect4xx('GET', def.name, `${name}=2024-02-31`);
            if (ops.includes('$gt')) await expect4xx('GET', def.name, `${name}[$gt]=2023-02-29T10:00:00Z`);
          }
        }
        await expect4xx('GET', def.name, 'createdAt[$gte]=2024-06-31');
      }
      const poisoned = (id: string) =>
        Object.fromEntries(
          fields.map(([name, field]) => [
            name,
            field.type === 'date'
              ? '2024-02-31'
              : field.type === 'datetime'
                ? '2024-02-30T08:00:00Z'
                : field.type === 'json'
                  ? { x: `a${NUL}` }
                  : `${id}${NUL}`,
          ]),
        );
      const bodies = [
        poisoned('a'),
        { constructor: 1 },
        '{"__proto__":{"x":1}}',
        ...fields.map(([name]) => ({ [name]: `x${NUL}` })),
      ];
      for (const body of bodies) {
        if (offers(def, 'create')) await expect4xx('POST', def.name, '', body);
        if (offers(def, 'patch')) await expect4xx('PATCH', `${def.name}/1`, '', body);
      }
      for (const verb of ['GET', 'PATCH', 'DELETE'])
        await expect4xx(verb, `${def.name}/1`, 'colour=%00', verb === 'PATCH' ? {} : undefined);
    }
    expect(problems).toEqual([]);
    expect(defs.length).toBeGreaterThan(20);
  });
});

describe('list totals', () => {
  // Totals of full pages are counted once and kept (COUNT_CACHE_SECONDS); any write must make them stale at once.
  const totalOf = async (s: Session, path: string, query: string) => {
    const res = await s.call('GET', path, { query: `${query}&$limit=1` });
    expect(res.body.data, `${path}?${query}: the page must be full for its total to be counted`).toHaveLength(1);
    return res.body.total as number;
  };

  it('follow creates and removes at once, even for full pages whose total was counted before', async () => {
    const first = await sa.call('GET', 'skills', { query: '$limit=2' });
    const created = await sa.call('POST', 'skills', { body: { name: 'Total check' } });
    expect((await sa.call('GET', 'skills', { query: '$limit=2' })).body.total).toBe(first.body.total + 1);
    await sa.call('DELETE', `skills/${created.body.id}`);
    expect((await sa.call('GET', 'skills', { query: '$limit=2' })).body.total).toBe(first.body.total);
  });

  it('follow a booking at once: the shifts list counts the shift booked by the applications service', async () => {
    const p = await placesOnce();
    const manager = await h.signIn('shiftmanager@bankshift.test');
    const nurse = await h.signIn('nurse13@bankshift.test');
    const shifts = [];
    for (let i = 0; i < 2; i++)
      shifts.push((await manager.call('POST', 'jobs', { body: shiftPayload(h, p, {}, 6 + i) })).body);
    const vacant = await totalOf(manager, 'jobs', 'progress=vacant');
    const booked = await totalOf(manager, 'jobs', 'progress[$in]=vacant&progress[$in]=booked').then(
      async (all) => all - vacant,
    );
    const application = await nurse.call('POST', 'applications', { body: { jobId: shifts[0].id } });
    expect(
      (await manager.call('PATCH', `applications/${application.body.id}`, { body: { status: 'confirmed' } })).status,
    ).toBe(200);
    expect((await h.server.database.knex('jobs').where({ id: shifts[0].id }).first()).progress).toBe('booked');
    expect(await totalOf(manager, 'jobs', 'progress=vacant')).toBe(vacant - 1);
    expect(await totalOf(manager, 'jobs', 'progress[$in]=vacant&progress[$in]=booked')).toBe(vacant + booked);
  });

  it('follow a write made outside any service at once', async () => {
    const before = await totalOf(sa, 'skills', 'status=Active');
    const [row] = await h.server.database.knex('skills').insert({ name: 'Written by a script' }).returning('id');
    expect(await totalOf(sa, 'skills', 'status=Active')).toBe(before + 1);
    await h.server.database.knex.transaction((trx) =>
      trx('skills').where({ id: row.id }).update({ status: 'Inactive' }),
    );
    expect(await totalOf(sa, 'skills', 'status=Active')).toBe(before);
  });

  it('are not dropped by a write that changes no row, and are by one that does', async () => {
    const knex = h.server.database.knex;
    const heard: string[][] = [];
    watchWrites(knex, (tables) => heard.push(tables));
    await knex('skills').where({ id: -1 }).update({ name: 'No such skill' });
    await knex('skills').where({ id: -1 }).update({ name: 'No such skill' }).returning('id');
    await knex('skills').where({ id: -1 }).delete();
    await knex.raw('update skills set name = name where id = -1');
    expect(heard).toEqual([]);
    const [row] = await knex('skills').insert({ name: 'Heard of' }).returning('id');
    await knex('skills').where({ id: row.id }).delete();
    // The row is gone: this one changes none.
    await knex.raw('update skills set name = name where id = ?', [row.id]);
    expect(heard).toEqual([['skills'], ['skills']]);
  });

  // PGlite has one connection: a read cannot run beside an open transaction there.
  it.runIf(ENGINE === 'postgres')('do not keep a total counted between a write and its commit', async () => {
    const before = await totalOf(sa, 'skills', 'status=Inactive');
    const trx = await h.server.database.knex.transaction();
    await trx('skills').insert({ name: 'Not yet committed', status: 'Inactive' });
    expect(await totalOf(sa, 'skills', 'status=Inactive')).toBe(before);
    await trx.commit();
    expect(await totalOf(sa, 'skills', 'status=Inactive')).toBe(before + 1);
  });
});

describe('request bodies', () => {
  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const bad = await sa.call('POST', 'skills', { body: '{"name": ' });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringMatching(/not valid JSON/) } });
    const huge = await fetch(`${h.url}/api/v3/skills`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sa.token}` },
      body: JSON.stringify({ name: 'x', description: 'y'.repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'The request body is too large (at most 1 MB)' });
    // The unread rest of the body would hold the connection (and the server's close) for a minute.
    expect(huge.headers.get('connection')).toBe('close');
  });
});

describe('a read-only family computed by its query (a view)', () => {
  it("answers each care location's figures from the shifts as they are, within tenancy, and is never written", async () => {
    const admin = await h.signIn('trustadmin@bankshift.test');
    const knex = h.server.database.knex;
    const listed = await admin.call('GET', 'care-location-statistics', { query: '$limit=50' });
    expect(listed.status).toBe(200);
    const [ownTrust] = (await admin.call('GET', 'trusts')).body.data;
    const own = await knex('care_locations').where({ trustId: ownTrust.id }).orderBy('name');
    expect(listed.body.data.map((r: any) => r.id)).toEqual(own.map((c: any) => c.id));
    for (const row of listed.body.data) {
      const published = await knex('jobs').where({ careLocationId: row.id, status: 'APPROVED' });
      const offered = published.reduce((n: number, j: any) => n + j.vacancies, 0);
      const filled = published.reduce((n: number, j: any) => n + j.confirmedCount, 0);
      expect(row).toMatchObject({
        trustId: ownTrust.id,
        shiftsPublished: published.length,
        shiftsCancelled: (await knex('jobs').where({ careLocationId: row.id, status: 'CANCELLED' })).length,
        departments: (await knex('departments').where({ careLocationId: row.id })).length,
        placesOffered: offered,
        placesFilled: filled,
        fillRate: offered ? Math.round((1000 * filled) / offered) / 10 : null,
      });
    }
    for (const [method, path] of [
      ['POST', 'care-location-statistics'],
      ['PATCH', `care-location-statistics/${own[0].id}`],
      ['DELETE', `care-location-statistics/${own[0].id}`],
    ]) {
      expect(
        (await admin.call(method, path, { body: method === 'DELETE' ? undefined : { name: 'x' } })).status,
        method,
      ).toBe(405);
    }
    // A nurse does not read it.
    expect((await (await h.signIn('nurse1@bankshift.test')).call('GET', 'care-location-statistics')).status).toBe(403);
  });

  it('follows the tables its query reads: a new care location and a new shift show at once', async () => {
    const p = await placesOnce();
    const before = await sa.call('GET', 'care-location-statistics', { query: '$limit=1' });
    const location = await sa.call('POST', 'care-locations', {
      body: { name: `Statistics ward ${Date.now()}`, trustId: p.northfield },
    });
    expect(location.status).toBe(201);
    const after = await sa.call('GET', 'care-location-statistics', { query: '$limit=1' });
    expect(after.body.total).toBe(before.body.total + 1);
    const figures = async () => (await sa.call('GET', `care-location-statistics/${p.general}`)).body;
    const was = await figures();
    const admin = await h.signIn('trustadmin@bankshift.test');
    expect((await admin.call('POST', 'jobs', { body: shiftPayload(h, p) })).status).toBe(201);
    expect(await figures()).toMatchObject({ shiftsPublished: was.shiftsPublished + 1 });
    await sa.call('DELETE', `care-locations/${location.body.id}`);
  });
});
