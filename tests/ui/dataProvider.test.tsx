import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, fieldErrorsOf, ID_CHUNK } from '../../providers/dataProvider';
import { filterQuery } from '../../providers/filterQuery';
import { signIn, watchFetch } from './helpers';

const page = (page: number, perPage = 6) => ({ page, perPage });
const byName = { field: 'name', order: 'ASC' as const };

beforeEach(() => signIn('superadmin'));
afterEach(() => vi.restoreAllMocks());

describe('filterQuery', () => {
  it('maps field_<op> keys to operators, lists to $in, and wraps like/ilike text in %', () => {
    expect(
      filterQuery({
        q: 'care',
        status: ['Active'],
        createdAt_gte: '2025-01-01',
        createdAt_lt: '2026-01-01',
        name_ilike: '5%_off',
      }),
    ).toEqual({
      q: 'care',
      status: { $in: ['Active'] },
      createdAt: { $gte: '2025-01-01', $lt: '2026-01-01' },
      name: { $ilike: '%5\\%\\_off%' },
    });
  });
});

describe('getList', () => {
  it('pages, sorts and filters with the API parameters', async () => {
    const first = await dataProvider.getList('skills', { pagination: page(1), sort: byName, filter: {} });
    const second = await dataProvider.getList('skills', { pagination: page(2), sort: byName, filter: {} });
    expect(first.data).toHaveLength(6);
    expect(first.total).toBeGreaterThanOrEqual(19);
    expect(first.data[0].name).toBe('12-lead ECG recording');
    expect(first.data[5].name).toBe('Haemodialysis (renal unit)');
    expect(second.data[0].name).toBe('IV cannulation');

    const searched = await dataProvider.getList('skills', { pagination: page(1), sort: byName, filter: { q: 'care' } });
    expect(searched.data.map((s) => s.name)).toEqual([
      'Tracheostomy care',
      'Ventilated patient care',
      'Wound care and dressings',
    ]);

    const contains = await dataProvider.getList('skills', {
      pagination: page(1),
      sort: byName,
      filter: { name_ilike: 'LIFE' },
    });
    expect(contains.data.map((s) => s.name)).toEqual([
      'Basic life support',
      'Immediate life support',
      'Paediatric life support',
    ]);
  });
});

describe('getMany', () => {
  it('asks for more ids than one chunk holds in several calls and loses none', async () => {
    const all = await dataProvider.getList('departments', { pagination: page(1, 100), sort: byName, filter: {} });
    const unknown = (n: number, from: number) => Array.from({ length: n }, (_, i) => from + i);
    // Real ids straddle the first two chunks, between unknown ones.
    const ids = [...unknown(ID_CHUNK - 5, 900_000), ...all.data.map((d) => d.id), ...unknown(ID_CHUNK, 950_000)];
    const fetches = watchFetch();
    const { data } = await dataProvider.getMany('departments', { ids });
    expect(fetches.calls()).toHaveLength(Math.ceil(ids.length / ID_CHUNK));
    expect(fetches.calls().every((c) => Number(c.url.searchParams.get('$limit')) <= ID_CHUNK)).toBe(true);
    expect(all.total).toBeGreaterThan(5);
    expect(data.map((d) => d.id).sort()).toEqual(all.data.map((d) => d.id).sort());
  });
});

describe('create', () => {
  it("sends a record family's declared fields only, and a payload family's data whole", async () => {
    const fetches = watchFetch();
    const { data: option } = await dataProvider.create('options', {
      data: { name: `ui_create_${Date.now()}`, value: 'a', extra: 1 },
    });
    expect(JSON.parse(String(fetches.calls()[0].init.body))).toEqual({ name: option.name, value: 'a' });
    await dataProvider.delete('options', { id: option.id });

    // A shift's creation payload (spec 3) is not its fields: grade reaches the jobs service, which names it.
    const payload = {
      title: 'Payload sent whole',
      grade: { from: '6', to: '5' },
      shiftTime: { start: '25:00', end: '08:00' },
    };
    const refused = await dataProvider.create('jobs', { data: payload }).catch((e) => e);
    expect(JSON.parse(String(fetches.calls().at(-1)!.init.body))).toEqual(payload);
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused)).toMatchObject({ grade: 'from must not be above to' });
  });
});

describe('update', () => {
  it('sends only the fields that changed, never id, timestamps or unknown fields', async () => {
    const { data: created } = await dataProvider.create('options', {
      data: { name: `ui_update_${Date.now()}`, value: 'a' },
    });
    const fetches = watchFetch();
    const { data } = await dataProvider.update('options', {
      id: created.id,
      data: { ...created, value: 'b', extra: 1 },
      previousData: created,
    });
    expect(JSON.parse(String(fetches.calls()[0].init.body))).toEqual({ value: 'b' });
    expect(data.value).toBe('b');
    await dataProvider.delete('options', { id: created.id });
  });
});

describe('getOne, update and delete', () => {
  it('name only the acting role in the query: the API refuses anything else on a call by id', async () => {
    const { data: created } = await dataProvider.create('options', {
      data: { name: `ui_by_id_${Date.now()}`, value: 'a' },
    });
    const fetches = watchFetch();
    expect((await dataProvider.getOne('options', { id: created.id, meta: { extra: 1 } })).data.value).toBe('a');
    await dataProvider.update('options', {
      id: created.id,
      data: { ...created, value: 'b' },
      previousData: created,
      meta: { extra: 1 },
    });
    await dataProvider.delete('options', { id: created.id, previousData: created, meta: { extra: 1 } });
    const calls = fetches.calls();
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url.pathname}`)).toEqual([
      `GET /api/v3/options/${created.id}`,
      `PATCH /api/v3/options/${created.id}`,
      `DELETE /api/v3/options/${created.id}`,
    ]);
    for (const c of calls) expect([...c.url.searchParams.keys()]).toEqual(['role']);
  });
});

describe('updateMany and deleteMany', () => {
  it('make no request for an empty list of ids', async () => {
    const fetches = watchFetch();
    expect(await dataProvider.updateMany('skills', { ids: [], data: { status: 'Inactive' } })).toEqual({ data: [] });
    expect(await dataProvider.deleteMany('skills', { ids: [] })).toEqual({ data: [] });
    expect(fetches.calls()).toHaveLength(0);
  });

  it('change and remove the listed records by id[$in]', async () => {
    const names = [`ui_many_a_${Date.now()}`, `ui_many_b_${Date.now()}`];
    const ids = await Promise.all(
      names.map(async (name) => (await dataProvider.create('options', { data: { name, value: 'x' } })).data.id),
    );
    expect((await dataProvider.updateMany('options', { ids, data: { value: 'y' } })).data!.sort()).toEqual(
      [...ids].sort(),
    );
    expect((await dataProvider.getMany('options', { ids })).data.map((o) => o.value)).toEqual(['y', 'y']);
    expect((await dataProvider.deleteMany('options', { ids })).data!.sort()).toEqual([...ids].sort());
    expect((await dataProvider.getMany('options', { ids })).data).toEqual([]);
  });
});
