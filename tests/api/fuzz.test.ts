/**
 * Malformed input to every mounted service and verb, as a careless or hostile client sends it: wrong types, deep
 * nesting, huge arrays and strings, prototype keys, NUL characters, impossible dates and numbers, unknown
 * operators, bad ids, bodies that are not objects or not JSON. Each answer must be a 4xx with a message (never a
 * 500), and the server must go on answering. Run for a role that passes every access rule (the super admin), so
 * the input reaches the services' own checks, and for a nurse and a manager, whose services differ.
 */
import { getServiceOptions } from '@feathersjs/feathers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type Reply, type Session } from './harness';

/** JSON nested `depth` deep, as text: a value that deep cannot even be stringified here. */
const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const json = (v: unknown) => JSON.stringify(v);

/** Values, as JSON text, that no field of any service may take as they are, each named for the report. */
const BAD_VALUES: [string, string][] = [
  ['array nested 40 deep', deepArray(40)],
  ['object holding a NUL', json({ 'a\u0000b': 1 })],
  ['string with NUL', json('ab\u0000cd')],
  ['object', json({ $gt: 1 })],
  ['array of mixed values', json([1, 'a', null, { b: 2 }])],
  ['huge number', '1e308'],
  ['unsafe integer', '9007199254740993'],
  ['negative number', '-1'],
  ['fraction', '1.5'],
  ['prototype object', '{"__proto__": {"polluted": true}}'],
];
/** Texts that only a date field refuses: sent to the fields named like dates. */
const BAD_DATES: [string, string][] = [
  ['impossible date', json('2026-02-30')],
  ['date out of range', json('99999-01-01T00:00:00Z')],
  ['not a date', json('yesterday-ish')],
];
const isDateField = (name: string) => /date|At$|Time$|^(from|to|since|until)$/i.test(name);

/**
 * Values too big to repeat in every field: sent in one field, as the role that passes every access rule only (the
 * others are refused before a body matters, and the first bad field is what a service refuses).
 */
const BIG_VALUES: [string, string][] = [
  ['array nested 5,000 deep', deepArray(5000)],
  ['object nested 5,000 deep', deepObject(5000)],
  ['array of 120,000 items', json(Array.from({ length: 120_000 }, (_, i) => i))],
  ['string of 600,000 characters', json('x'.repeat(600_000))],
  ['array of 60,000 objects', json(Array.from({ length: 60_000 }, () => ({})))],
];
/** A body giving each field the value (JSON text). */
const bodyOf = (fields: string[], value: string) => `{${fields.map((f) => `${json(f)}:${value}`).join(',')}}`;

/** Whole bodies that are not a record. */
const BAD_BODIES: [string, string][] = [
  ['array nested 5,000 deep', JSON.stringify(deepArray(5000))],
  ['invalid JSON', '{"name": '],
  ['a string', '"text"'],
  ['a number', '42'],
  ['null', 'null'],
  ['a list of records', '[{"name":"a"},{"name":"b"}]'],
  ['__proto__ key', '{"__proto__": {"isAdmin": true}}'],
  ['constructor key', '{"constructor": {"prototype": {"isAdmin": true}}}'],
  ['toString key', '{"toString": 1, "hasOwnProperty": 2}'],
  ['NUL in a key', '{"na\\u0000me": 1}'],
  ['a thousand unknown fields', json(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, i])))],
];
/** Query strings a list must refuse (or, for the harmless, answer without a 500). */
const BAD_QUERIES: string[] = [
  '$limit=abc',
  '$limit=-1',
  '$limit[$gt]=1',
  '$skip=-5',
  '$skip=abc',
  '$skip=1e400',
  '$sort[id]=abc',
  '$sort[noSuchField]=1',
  '$sort[__proto__]=1',
  'noSuchField=1',
  'id[$regex]=.*',
  'id[$where]=1',
  'id=abc',
  'id=1e400',
  'id[$in]=abc',
  `${Array.from({ length: 1200 }, (_, i) => `id[$in][${i}]=${i}`).join('&')}`,
  'createdAt[$gt]=not-a-date',
  'createdAt=2026-02-30T25:61:00Z',
  '$or=1',
  '$or[0][noSuchField]=1',
  '$or[0][$or][0][id]=1',
  '$and[0][id]=1',
  'a[b][c][d][e][f][g][h][i]=1',
  '__proto__[isAdmin]=true',
  'constructor[prototype][isAdmin]=true',
  'toString=1',
  'name=%00',
  'na%00me=1',
  '$select[]=password',
  '$select=noSuchField',
  `q=${'x'.repeat(5000)}`,
];
/** The query shapes tried on calls about one record. */
const ONE_RECORD_QUERIES = [
  '$limit=abc',
  'noSuchField=1',
  '__proto__[isAdmin]=true',
  'id[$in]=abc',
  `q=${'x'.repeat(5000)}`,
];
/** Ids no row has and no service may choke on. */
const BAD_IDS = [
  'abc',
  '-1',
  '1.5',
  '1e400',
  '\u0000',
  '__proto__',
  'constructor',
  'x'.repeat(3000),
  '99999999999999999999',
];

