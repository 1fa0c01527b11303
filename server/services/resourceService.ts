/**
 * The service every declared resource gets: find/get/create/patch/remove on its table, within the acting
 * role's tenancy, validated against its fields, with every change audited in the change's transaction.
 */
import { BadRequest, Conflict, Forbidden, MethodNotAllowed, NotFound } from '@feathersjs/errors';
import type { Id, NullableId, Paginated } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import { isSuperAdmin, type ActingRole } from '../../domain/access';
import { scopeOf } from '../../domain/tenancy';
import { fieldLabel, inSentence, type Field, type ResourceDefinition } from '../../resources/define';
import { describeErrors, validateRecord } from '../../resources/validate';
import { actorOf, auditedOf, Writer, type AuditedTable } from '../writes';
import { changing } from '../liveEvents';
import { fromDatabaseError } from '../errors';
import type { Application, Params } from '../declarations';
import {
  allowOnlyQuery,
  applyConditions,
  badField,
  conditionsFrom,
  parseListQuery,
  whereInTenancy,
  type ListQuery,
} from '../query';
import { tablesRead, type TableCache } from './tableCache';
import { viewSelect } from '../resourceRegistry';
import type { Row } from '../db/row';
import { retrying, type Command, type Locked, type Refusal } from '../commands';
import { notify } from '../notify';
import { servicePath } from '../resources';

/** Whether a role (acting for a user) may be sent a live event of one row; see ResourceService.whoSees. */
export type RowViewer = (role: ActingRole, userId: number) => boolean;

/** What every resource service shares. */
export interface ResourceContext {
  app: Application;
  db: Knex;
  registry: Map<string, ResourceDefinition>;
  counts: TableCache<number>;
}

const refuse = (message: string, extra: Record<string, unknown> = {}) =>
  new Forbidden(message, { missingPermissions: [], ...extra });

export class ResourceService {
  protected readonly app: Application;
  protected readonly db: Knex;
  protected readonly registry: Map<string, ResourceDefinition>;
  private readonly counts: TableCache<number>;

  constructor(
    readonly def: ResourceDefinition,
    { app, db, registry, counts }: ResourceContext,
  ) {
    this.app = app;
    this.db = db;
    this.registry = registry;
    this.counts = counts;
  }

  protected get table() {
    return this.def.table;
  }

  /** Restricts a query on `def`'s table to what `role` may see. No role: an internal call, no limit. */
  static scope(qb: Knex.QueryBuilder, def: ResourceDefinition, role: ActingRole | undefined): Knex.QueryBuilder {
    if (!role) return qb;
    whereInTenancy(qb, def.tenancy, role, def.table);
    const hidden = def.hiddenRows?.(role);
    if (hidden) applyConditions(qb, conditionsFrom(def, hidden), def.table);
    return qb;
  }

  /** Rows a request may see beyond tenancy: a subclass's own rule, applied to every read and write. */
  protected restrict(_qb: Knex.QueryBuilder, _params: Params): void {}

  /**
   * restrict's rule for one row, for its live events (server/channels.ts, after access and tenancy): a socket is
   * sent an event only when a get of that row would answer it. A subclass that restricts its rows says this too
   * (configureChannels refuses to start otherwise).
   */
  async whoSees(_row: Row): Promise<RowViewer> {
    return () => true;
  }

  /** Whether `service` (or its class) gives both row rules, or neither: the prototype that defines one defines the other. */
  static rowRulesPaired(service: object): boolean {
    const definer = (name: string) => {
      for (let p: object | null = service; p; p = Object.getPrototypeOf(p)) if (Object.hasOwn(p, name)) return p;
    };
    return definer('restrict') === definer('whoSees');
  }

  /**
   * Query parameters a subclass reads itself (beyond declared fields): it takes them out of the query and
   * answers a function adding their conditions.
   */
  protected customFilters(query: Record<string, unknown>): {
    query: Record<string, unknown>;
    apply?: (qb: Knex.QueryBuilder) => void;
  } {
    return { query };
  }

  protected scoped(params: Params, db: Knex = this.db) {
    const qb = ResourceService.scope(db(this.table), this.def, params.actingRole);
    // A personal family: the caller's own rows (the server's own calls, without a user or a transport, read them all).
    if (this.def.owner && (params.provider || params.user))
      qb.where(`${this.table}.${this.def.owner}`, params.user?.id ?? -1);
    this.restrict(qb, params);
    return qb;
  }

