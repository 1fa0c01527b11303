/**
 * List queries: the strict whitelist of fields and operators a resource declares, values coerced to the
 * field's type, and the resulting knex conditions. Anything undeclared is a 400 naming it.
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import {
  canonicalValue,
  OPERATORS,
  operatorsFor,
  type Field,
  type Operator,
  type ResourceDefinition,
} from '../resources/define';
import { isCalendarDate, isDateTime } from '../resources/validate';
import type { ActingRole } from '../domain/access';
import { NO_ROWS, tenancyConditions, type Tenancy } from '../domain/tenancy';

type Condition = { field: string; column: Field; op: '$eq' | Operator; value: unknown } | { or: Condition[][] };

export interface ListQuery {
  limit: number;
  skip: number;
  sort: [string, 'asc' | 'desc'][];
  select?: string[];
  conditions: Condition[];
}

const SYSTEM_COLUMNS: Record<string, Field> = {
  id: { type: 'integer', filter: true, sortable: true },
  createdAt: { type: 'datetime', filter: true, sortable: true },
  updatedAt: { type: 'datetime', filter: true, sortable: true },
};
const MAX_IN_VALUES = 1000;

export const badField = (field: string, message: string) =>
  new BadRequest(`${field}: ${message}`, { errors: [{ field, message }] });

/** A query parameter naming one record by its id (a string of digits, as a query sends it), or 400 saying `message`. */
export function idParam(raw: unknown, field: string, message: string): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw badField(field, message);
  return Number(raw);
}

/** As idParam, for a parameter the call may leave out (undefined then). */
export const optionalIdParam = (raw: unknown, field: string, message: string): number | undefined =>
  raw === undefined ? undefined : idParam(raw, field, message);

/** Refuses any query parameter but the given ones, naming the first and what the call accepts. */
export function allowOnlyQuery(query: Record<string, unknown>, keys: readonly string[], what: string) {
  const unknown = Object.keys(query).find((k) => !keys.includes(k));
  if (unknown !== undefined) {
    throw badField(
      unknown,
      `is not a query parameter of ${what}${keys.length ? `: use ${keys.join(', ')}` : ' (it takes none)'}`,
    );
  }
}

export function columnOf(def: ResourceDefinition, name: string): Field | undefined {
  if (Object.hasOwn(def.fields, name)) return def.fields[name];
  return Object.hasOwn(SYSTEM_COLUMNS, name) ? SYSTEM_COLUMNS[name] : undefined;
}

function coerceScalar(name: string, field: Field, raw: unknown): unknown {
  if (raw === null) return null;
  if (Array.isArray(raw) || typeof raw === 'object') throw badField(name, 'expected a single value');
  const s = String(raw);
  switch (field.type) {
    case 'integer':
    case 'reference':
    case 'references':
      if (!/^-?\d{1,10}$/.test(s)) throw badField(name, `'${s}' is not an integer`);
      return Number(s);
    case 'number':
    case 'money': {
      const n = Number(s);
      if (s.trim() === '' || !Number.isFinite(n)) throw badField(name, `'${s}' is not a number`);
      return n;
    }
    case 'boolean':
      if (s === 'true' || s === '1') return true;
      if (s === 'false' || s === '0') return false;
      throw badField(name, `'${s}' is not true or false`);
    case 'date':
      if (!isCalendarDate(s)) throw badField(name, `'${s}' is not a date (YYYY-MM-DD)`);
      return s;
    case 'datetime':
      if (!isDateTime(s)) throw badField(name, `'${s}' is not a date and time`);
      return new Date(s).toISOString();
    case 'enum':
    case 'strings': {
      const value = canonicalValue(field, s) as string;
      if (field.values && !field.values.includes(value))
        throw badField(name, `'${s}' is not one of ${field.values.join(', ')}`);
      return value;
    }
    default:
      if (s.length > 1000) throw badField(name, 'value is too long');
      return s;
  }
}

/**
 * A list given as an array, or as the index-keyed object that query-string parsing makes of a long one
 * (qs turns more than 20 repeated values into { 0: .., 1: .. }).
 */