const VERBS = {
  find: { method: 'GET', one: false, body: false },
  get: { method: 'GET', one: true, body: false },
  create: { method: 'POST', one: false, body: true },
  update: { method: 'PUT', one: true, body: true },
  patch: { method: 'PATCH', one: true, body: true },
  remove: { method: 'DELETE', one: true, body: false },
} as const;
type Verb = keyof typeof VERBS;

interface Attempt {
  what: string;
  method: string;
  path: string;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

let h: Harness;
let paths: string[];

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  // Every service a client can reach: the public API, not the server's internal services.
  paths = Object.keys(h.server.app.services).filter((p) => p.startsWith('api/'));
});
afterAll(() => h?.close());

/** A row id of the service the session can read, so that bodies reach the checks on a real row. */
async function someId(s: Session, path: string): Promise<string | undefined> {
  const res = await s.call('GET', `/${path}`, { query: '$limit=1' });
  const rows = Array.isArray(res.body) ? res.body : res.body?.data;
  return res.status === 200 && rows?.[0]?.id !== undefined ? String(rows[0].id) : undefined;
}

/** The field names a body aims at: a sample row's, so that each declared field meets every bad value. */
async function fieldsOf(s: Session, path: string, id: string | undefined): Promise<string[]> {
  if (!id) return ['name', 'status', 'title', 'text'];
  const res = await s.call('GET', `/${path}/${id}`);
  const names = res.status === 200 && res.body && typeof res.body === 'object' ? Object.keys(res.body) : [];
  return names.filter((n) => !['id', 'createdAt', 'updatedAt'].includes(n)).slice(0, 30);
}

function attemptsFor(path: string, verb: Verb, id: string | undefined, fields: string[], big: boolean): Attempt[] {
  const { method, one, body } = VERBS[verb];
  const at = (target: string) => (one ? `/${path}/${target}` : `/${path}`);
  // Writes to a real row; removal and reads of unknown rows only, so that nothing the suite relies on goes.
  const rowId = verb === 'patch' || verb === 'update' ? (id ?? '987654') : '987654';
  const out: Attempt[] = [];
  if (body) {
    for (const [what, value] of BAD_VALUES) {
      out.push({ what: `every field ${what}`, method, path: at(rowId), body: bodyOf(fields, value) });
    }
    const dates = fields.filter(isDateField);
    if (dates.length)
      for (const [what, value] of BAD_DATES)
        out.push({ what: `date fields ${what}`, method, path: at(rowId), body: bodyOf(dates, value) });
    if (big)
      for (const [what, value] of BIG_VALUES)
        out.push({ what: `${fields[0]}: ${what}`, method, path: at(rowId), body: bodyOf(fields.slice(0, 1), value) });
    for (const [what, text] of BAD_BODIES) out.push({ what: `body ${what}`, method, path: at(rowId), body: text });
  }
  // A call on one record takes no query but the role: a few shapes show it refuses them all.
  for (const query of one ? ONE_RECORD_QUERIES : BAD_QUERIES)
    out.push({ what: `query ${query.slice(0, 60)}`, method, path: at(rowId), query, body: body ? {} : undefined });
  if (one)
    for (const bad of BAD_IDS)
      out.push({
        what: `id ${bad.slice(0, 30)}`,
        method,
        path: at(encodeURIComponent(bad)),
        body: body ? {} : undefined,
      });
  return out;
}

/** A declared action (a custom method: POST with x-service-method, body { id, ...input }) with every bad shape. */
function actionAttempts(path: string, action: string, id: string | undefined, fields: string[]): Attempt[] {
  const headers = { 'x-service-method': action };
  const at = { method: 'POST', path: `/${path}`, headers };
  // On a real row the action's input is bad; a good one would act, and the suite relies on its rows.
  const realId = id ?? '987654';
  const withId = (fieldsText: string) => `{"id":${realId}${fieldsText === '{}' ? '}' : `,${fieldsText.slice(1)}`}`;
  return [
    ...BAD_VALUES.map(([what, value]) => ({ ...at, what: `every field ${what}`, body: withId(bodyOf(fields, value)) })),
    ...BAD_VALUES.map(([what, value]) => ({ ...at, what: `id ${what}`, body: `{"id":${value}}` })),
    ...BAD_IDS.map((bad) => ({ ...at, what: `id ${bad.slice(0, 30)}`, body: { id: bad } })),
    ...BAD_BODIES.map(([what, text]) => ({ ...at, what: `body ${what}`, body: text })),
    ...BAD_QUERIES.map((query) => ({ ...at, what: `query ${query.slice(0, 60)}`, query, body: { id: 987654 } })),
  ];
}