  protected parseId(id: Id | null): number {
    const s = String(id);
    if (!/^\d{1,10}$/.test(s) || Number(s) > 2_147_483_647) throw badField('id', `'${s}' is not a record id`);
    return Number(s);
  }

  /** A page `{ total, limit, skip, data }`; an unpaginated family's rows as an array (resources/define.ts paginate). */
  async find(params: Params = {}): Promise<Paginated<Row> | Row[]> {
    const { q, base } = this.selection(params);
    const data = q.limit === 0 ? [] : await this.ordered(q, base).limit(q.limit).offset(q.skip);
    if (!this.def.paginate) return this.answerRows(data);
    // A page that is not full tells the total by itself; only a full (or empty, skipped) page needs a count.
    const pageTellsTotal = q.limit > 0 && data.length < q.limit && (data.length > 0 || q.skip === 0);
    const total = pageTellsTotal ? q.skip + data.length : await this.countOf(base);
    return { total, limit: q.limit, skip: q.skip, data: await this.answerRows(data) };
  }

  /**
   * Rows of the table as a find answers them, a page (or an export's batch) at a time: with what the definition
   * embeds; a subclass adds what it answers beyond its table (signed links, figures) here, for its list and its export.
   */
  async answerRows(rows: Row[]): Promise<Row[]> {
    return this.withEmbeds(rows);
  }

  /**
   * The names (recordRepresentation) of the rows with these ids that a find of the caller would answer, by id: a
   * list export's reference cells. Rows the caller does not see are not named.
   */
  async namesOf(ids: readonly number[], params: Params): Promise<Map<number, unknown>> {
    if (!ids.length) return new Map();
    const name = this.def.recordRepresentation;
    const rows: Row[] = await this.scoped(params)
      .whereIn(`${this.table}.id`, ids)
      .select(`${this.table}.id`, `${this.table}.${name}`);
    return new Map(rows.map((row) => [row.id, row[name]]));
  }

  /** What a find's query selects (the caller's rows, its conditions) and how it asks for them. */
  private selection(params: Params) {
    const custom = this.customFilters({ ...params.query });
    const q = parseListQuery(this.def, custom.query);
    const base = applyConditions(this.scoped(params), q.conditions, this.table);
    custom.apply?.(base);
    return { q, base };
  }

  private ordered(q: ListQuery, base: Knex.QueryBuilder) {
    const columns = (q.select ?? ['*']).map((c) => (c === '*' ? `${this.table}.*` : `${this.table}.${c}`));
    return base
      .clone()
      .select(columns)
      .orderBy(q.sort.map(([column, order]) => ({ column: `${this.table}.${column}`, order })));
  }

  /**
   * Every row a find with this query selects, in its order, unpaged ($limit and $skip are not read): a list export's
   * statement, read through a cursor (services/listExports.ts). The same access, tenancy and conditions as find.
   */
  exportQuery(params: Params): Knex.QueryBuilder {
    const { $limit: _, $skip: __, ...query } = params.query ?? {};
    const { q, base } = this.selection({ ...params, query });
    return this.ordered(q, base);
  }

  /**
   * The rows the definition's embedding fields name (resources/define.ts Embed: a shift's poster, an application's
   * nurse), each answered under its name with the columns it shows, or null: one query per embed for a whole page.
   */
  private async withEmbeds(rows: Row[]): Promise<Row[]> {
    const embeds = Object.entries(this.def.fields).filter(([, field]) => field.embed);
    if (!embeds.length || !rows.length) return rows;
    const out = rows.map((row) => ({ ...row }));
    for (const [name, field] of embeds) {
      const { as, table, columns } = field.embed!;
      const ids = [...new Set(rows.map((row) => row[name]).filter((id) => id !== null && id !== undefined))];
      const found: Row[] = ids.length
        ? await this.db(table)
            .whereIn('id', ids)
            .select([...new Set(['id', ...columns])])
        : [];
      const byId = new Map(found.map((row) => [row.id, Object.fromEntries(columns.map((c) => [c, row[c]]))]));
      for (const row of out) row[as] = byId.get(row[name]) ?? null;
    }
    return out;
  }

  /** The rows `base` selects, counted, or as counted before while none of the tables it reads has changed. */
  private countOf(base: Knex.QueryBuilder): Promise<number> {
    const counting = base.clone().count({ total: '*' });
    const sql = counting.toString();
    // A view's count follows the tables its query reads.
    const tables = [
      this.table,
      ...tablesRead(sql),
      ...(this.def.view === undefined ? [] : tablesRead(viewSelect(this.def))),
    ];
    return this.counts.remember(tables, sql, async () => Number((await counting.first())?.total ?? 0));
  }