function asList(v: unknown): unknown[] | undefined {
  if (Array.isArray(v)) return v;
  if (!v || typeof v !== 'object') return undefined;
  const entries = Object.entries(v);
  if (!entries.length || !entries.every(([k]) => /^\d+$/.test(k))) return undefined;
  return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x);
}

function parseFieldCondition(def: ResourceDefinition, name: string, raw: unknown): Condition[] {
  const field = columnOf(def, name);
  if (!field || !field.filter) throw badField(name, 'unknown query field');
  const allowed = operatorsFor(field);
  const many = (v: unknown) => {
    const list = asList(v) ?? [v];
    if (list.length > MAX_IN_VALUES) throw badField(name, `at most ${MAX_IN_VALUES} values`);
    return list.map((x) => coerceScalar(name, field, x));
  };
  // Repeated keys (?status=a&status=b) mean any of them.
  const list = asList(raw);
  if (list) {
    if (!allowed.includes('$in')) throw badField(name, 'does not accept a list of values');
    return [{ field: name, column: field, op: '$in', value: many(list) }];
  }
  if (raw !== null && typeof raw === 'object') {
    return Object.entries(raw as Record<string, unknown>).map(([op, v]) => {
      if (!(OPERATORS as readonly string[]).includes(op)) throw badField(name, `unknown query operator ${op}`);
      if (!allowed.includes(op as Operator)) throw badField(name, `operator ${op} is not allowed on this field`);
      if (op === '$in' || op === '$nin') return { field: name, column: field, op: op as Operator, value: many(v) };
      if (op === '$like' || op === '$ilike') {
        if (typeof v !== 'string' || v.length > 200) throw badField(name, `${op} needs a text pattern`);
        // PostgreSQL refuses a pattern whose last backslash escapes nothing.
        if (/(?<!\\)(?:\\\\)*\\$/.test(v))
          throw badField(name, `${op} pattern ends with a lone backslash: write \\\\ for a backslash`);
        return { field: name, column: field, op: op as Operator, value: v };
      }
      return { field: name, column: field, op: op as Operator, value: coerceScalar(name, field, v) };
    });
  }
  return [{ field: name, column: field, op: '$eq', value: coerceScalar(name, field, raw) }];
}

function parseConditions(def: ResourceDefinition, query: Record<string, unknown>, depth: number): Condition[] {
  const out: Condition[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (key === '$or') {
      if (depth > 0) throw badField('$or', 'cannot be nested');
      const branches = asList(raw) ?? null;
      if (!branches || branches.length === 0 || branches.length > 20)
        throw badField('$or', 'needs a list of up to 20 conditions');
      out.push({
        or: branches.map((b) => {
          if (!b || typeof b !== 'object' || Array.isArray(b)) throw badField('$or', 'each branch must be an object');
          return parseConditions(def, b as Record<string, unknown>, depth + 1);
        }),
      });
    } else if (key.startsWith('$')) {
      throw badField(key, 'unknown query parameter');
    } else {
      out.push(...parseFieldCondition(def, key, raw));
    }
  }
  return out;
}

function parseInteger(name: string, raw: unknown, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const s = String(raw);
  if (!/^\d{1,9}$/.test(s)) throw badField(name, `'${s}' is not a whole number of zero or more`);
  return Number(s);
}

