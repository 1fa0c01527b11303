import { describe, expect, it } from 'vitest';
import { defineResource } from '../../resources/define';
import { parseListQuery } from '../../server/query';

const def = defineResource({
  name: 'widgets',
  label: { one: 'Widget', many: 'Widgets' },
  tenancy: 'global',
  fields: {
    name: { type: 'string', filter: true, sortable: true },
    size: { type: 'integer', filter: true },
    live: { type: 'boolean', filter: true },
    kind: { type: 'enum', values: ['a', 'b'], labels: { a: 'Kind A', b: 'Kind B' }, filter: true },
    tags: { type: 'strings', filter: true },
    secret: { type: 'string' },
  },
  search: ['name'],
  pageSize: 6,
  maxLimit: 50,
  access: { read: {}, write: {} },
});

const fails = (query: Record<string, unknown>, message: RegExp) =>
  expect(() => parseListQuery(def, query)).toThrow(message);

describe('parseListQuery', () => {
  it('uses the page size and default sort, with id as the tie-breaker', () => {
    const q = parseListQuery(def, {});
    expect(q).toMatchObject({ limit: 6, skip: 0, sort: [['id', 'asc']] });
  });

  it('caps $limit at the largest page', () => {
    expect(parseListQuery(def, { $limit: '5000' }).limit).toBe(50);
    expect(parseListQuery(def, { $limit: '0' }).limit).toBe(0);
  });

  it('refuses $limit and $skip that are not whole numbers', () => {
    fails({ $limit: 'ten' }, /\$limit/);
    fails({ $limit: '-1' }, /\$limit/);
    fails({ $skip: '1.5' }, /\$skip/);
  });

  it('coerces values to the field type', () => {
    const q = parseListQuery(def, { size: '3', live: 'true', kind: ['a', 'b'] });
    expect(q.conditions).toEqual([
      expect.objectContaining({ field: 'size', op: '$eq', value: 3 }),
      expect.objectContaining({ field: 'live', op: '$eq', value: true }),
      expect.objectContaining({ field: 'kind', op: '$in', value: ['a', 'b'] }),
    ]);
  });

  it('refuses values of the wrong type, naming the field', () => {
    fails({ size: 'big' }, /^size: 'big' is not an integer/);
    fails({ live: 'yes' }, /^live:/);
    fails({ kind: 'c' }, /^kind: 'c' is not one of a, b/);
  });

  it('refuses fields that are not declared filterable', () => {
    fails({ secret: 'x' }, /^secret: unknown query field/);
    fails({ nope: 'x' }, /^nope: unknown query field/);
  });

  it('refuses operators that are unknown or not allowed on the field', () => {
    fails({ name: { $regex: 'x' } }, /unknown query operator \$regex/);
    fails({ live: { $gt: 'true' } }, /operator \$gt is not allowed/);
    expect(parseListQuery(def, { name: { $ilike: '%a%' } }).conditions[0]).toMatchObject({
      op: '$ilike',
      value: '%a%',
    });
  });

  it('refuses unknown $ parameters', () => {
    fails({ $populate: 'x' }, /^\$populate: unknown query parameter/);
  });

  it('parses $or branches and refuses nesting', () => {
    const q = parseListQuery(def, { $or: [{ name: 'a' }, { size: '2' }] });
    expect(q.conditions[0]).toMatchObject({ or: [[{ field: 'name' }], [{ field: 'size', value: 2 }]] });
    fails({ $or: [{ $or: [{ name: 'a' }] }] }, /cannot be nested/);
    fails({ $or: 'x' }, /\$or/);
  });

  it('sorts only on sortable fields and reads 1, -1, asc and desc', () => {
    expect(parseListQuery(def, { $sort: { name: '-1' } }).sort).toEqual([
      ['name', 'desc'],
      ['id', 'desc'],
    ]);
    expect(parseListQuery(def, { $sort: { createdAt: 'asc' } }).sort[0]).toEqual(['createdAt', 'asc']);
    fails({ $sort: { size: '1' } }, /cannot sort on size/);
    fails({ $sort: { name: 'up' } }, /direction/);
  });

  it('turns q into a case-insensitive contains over the search fields, escaping wildcards', () => {
    const q = parseListQuery(def, { q: '50%_off' });
    expect(q.conditions[0]).toMatchObject({ or: [[{ field: 'name', op: '$ilike', value: '%50\\%\\_off%' }]] });
  });

  it('limits $select to known fields and always includes id', () => {
    expect(parseListQuery(def, { $select: ['name'] }).select).toEqual(['id', 'name']);
    fails({ $select: ['password'] }, /unknown field password/);
    // Names every object inherits are no fields either.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      fails({ $select: [name] }, new RegExp(`unknown field ${name}`));
      fails({ $sort: { [name]: '1' } }, new RegExp(`cannot sort on ${name}`));
      fails({ [name]: 'x' }, new RegExp(`^${name}: unknown query field`));
    }
  });

  it('refuses a like pattern ending in a backslash that escapes nothing', () => {
    fails({ name: { $like: 'a\\' } }, /^name: \$like pattern ends with a lone backslash/);
    fails({ name: { $ilike: '\\\\\\' } }, /^name: \$ilike pattern ends/);
    expect(parseListQuery(def, { name: { $ilike: 'a\\\\' } }).conditions[0]).toMatchObject({ value: 'a\\\\' });
    expect(parseListQuery(def, { name: { $like: '50\\%' } }).conditions[0]).toMatchObject({ value: '50\\%' });
  });
});