  async get(id: Id, params: Params = {}): Promise<Row> {
    const [row] = await this.withEmbeds([await this.loadVisible(this.db, this.parseId(id), params)]);
    return row;
  }

  protected async loadVisible(db: Knex, id: number, params: Params, lock = false): Promise<Row> {
    const query = this.scoped(params, db).where(`${this.table}.id`, id).select(`${this.table}.*`).first();
    const row = await (lock ? query.forUpdate() : query);
    if (!row) throw new NotFound(`No ${this.def.label.one.toLowerCase()} with id ${id}`);
    return row;
  }

  /** A visible row may still be out of reach for writing (a shared catalogue row, for a trust's user). */
  protected assertWritable(row: Row, role: ActingRole | undefined) {
    if (!role || isSuperAdmin(role) || this.def.tenancy === 'global') return;
    const t = this.def.tenancy;
    if (row[t.trust] === null || row[t.trust] === undefined) {
      throw refuse(
        `This ${this.def.label.one.toLowerCase()} belongs to the shared catalogue, which only a super admin changes`,
      );
    }
  }

  /**
   * Fills a new row's trust and care location from where the role acts, and refuses other values. A super admin
   * acting everywhere places rows anywhere; narrowed to a trust (x-institutionid), in that trust.
   */
  protected placeInScope(data: Row, role: ActingRole | undefined, isNew: boolean): Row {
    if (!role || this.def.tenancy === 'global') return data;
    const t = this.def.tenancy;
    const scope = scopeOf(role);
    const out = { ...data };
    const pin = (column: string | undefined, value: number | null, what: string) => {
      // Server-set columns are filled by the resource's own service (from the shift, say).
      if (!column || value === null || this.def.fields[column]?.readOnly) return;
      if (column === 'id') {
        if (isNew) throw refuse(`Your role is limited to one ${what} and cannot add another`);
        return;
      }
      if (out[column] === undefined || (isNew && out[column] === null)) {
        if (isNew) out[column] = value;
      } else if (out[column] !== value) {
        throw refuse(`You can only use rows of your own ${what}`, { field: column });
      }
    };
    pin(t.trust, scope.trustId, 'trust');
    pin(t.careLocation, scope.careLocationId, 'care location');
    return out;
  }

  protected validate(data: unknown, mode: 'create' | 'patch', role: ActingRole | undefined, previous?: Row): Row {
    const placed =
      data && typeof data === 'object' && !Array.isArray(data)
        ? this.placeInScope(data as Row, role, mode === 'create')
        : data;
    const { value: next, errors } = validateRecord(this.def, placed, mode);
    if (errors.length) throw new BadRequest(describeErrors(this.def, errors), { errors });
    const refusal = role && this.def.guard?.({ ...previous, ...next }, role, previous);
    if (refusal) {
      const data = {
        errors: [{ field: refusal.field, message: refusal.message }],
        missingPermissions: refusal.missingPermissions ?? [],
      };
      throw refusal.status === 403 ? new Forbidden(refusal.message, data) : new BadRequest(refusal.message, data);
    }
    return next;
  }