export function parseListQuery(def: ResourceDefinition, query: Record<string, unknown> = {}): ListQuery {
  const { $limit, $skip, $sort, $select, q, ...rest } = query;
  const conditions = parseConditions(def, rest, 0);

  if (q !== undefined && q !== '') {
    if (!def.search.length) throw badField('q', 'this list has no text search');
    if (typeof q !== 'string' || q.length > 200) throw badField('q', 'must be a text of at most 200 characters');
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push({
      or: def.search.map((f) => [{ field: f, column: def.fields[f], op: '$ilike' as const, value: pattern }]),
    });
  }

  const sort: [string, 'asc' | 'desc'][] = [];
  if ($sort !== undefined) {
    if (!$sort || typeof $sort !== 'object' || Array.isArray($sort))
      throw badField('$sort', 'expected $sort[field]=1 or -1');
    for (const [f, dir] of Object.entries($sort)) {
      const col = columnOf(def, f);
      if (!col?.sortable) throw badField('$sort', `cannot sort on ${f}`);
      const d = String(dir).toLowerCase();
      if (!['1', '-1', 'asc', 'desc'].includes(d)) throw badField('$sort', `direction of ${f} must be 1 or -1`);
      sort.push([f, d === '1' || d === 'asc' ? 'asc' : 'desc']);
    }
  }
  if (!sort.length) sort.push([def.sort.field, def.sort.order === 'ASC' ? 'asc' : 'desc']);
  if (!sort.some(([f]) => f === 'id')) sort.push(['id', sort[0][1]]);

  let select: string[] | undefined;
  if ($select !== undefined) {
    const list = asList($select) ?? String($select).split(',');
    for (const f of list) if (!columnOf(def, String(f))) throw badField('$select', `unknown field ${String(f)}`);
    select = [...new Set(['id', ...list.map(String)])];
  }

  return {
    limit: Math.min(parseInteger('$limit', $limit, def.paginate ? def.pageSize : def.maxLimit), def.maxLimit),
    skip: parseInteger('$skip', $skip, 0),
    sort,
    select,
    conditions,
  };
}

const isJsonList = (f: Field) => f.type === 'strings' || f.type === 'references';

function applyCondition(qb: Knex.QueryBuilder, c: Condition, table: string): void {
  if ('or' in c) {
    qb.where((outer) => {
      for (const branch of c.or) outer.orWhere((inner) => branch.forEach((b) => applyCondition(inner, b, table)));
    });
    return;
  }
  const col = `${table}.${c.field}`;
  if (isJsonList(c.column)) {
    // A list field matches when it contains the value (or, for $in, any of the values).
    const values = c.op === '$in' ? (c.value as unknown[]) : [c.value];
    qb.where((w) => values.forEach((v) => w.orWhereRaw('?? @> ?::jsonb', [col, JSON.stringify([v])])));
    return;
  }
  switch (c.op) {
    case '$eq':
      if (c.value === null) qb.whereNull(col);
      else qb.where(col, c.value as Knex.Value);
      return;
    case '$ne':
      qb.whereRaw('?? is distinct from ?', [col, c.value as Knex.Value]);
      return;
    case '$in':
      qb.whereIn(col, c.value as Knex.Value[]);
      return;
    case '$nin':
      qb.whereNotIn(col, c.value as Knex.Value[]);
      return;
    case '$like':
      qb.where(col, 'like', c.value as string);
      return;
    case '$ilike':
      qb.where(col, 'ilike', c.value as string);
      return;
    default: {
      const sql = { $lt: '<', $lte: '<=', $gt: '>', $gte: '>=' }[c.op];
      qb.where(col, sql, c.value as Knex.Value);
    }
  }
}

export function applyConditions(qb: Knex.QueryBuilder, conditions: Condition[], table: string): Knex.QueryBuilder {
  for (const c of conditions) applyCondition(qb, c, table);
  return qb;
}

/** Conditions from a plain object of field values, for rules written in definitions (hiddenRows). */
export function conditionsFrom(def: ResourceDefinition, where: Record<string, unknown>): Condition[] {
  return parseConditions(def, where, 0);
}

/** Tenancy's conditions (domain/tenancy.ts) as SQL on `table` (a table name or alias). */
export function whereInTenancy(
  qb: Knex.QueryBuilder,
  tenancy: Tenancy,
  role: ActingRole,
  table: string,
): Knex.QueryBuilder {
  const conditions = tenancyConditions(tenancy, role);
  if (conditions === NO_ROWS) return qb.whereRaw('false');
  for (const { column, equals, orNull } of conditions) {
    const col = `${table}.${column}`;
    if (orNull) qb.where((w) => w.where(col, equals).orWhereNull(col));
    else qb.where(col, equals);
  }
  return qb;
}