const ROLES = [
  ['super admin', 'superadmin'],
  ['shift manager', 'shiftmanager'],
  ['nurse', 'nurse1'],
] as const;
/** Each role's services in this many tests (every other service in each), so that a test's work stays bounded as services are added. */
const PARTS = 2;
const RUNS = ROLES.flatMap(([who, name]) => Array.from({ length: PARTS }, (_, part) => [who, part + 1, name] as const));

describe('malformed input', () => {
  let total = 0;
  afterAll(() =>
    console.log(`fuzz: ${total} malformed requests to ${paths.length} services, every one answered with a clear 4xx`),
  );

  it.each(RUNS)(
    `answers every service and verb with a 4xx and a message for the %s (part %i of ${PARTS}), and the server goes on answering`,
    async (_, part, name) => {
      const session = await h.signIn(`${name}@bankshift.test`);
      const wrong: string[] = [];
      let sent = 0;
      for (const path of paths.filter((_, i) => i % PARTS === part - 1)) {
        const offered = getServiceOptions(h.server.app.service(path)).methods as string[];
        const id = await someId(session, path);
        const fields = await fieldsOf(session, path, id);
        const actions = offered.filter((m) => !Object.hasOwn(VERBS, m));
        for (const verb of [...(Object.keys(VERBS) as Verb[]), ...actions]) {
          // A verb the service does not offer is refused before its input is read (405): one try of each kind.
          const attempts = actions.includes(verb)
            ? actionAttempts(path, verb, id, fields)
            : attemptsFor(path, verb as Verb, id, fields, name === 'superadmin').filter(
                (a, i, all) =>
                  offered.includes(verb) || all.findIndex((b) => b.what.split(' ')[0] === a.what.split(' ')[0]) === i,
              );
          for (let i = 0; i < attempts.length; i += 10) {
            await Promise.all(
              attempts.slice(i, i + 10).map(async (a) => {
                const res: Reply = await session
                  .call(a.method, a.path, { query: a.query, body: a.body, headers: a.headers })
                  .catch((error: Error) => ({
                    status: 0,
                    body: { message: `no answer: ${error.message}` },
                  }));
                sent++;
                const clear =
                  res.status >= 400 &&
                  res.status < 500 &&
                  typeof res.body?.message === 'string' &&
                  res.body.message.length > 0;
                if (!clear)
                  wrong.push(
                    `${a.method} ${a.path.slice(0, 80)} ${a.what} -> ${res.status} ${String(res.body?.message).slice(0, 120)}`,
                  );
              }),
            );
          }
        }
        // Still answering after each service's worth.
        expect((await session.call('GET', 'app-versions', { query: '$limit=1' })).status).toBe(200);
      }
      total += sent;
      expect(wrong).toEqual([]);
      expect(sent).toBeGreaterThan(1000);
    },
  );
});

describe('the limits, named', () => {
  it('refuses a body nested too deep or holding too many values, naming the limit', async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    const application = await someId(sa, 'api/v3/applications');
    const tooDeep = await sa.call('PATCH', `applications/${application}`, { body: `{"status":${deepArray(3000)}}` });
    expect(tooDeep).toMatchObject({ status: 400, body: { message: 'status: is nested too deep (at most 32 levels)' } });
    const deepest = await sa.call('PATCH', `applications/${application}`, { body: `{"status":${deepArray(31)}}` });
    expect(deepest.status).toBe(409); // deep enough to be read, and refused as a status
    const tooMany = await sa.call('POST', 'skills', {
      body: { name: 'x', groupingTags: Array.from({ length: 20_001 }, (_, i) => i) },
    });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: 'The request holds too many values (at most 20,000)' },
    });
  });

  it('refuses query names an object inherits, and finds no service or id named so', async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    for (const query of ['toString=1', '__proto__[isAdmin]=true', '$sort[constructor]=1']) {
      const res = await sa.call('GET', 'skills', { query });
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/is not an accepted query parameter name/);
    }
    for (const path of ['skills/constructor', 'skills/__proto__', 'constructor', 'skills/toString/x']) {
      expect((await sa.call('GET', path)).status, path).toBe(404);
    }
  });

  it('answers a request whose headers Node cannot read with a message', async () => {
    const res = await fetch(`${h.url}/api/v3/skills?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect((await res.json()).message).toMatch(/too long \(at most 16 KB\)/);
  });

  it('refuses query parameters a bespoke service does not read', async () => {
    const sa = await h.signIn('superadmin@bankshift.test');
    expect((await sa.call('GET', 'account', { query: '$limit=abc' })).body.message).toBe(
      '$limit: is not a query parameter of the account (it takes none)',
    );
    expect((await sa.call('GET', '/api/v1/jobs/topposters', { query: 'day=3' })).body.message).toBe(
      'day: is not a query parameter of top posters: use days',
    );
    expect((await sa.call('GET', '/api/v1/jobs/topposters', { query: 'days=3' })).status).toBe(200);
  });
});