  /**
   * Every referenced row must exist, be visible to the acting role, and sit in the same trust as the row
   * that refers to it (or in the shared catalogue).
   */
  protected async checkReferences(db: Knex, row: Row, changed: Row, role: ActingRole | undefined) {
    const rowTrust =
      this.def.tenancy !== 'global' && this.def.tenancy.trust !== 'id' ? row[this.def.tenancy.trust] : undefined;
    // A row of the shared catalogue is read by every trust: it may not name what only one trust holds.
    const shared = this.def.tenancy !== 'global' && !!this.def.tenancy.sharedWhenNull && rowTrust == null;
    for (const { name, resource, ids } of referencesIn(this.def.fields, changed)) {
      const target = this.registry.get(resource)!;
      if (!ids.length) continue;
      const targetTrust = target.tenancy === 'global' ? undefined : target.tenancy.trust;
      const found: Row[] = await ResourceService.scope(db(target.table), target, role)
        .whereIn(`${target.table}.id`, ids)
        .select(`${target.table}.id`, ...(targetTrust ? [`${target.table}.${targetTrust} as __trust`] : []));
      const missing = ids.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) {
        throw badField(name, `no ${target.label.one.toLowerCase()} with id ${missing.join(', ')}`);
      }
      if (rowTrust != null && targetTrust) {
        const foreign = found.filter((f) => f.__trust !== null && f.__trust !== rowTrust);
        if (foreign.length)
          throw badField(name, `${target.label.one.toLowerCase()} ${foreign[0].id} belongs to another trust`);
      }
      if (shared && targetTrust) {
        const owned = found.find((f) => f.__trust !== null);
        if (owned)
          throw badField(
            name,
            `${target.label.one.toLowerCase()} ${owned.id} belongs to one trust: the shared catalogue uses shared rows only`,
          );
      }
    }
    await this.checkScopedReferences(db, row, changed);
  }

  /**
   * What checkReferences of a new row depends on (its trust, its references and the fields scoping them), as text:
   * rows alike in these pass or fail it alike, so posting many checks each kind once.
   */
  protected referenceKey(row: Row): string {
    const trust = this.def.tenancy === 'global' ? undefined : this.def.tenancy.trust;
    return JSON.stringify([trust && row[trust], ...this.referenceFields.map((name) => row[name] ?? null)]);
  }

  /** The fields naming other rows, and the fields scoping them (worked out once: a plan keys 500 rows by them). */
  private get referenceFields(): string[] {
    return (this.referenceFieldNames ??= Object.entries(this.def.fields).flatMap(([name, field]) =>
      field.type === 'reference' || field.type === 'references' || field.type === 'rows'
        ? [name, ...(field.type === 'reference' && field.scopedBy ? [field.scopedBy] : [])]
        : [],
    ));
  }

  private referenceFieldNames?: string[];

  /** A reference scoped by another field names a row that shares this row's value of it (an area of its care location). */
  private async checkScopedReferences(db: Knex, row: Row, changed: Row) {
    for (const [name, field] of Object.entries(this.def.fields)) {
      if (field.type !== 'reference' || !field.scopedBy || row[name] == null) continue;
      if (!(name in changed) && !(field.scopedBy in changed)) continue;
      const target = this.registry.get(field.resource)!;
      const referenced = await db(target.table).where({ id: row[name] }).first(field.scopedBy);
      if (referenced && referenced[field.scopedBy] !== row[field.scopedBy]) {
        const scope = fieldLabel(field.scopedBy, this.def.fields[field.scopedBy]).toLowerCase();
        throw badField(name, `is not a ${target.label.one.toLowerCase()} of the chosen ${scope}`);
      }
    }
  }

  /** This resource's table, as the one write path (server/writes.ts) knows it. */
  protected get audited(): AuditedTable {
    return auditedOf(this.def);
  }

  /** The write path of a change made by this request, in its transaction: every write is audited there. */
  protected writer(trx: Knex.Transaction, params: Params): Writer {
    return new Writer(trx, actorOf(params));
  }

  /**
   * Runs a change in a transaction (whose commit makes the totals of the tables it wrote stale: see watchWrites), then
   * sends the live events of the other families' rows it wrote (server/liveEvents.ts).
   */
  protected async change<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    try {
      return await changing(this.app, work, this.def.name);
    } catch (error) {
      throw this.explainDuplicate(error);
    }
  }

  /** A unique-index refusal, told in the resource's own words. */
  private explainDuplicate(error: unknown) {
    const mapped = fromDatabaseError(error as object);
    if (!(mapped instanceof Conflict) || !mapped.errors) return error;
    const what = inSentence(this.def.label.one);
    const a = /^[aeiou]/.test(what) ? 'An' : 'A';
    const field = mapped.errors[0]?.field as string;
    if (!field) return new Conflict(`This trust already has ${a.toLowerCase()} ${what}`, { errors: mapped.errors });
    const label = fieldLabel(field, this.def.fields[field] ?? { type: 'string' }).toLowerCase();
    return new Conflict(`${a} ${what} with this ${label} already exists`, { errors: mapped.errors });
  }

  /** Server-set fields of a new row (a subclass's: the trust of the shift it belongs to, say). */
  protected async serverFields(_value: Row, _params: Params): Promise<Row> {
    return {};
  }

  /** A subclass's last check of a new row, inside the transaction that inserts it (locks taken here hold). */
  protected async beforeInsert(_trx: Knex.Transaction, _row: Row, _params: Params): Promise<void> {}

  /**
   * A subclass's last check of a change (`value`, validated) to `existing`, inside the transaction that writes it, after
   * the common checks (locks taken here hold).
   */
  protected async beforeUpdate(_trx: Knex.Transaction, _existing: Row, _value: Row, _params: Params): Promise<void> {}

  /** What a new row brings with it, written in the transaction that inserts it (a new trust's built-in roles). */
  protected async afterInsert(_trx: Knex.Transaction, _row: Row, _params: Params): Promise<void> {}

  /** What a row's removal refusal reads beyond the row itself (how many people hold it, say); sent as the 409's data. */
  protected async removalFacts(_trx: Knex.Transaction, _row: Row): Promise<Row> {
    return {};
  }

  async create(data: Row, params: Params = {}): Promise<Row> {
    if (Array.isArray(data)) throw new MethodNotAllowed('Create one record at a time');
    const role = params.actingRole;
    const value = this.validate(data, 'create', role);
    await this.checkReferences(this.db, value, value, role);
    const owned = this.def.owner && params.user ? { [this.def.owner]: params.user.id } : {};
    const server = { ...owned, ...(await this.serverFields(value, params)) };
    return this.change(async (trx) => {
      if (!this.def.paginate) await this.keepWhole(trx);
      await this.beforeInsert(trx, { ...value, ...server }, params);
      const row = await this.writer(trx, params).insert(this.audited, { ...value, ...server });
      await this.afterInsert(trx, row, params);
      return row;
    });
  }

  /**
   * An unpaginated family is answered whole: it may not grow past the rows one answer holds (maxLimit). The table is
   * locked against other inserts until this one commits, so that two at the last place cannot both pass.
   */
  private async keepWhole(trx: Knex.Transaction) {
    await this.lockTable(trx);
    const count = await trx(this.table).count({ n: '*' }).first();
    if (Number(count?.n) >= this.def.maxLimit) {
      throw new Conflict(`${this.def.label.many} hold at most ${this.def.maxLimit} rows: remove one first`);
    }
  }

  /**
   * Locks the family's table against other writes (reads go on) until the transaction ends: a rule judged over many
   * rows (a count, a cycle, one default) then holds when two writes race.
   */
  protected async lockTable(trx: Knex.Transaction) {
    await trx.raw('lock table ?? in share row exclusive mode', [this.table]);
  }

  async patch(id: NullableId, data: Row, params: Params = {}): Promise<Row | Row[]> {
    if (id === null) return this.many(params, (trx, row) => this.patchOne(trx, row, data, params));
    const rowId = this.parseId(id);
    return this.change(async (trx) =>
      this.patchOne(trx, await this.loadVisible(trx, rowId, params, true), data, params),
    );
  }

  async remove(id: NullableId, params: Params = {}): Promise<Row | Row[]> {
    if (id === null) return this.many(params, (trx, row) => this.removeOne(trx, row, params));
    const rowId = this.parseId(id);
    return this.change(async (trx) => this.removeOne(trx, await this.loadVisible(trx, rowId, params, true), params));
  }

  /**
   * A declared action on one row (resources/define.ts ActionDefinition): its input checked like fields, then its command
   * (server/commands.ts) run by `command`, with the row's live event. The access rule was checked by the authorize
   * hook, as for any verb.
   */
  async act(name: string, data: unknown, params: Params = {}): Promise<Row> {
    const action = this.def.actions[name];
    allowOnlyQuery(params.query ?? {}, [], `the ${name} action (its input goes in the body)`);
    const inputs = Object.keys(action.input ?? {});
    if (!data || typeof data !== 'object' || Array.isArray(data))
      throw new BadRequest(`Send { ${['id', ...inputs].join(', ')} }`);
    const { id, ...given } = data as Row;
    if (id === undefined || id === null)
      throw badField('id', `is required: the ${this.def.label.one.toLowerCase()} to ${name}`);
    const rowId = this.parseId(id);
    const form = { fields: action.input ?? {}, label: { one: `${name} request`, many: `${name} requests` } };
    const { value: input, errors } = validateRecord(form, given, 'create');
    if (errors.length) throw new BadRequest(describeErrors(form, errors), { errors });
    const row = await this.command(this.commands[name], rowId, input, params, action.refusal);
    // A custom method sends no event of its own: the row changed, as a patch's would.
    this.app.service(servicePath(this.def.name)).emit('patched', row);
    return row;
  }

  /** This family's commands, by the name of the declared action each does (a patch the spec names may use them too). */
  protected readonly commands: Record<string, Command> = {};

  /** Whether the service runs the action `name` as a command. */
  runsCommand(name: string): boolean {
    return Object.hasOwn(this.commands, name);
  }

  /**
   * Locks the row a command changes, visible to the request (404 otherwise), with the rows its rules read beside it,
   * in the order the family takes its locks (an application: its nurse, its shift, then itself).
   */
  protected async lockForCommand(trx: Knex.Transaction, id: number, params: Params): Promise<Locked> {
    return { row: await this.loadVisible(trx, id, params, true) };
  }

  /**
   * Runs a command on row `id`: in one transaction (run again should PostgreSQL abort it for a deadlock), the row
   * locked once, `refusal` asked once of it as locked (409 with its reason), the command's writes audited together at
   * its end; then what it leaves to do once committed, and its notifications. Answers the row as a get would.
   */
  protected async command(run: Command, id: number, input: Row, params: Params, refusal?: Refusal): Promise<Row> {
    const now = this.app.get('clock').now();
    const outcome = await retrying(
      () =>
        this.change(async (trx) => {
          const locked = await this.lockForCommand(trx, id, params);
          const refused = refusal?.(locked.row);
          if (refused) throw new Conflict(refused);
          const writer = this.writer(trx, params);
          return writer.atOnce(() => run({ locked, input, params, trx, writer, now }));
        }),
      `This ${inSentence(this.def.label.one)}`,
    );
    await outcome.afterCommit?.();
    await notify(this.app, outcome.notices ?? []);
    const [row] = await this.answerRows([outcome.row]);
    return row;
  }

  /** Patch or remove by query: every matching row the role can see, in one transaction. */
  private async many(params: Params, each: (trx: Knex.Transaction, row: Row) => Promise<Row>): Promise<Row[]> {
    const q = parseListQuery(this.def, { ...params.query, $limit: String(this.def.maxLimit) });
    if (!q.conditions.length)
      throw new BadRequest('Changing many records needs a query that selects them (id[$in]=...)');
    return this.change(async (trx) => {
      const rows = await applyConditions(this.scoped(params, trx), q.conditions, this.table)
        .select(`${this.table}.*`)
        .orderBy(`${this.table}.id`)
        .limit(q.limit);
      const out: Row[] = [];
      for (const row of rows) out.push(await each(trx, row));
      return out;
    });
  }

  protected async patchOne(trx: Knex.Transaction, existing: Row, data: Row, params: Params): Promise<Row> {
    const role = params.actingRole;
    this.assertWritable(existing, role);
    const value = this.validate(data, 'patch', role, existing);
    const merged = { ...existing, ...value };
    const t = this.def.tenancy;
    const movedTrust = t !== 'global' && t.trust in value && value[t.trust] !== existing[t.trust];
    // A row moved to another trust must not keep references into the old one.
    await this.checkReferences(trx, merged, movedTrust ? merged : value, role);
    await this.beforeUpdate(trx, existing, value, params);
    return this.writer(trx, params).update(this.audited, existing, value);
  }

  protected async removeOne(trx: Knex.Transaction, existing: Row, params: Params): Promise<Row> {
    const role = params.actingRole;
    this.assertWritable(existing, role);
    if (this.def.removeRefusal) {
      const facts = await this.removalFacts(trx, existing);
      const refusal = this.def.removeRefusal({ ...existing, ...facts });
      if (refusal) throw new Conflict(refusal, facts);
    }
    return this.writer(trx, params).remove(this.audited, existing);
  }
}

/** The ids each reference field of `changed` names (a rows field's references too, all rows' at once). */
function referencesIn(
  fields: Record<string, Field>,
  changed: Row,
): { name: string; resource: string; ids: number[] }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const value = changed[name];
    if (value == null) return [];
    if (field.type === 'reference')
      return field.foreignKey === false ? [] : [{ name, resource: field.resource, ids: [value as number] }];
    if (field.type === 'references') return [{ name, resource: field.resource, ids: value as number[] }];
    if (field.type !== 'rows') return [];
    const rows = value as Row[];
    return Object.entries(field.fields).flatMap(([column, sub]) =>
      sub.type === 'reference' && sub.foreignKey !== false
        ? [
            {
              name,
              resource: sub.resource,
              ids: [...new Set(rows.map((r) => r[column]).filter((id): id is number => id != null))],
            },
          ]
        : [],
    );
  });
}
