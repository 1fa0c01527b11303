/**
 * Tables for declared resources. Creating a table and adding a declared column are derived from the
 * definitions, so adding a resource needs no migration file. Anything else (a changed type, a dropped or
 * renamed column) needs a hand-written migration, and start-up refuses to run until the schema matches.
 */
import type { Knex } from 'knex';
import type { Field, ResourceDefinition } from '../../resources/define';
import { viewSelect } from '../resourceRegistry';

const SQL_TYPES: Record<Field['type'], string> = {
  string: 'character varying',
  email: 'character varying',
  url: 'character varying',
  enum: 'character varying',
  text: 'text',
  integer: 'integer',
  reference: 'integer',
  number: 'double precision',
  money: 'double precision',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamp with time zone',
  strings: 'jsonb',
  references: 'jsonb',
  rows: 'jsonb',
  json: 'jsonb',
};

function addColumn(
  t: Knex.CreateTableBuilder,
  name: string,
  field: Field,
  tableByResource: Map<string, string>,
  isNew: boolean,
) {
  let col: Knex.ColumnBuilder;
  switch (field.type) {
    case 'string':
    case 'email':
    case 'url':
      col = t.string(name, field.maxLength ?? 255);
      break;
    case 'enum':
      col = t.string(name, 64);
      break;
    case 'text':
      col = t.text(name);
      break;
    case 'integer':
      col = t.integer(name);
      break;
    case 'reference':
      col = t.integer(name);
      if (field.foreignKey !== false) {
        const target = tableByResource.get(field.resource);
        if (!target) throw new Error(`Field ${name} references unknown resource ${field.resource}`);
        col.references('id').inTable(target).onDelete('RESTRICT');
      }
      break;
    case 'number':
    case 'money':
      col = t.double(name);
      break;
    case 'boolean':
      col = t.boolean(name);
      break;
    case 'date':
      col = t.date(name);
      break;
    case 'datetime':
      col = t.timestamp(name, { useTz: true });
      break;
    case 'strings':
    case 'references':
    case 'rows':
    case 'json':
      col = t.jsonb(name);
      break;
  }
  if (field.default !== undefined) {
    col.defaultTo(typeof field.default === 'object' ? JSON.stringify(field.default) : (field.default as Knex.Value));
  }
  // A column added to a table that already has rows stays nullable; validation keeps new rows complete.
  if (field.required && isNew) col.notNullable();
}

/** Resources in an order where every referenced table comes first. */
export function creationOrder(defs: ResourceDefinition[]): ResourceDefinition[] {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const done = new Set<string>();
  const out: ResourceDefinition[] = [];
  const visit = (d: ResourceDefinition, path: string[]) => {
    if (done.has(d.name)) return;
    if (path.includes(d.name)) throw new Error(`Reference cycle: ${[...path, d.name].join(' -> ')}`);
    for (const f of Object.values(d.fields)) {
      if (f.type === 'reference' && f.foreignKey !== false) {
        const target = byName.get(f.resource);
        if (!target) throw new Error(`${d.name} references unknown resource ${f.resource}`);
        if (target !== d) visit(target, [...path, d.name]);
      }
    }
    done.add(d.name);
    out.push(d);
  };
  for (const d of defs) visit(d, []);
  return out;
}

const indexName = (table: string, cols: string[], suffix: string) =>
  `${table}_${cols.join('_')}_${suffix}`
    .replace(/[^A-Za-z0-9_]/g, '_')
    .toLowerCase()
    .slice(0, 63);

function indexedColumns(def: ResourceDefinition): string[][] {
  const cols = new Set<string>();
  if (def.tenancy !== 'global') {
    if (def.tenancy.trust !== 'id') cols.add(def.tenancy.trust);
    if (def.tenancy.careLocation && def.tenancy.careLocation !== 'id') cols.add(def.tenancy.careLocation);
  }
  for (const [name, f] of Object.entries(def.fields)) if (f.index || f.type === 'reference') cols.add(name);
  if (def.sort.field !== 'id') cols.add(def.sort.field);
  return [...[...cols].map((c) => [c]), ...def.indexes];
}

/**
 * The views of read-only families (resources/define.ts view) go before the tables change (a view holds no data, and
 * a column it reads could not change under it) and come back once every table and migration is in place.
 */
export async function dropResourceViews(knex: Knex, defs: ResourceDefinition[]): Promise<void> {
  for (const def of defs) if (def.view !== undefined) await knex.raw('drop view if exists ??', [def.table]);
}

export async function createResourceViews(knex: Knex, defs: ResourceDefinition[]): Promise<void> {
  const views = defs.filter((def) => def.view !== undefined);
  // dropResourceViews took them down before the tables changed.
  for (const def of views) await knex.raw(`create view ?? as ${viewSelect(def)}`, [def.table]);
  const columns = await columnsOf(knex);
  for (const def of views) {
    const missing = ['id', ...Object.keys(def.fields)].filter((name) => !columns.get(def.table)?.has(name));
    if (missing.length)
      throw new Error(`View ${def.table} of resource ${def.name} has no column ${missing.join(', ')}`);
  }
}

interface CatalogueColumn {
  table_name: string;
  column_name: string;
  data_type: string;
}

/**
 * Each table's and view's columns with their types, read at once rather than table by table (a start on an existing
 * database otherwise asked the catalogue some four hundred times).
 */
async function columnsOf(knex: Knex): Promise<Map<string, Map<string, string>>> {
  const rows: CatalogueColumn[] = await knex('information_schema.columns')
    .select('table_name', 'column_name', 'data_type')
    .where({ table_schema: knex.raw('current_schema()') });
  const columns = new Map<string, Map<string, string>>();
  for (const row of rows) {
    if (!columns.has(row.table_name)) columns.set(row.table_name, new Map());
    columns.get(row.table_name)!.set(row.column_name, row.data_type);
  }
  return columns;
}

export async function syncResourceTables(knex: Knex, defs: ResourceDefinition[]): Promise<void> {
  const tableByResource = new Map(defs.map((d) => [d.name, d.table]));
  const tables = await columnsOf(knex);
  const indexes = new Set<string>(
    await knex('pg_indexes')
      .pluck('indexname')
      .where({ schemaname: knex.raw('current_schema()') }),
  );
  /** Makes the index unless one of its name is there, as `create index if not exists` would decide. */
  const makeIndex = async (name: string, statement: string, bindings: string[]) => {
    if (indexes.has(name)) return;
    await knex.raw(statement, [name, ...bindings]);
    indexes.add(name);
  };
  for (const def of creationOrder(defs)) {
    if (def.view !== undefined) continue;
    const actual = tables.get(def.table);
    if (!actual) {
      await knex.schema.createTable(def.table, (t) => {
        t.increments('id');
        for (const [name, field] of Object.entries(def.fields)) addColumn(t, name, field, tableByResource, true);
        t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    } else {
      const missing = Object.entries(def.fields).filter(([name]) => !actual.has(name));
      const mismatched = Object.entries(def.fields).filter(
        ([name, f]) => actual.has(name) && actual.get(name) !== SQL_TYPES[f.type],
      );
      if (mismatched.length) {
        const list = mismatched.map(([n, f]) => `${n} is ${actual.get(n)}, declared ${SQL_TYPES[f.type]}`).join('; ');
        throw new Error(`Table ${def.table} does not match resource ${def.name} (${list}): write a migration`);
      }
      if (missing.length) {
        await knex.schema.alterTable(def.table, (t) => {
          for (const [name, field] of missing)
            addColumn(t as Knex.CreateTableBuilder, name, field, tableByResource, false);
        });
      }
    }
    for (const cols of indexedColumns(def)) {
      const statement = `create index ?? on ?? (${cols.map(() => '??').join(', ')})`;
      await makeIndex(indexName(def.table, cols, 'idx'), statement, [def.table, ...cols]);
    }
    for (const cols of def.unique) {
      const nullable = cols.some((c) => c !== 'id' && !def.fields[c]?.required);
      const statement = `create unique index ?? on ?? (${cols.map(() => '??').join(', ')})${nullable ? ' nulls not distinct' : ''}`;
      await makeIndex(indexName(def.table, cols, 'key'), statement, [def.table, ...cols]);
    }
  }
}
