/**
 * The declarative resource definition. One definition per resource family gives the server its table,
 * service, validation, access, tenancy and audit, and gives the console its views and menu entry.
 */
import { can, type AccessRule, type ActingRole } from '../domain/access';
import type { Feature } from '../domain/features';
import type { Tenancy } from '../domain/tenancy';

export const OPERATORS = ['$in', '$nin', '$lt', '$lte', '$gt', '$gte', '$ne', '$like', '$ilike'] as const;
export type Operator = (typeof OPERATORS)[number];

export const METHODS = ['find', 'get', 'create', 'patch', 'remove'] as const;
export type Method = (typeof METHODS)[number];

export interface FieldBase {
  label?: string;
  /** Must be given on create (and may not be cleared). */
  required?: boolean;
  /** Value stored when create leaves the field out. */
  default?: unknown;
  /** Which query operators a list may filter on; true picks the usual ones for the type. */
  filter?: boolean | readonly Operator[];
  sortable?: boolean;
  /** Set by the server only: refused in create and patch bodies, shown read-only in the console. */
  readOnly?: boolean;
  /**
   * false: not given when a record is made (a new trust is not live yet): a create body may hold only its default,
   * and the create form leaves it out; it is changed once the record exists.
   */
  onCreate?: false;
  /** Computed by the server for every row it writes (a shift's start instant, say): never null in an answer. */
  computed?: boolean;
  /** Shown as a column of the generated list. */
  list?: boolean;
  /** A database index, for fields that large lists filter or sort on. */
  index?: boolean;
  /** Shown in the console as a help text under the input. */
  help?: string;
  /**
   * The row this id names in a table that is not a resource family, answered beside the record under `as` by find
   * and get (a shift's poster as `manager: { id, firstname, lastname }`), and shown by its name in the console.
   */
  embed?: Embed;
}

/** The tables a field may embed a row of, and the columns each may show: users, by name (email where it says so). */
export const EMBEDDABLE = { users: ['id', 'firstname', 'lastname', 'email'] } as const;
export type EmbeddableTable = keyof typeof EMBEDDABLE;

export interface Embed {
  as: string;
  table: EmbeddableTable;
  columns: readonly (typeof EMBEDDABLE)[EmbeddableTable][number][];
}

export type Field =
  | (FieldBase & {
      type: 'string' | 'email' | 'url';
      maxLength?: number;
      minLength?: number;
      pattern?: string;
      /** The value is a family's name (an audit entry's service): shown, filtered and exported by its label. */
      family?: true;
    })
  | (FieldBase & { type: 'text'; maxLength?: number })
  /** money: pounds, to the penny (hourly rates, uplifts). */
  | (FieldBase & { type: 'integer' | 'number' | 'money'; min?: number; max?: number })
  | (FieldBase & { type: 'boolean' })
  | (FieldBase & { type: 'date' | 'datetime' })
  /**
   * labels: how the console names a value ('bankHoliday': 'Bank holiday'); the value itself otherwise. aliases: older
   * names of values, read (in a body or a query) as the value they name ('shift-manager': 'SHIFT-MANAGER').
   */
  | (FieldBase & {
      type: 'enum';
      values: readonly string[];
      labels?: Readonly<Record<string, string>>;
      aliases?: Readonly<Record<string, string>>;
    })
  /** A list of strings, optionally from a fixed set (permission values, feature names). */
  | (FieldBase & {
      type: 'strings';
      values?: readonly string[];
      labels?: Readonly<Record<string, string>>;
      maxItems?: number;
    })
  /**
   * The id of a row of another resource. scopedBy: the referenced row must share this row's value of that field (a
   * shift's area is a department of the shift's care location: scopedBy 'careLocationId').
   */
  | (FieldBase & {
      type: 'reference';
      resource: string;
      foreignKey?: boolean;
      scopedBy?: string;
      /** Only the rows this filter selects are offered (as the console's filters say it): those the write accepts. */
      offered?: Record<string, unknown>;
    })
  /** A list of ids of rows of another resource. */
  | (FieldBase & { type: 'references'; resource: string; maxItems?: number })
  /**
   * A list of small records, each of the fields given (a request's skills, each at a level): stored as JSON, each row
   * checked like a record (its references too: they exist and sit in the row's trust), entered as rows of inputs.
   * required: at least one row. key: the field no two rows may share; with onRepeat 'lastWins', rows repeating a key
   * are one row, the last given (spec 5: a model job's skill list is de-duplicated by skill), instead of refused.
   */
  | (FieldBase & {
      type: 'rows';
      fields: Record<string, Field>;
      key?: string;
      onRepeat?: 'refuse' | 'lastWins';
      maxItems?: number;
    })
  | (FieldBase & { type: 'json' });

export type FieldType = Field['type'];

/** A JSON field whose value has a known shape, for the typed records (the type is carried by the field's type only). */
export const jsonOf = <T>(field: Omit<FieldBase, 'filter'> = {}) =>
  ({ ...field, type: 'json' as const }) as FieldBase & { type: 'json'; shape?: T };

/** The value of a field as the API answers it (JSON: dates and times as ISO text). */
type ValueOf<F> = F extends { type: 'string' | 'email' | 'url' | 'text' | 'date' | 'datetime' }
  ? string
  : F extends { type: 'integer' | 'number' | 'money' | 'reference' }
    ? number
    : F extends { type: 'boolean' }
      ? boolean
      : F extends { type: 'enum'; values: readonly (infer V)[] }
        ? V
        : F extends { type: 'strings'; values: readonly (infer V)[] }
          ? V[]
          : F extends { type: 'strings' }
            ? string[]
            : F extends { type: 'references' }
              ? number[]
              : F extends { type: 'rows'; fields: infer R extends Record<string, Field> }
                ? { -readonly [K in keyof R]: ValueOf<R[K]> | (Valued<R[K]> extends true ? never : null) }[]
                : F extends { type: 'json'; shape?: infer T }
                  ? unknown extends T
                    ? unknown
                    : T
                  : never;

/** A field is never null when it is required, computed or has a default. */
type Valued<F> = F extends { required: true } | { computed: true }
  ? true
  : F extends { default: NonNullable<unknown> }
    ? true
    : false;

/** The embedded rows of a definition's fields, by the name each is answered under. */
type EmbedsOf<Fields> = {
  -readonly [
    K in keyof Fields as Fields[K] extends { embed: { as: infer A extends string } } ? A : never
  ]: Fields[K] extends {
    embed: { columns: readonly (infer C extends string)[] };
  }
    ? { [Column in C]: Column extends 'id' ? number : string } | null
    : never;
};

/**
 * A record of a resource as the API answers it, derived from its definition: `RecordOf<typeof jobs>` is a shift.
 * Services, the dataProvider and the screens use it instead of repeating the fields by hand.
 */
export type RecordOf<D extends { fields: Record<string, Field> }> = {
  id: number;
  createdAt: string;
  updatedAt: string;
} & {
  -readonly [K in keyof D['fields']]: ValueOf<D['fields'][K]> | (Valued<D['fields'][K]> extends true ? never : null);
} & EmbedsOf<D['fields']>;

/**
 * A named change of one row beyond editing its fields: publish, cancel, approve, escalate... The server answers it
 * at POST /api/v3/<name> with the header `x-service-method: <action>` and the body `{ id, ...input }` (Feathers'
 * custom methods, over REST and socket.io alike); the console calls it with dataProvider.act and shows it as a
 * button (src/generated/ActionButton.tsx). Its access rule and its refusal are checked by the server and decide
 * whether the console shows the button: one rule on both sides.
 */
export interface ActionDefinition {
  label: string;
  access: AccessRule;
  /**
   * Why this row cannot take the action now, or null (a pure rule of domain/). What the action does is its service's
   * command (server/commands.ts), run with the row locked and this refusal asked once of it.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a family's own row, typed by the family that refuses
  refusal?: (row: any) => string | null;
  /** What the action takes besides the row's id, validated like the resource's own fields. */
  input?: Record<string, Field>;
  /** Ask before acting: the change is destructive or hard to undo. */
  confirm?: boolean;
  /** Its inputs start from the row's values of the same names: an edit of the row's details. */
  prefill?: boolean;
}

/**
 * A family whose rows belong to this one's, listed on this one's page as a tab (a care location's departments:
 * { resource: 'departments', field: 'careLocationId' }). A link table (trust-band-types, linking a trust to the band
 * types it uses) names with `through` its field holding the linked row: the tab lists the linked rows by name, adds a
 * link by picking one and removes one.
 */
export interface Child {
  resource: string;
  /** The child's reference field naming this row. */
  field: string;
  /** For a link table: its reference field naming the linked row. */
  through?: string;
  /** The tab's title; the child's (or the linked family's) plural label by default. */
  label?: string;
}

/**
 * A list of the family at a path of the spec's own with a filter fixed (a staff list's tab: /userList/pendingStaff lists
 * the pending staff). The lists of one group show as links over each other, the current one marked; a group may gather
 * the lists of several families (a trust's managers, and the invitations to become one).
 */
export interface FixedList {
  group: string;
  path: string;
  label: string;
  /** The list's filter, as the console's filters say it (resources' field names; an array: any of its values). */
  filter: Record<string, unknown>;
}

export type MenuGroup =
  | 'Users'
  | 'Skills'
  | 'Settings'
  | 'Endorsement'
  | 'Organization'
  | 'User Preferences'
  | 'Shifts'
  | 'Reports'
  | 'Campaign'
  | 'Enhancements';

export interface ResourceDefinition {
  /** Service path under /api/v3 and the console's resource name. */
  name: string;
  /** Table name; defaults to the name in snake case. */
  table: string;
  label: { one: string; many: string };
  /** The field that names a row in references and titles. */
  recordRepresentation: string;
  fields: Record<string, Field>;
  /** Default $limit (spec 9). */
  pageSize: number;
  /** Largest $limit accepted. */
  maxLimit: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** Fields a `q` query searches (case-insensitive contains). */
  search: string[];
  methods: readonly Method[];
  /** What each verb needs. */
  access: Record<Method, AccessRule>;
  tenancy: Tenancy;
  /** Rows a role may never see, beyond tenancy (e.g. SUPER-ADMIN role types). */
  hiddenRows?: (role: ActingRole) => Record<string, unknown> | null;
  /** Sets of fields unique together (a name unique within a trust, say). */
  unique: string[][];
  /** Composite indexes for the lists that filter and sort on several fields at once. */
  indexes: string[][];
  /** A rule on a row about to be written, beyond its fields' own constraints: says why it is refused. */
  guard?: (row: Record<string, unknown>, role: ActingRole, previous?: Record<string, unknown>) => Refusal | null;
  menu?: { group: MenuGroup; order?: number };
  /** The spec's own console paths that open this family's list (/trust-lists for trusts), besides /<name>. */
  paths: string[];
  /** Lists of the family at the spec's own paths, each with a filter fixed, grouped as tabs (FixedList). */
  lists: FixedList[];
  /**
   * The spec's own paths of this family's forms, besides /<name>/create and /<name>/:id: a checklist item's at
   * /checklist/new and /checklist/edit/:id. Each opens the family's own form there. copy (with :id): the create form,
   * starting from that row's values (a role copied from another: /role/copy/:id).
   */
  formPaths: { create?: string; edit?: string; copy?: string };
  /**
   * A bespoke page a list's row opens instead of the record's own, its :id the row's (a trust's statistics page,
   * /trust/:id/statistics-details); the record's own page stays at /<name>/:id/show.
   */
  rowPath?: string;
  /** Named changes of one row (ActionDefinition), by name. */
  actions: Record<string, ActionDefinition>;
  /**
   * Why a row may not be removed now, or null, judged on the row as the API answers it (with what its service adds: a
   * role's holders). The console offers no Delete for such a row, and the service refuses its removal (409) by the same
   * rule: no action offered that can only fail.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a family's own row, typed by the family that refuses
  removeRefusal?: (row: any) => string | null;
  /**
   * false: the console generates no view of this family (its screens are bespoke); its <Resource> still names its
   * records. A views.tsx beside the definition replaces generated views one by one (src/generated/views.tsx).
   */
  views: boolean;
  /** Families listed on this one's page (Child). */
  children: Child[];
  /**
   * One row per trust (its settings): the trust column is unique, the console opens a trust role's own row as a form
   * (or a form of the defaults while it has none) and lists every trust's only for the super admin.
   */
  singleton: boolean;
  /**
   * A personal family (favourites, saved searches): the column (a read-only integer field) naming the user whose row
   * it is. Each user reads, changes and removes only their own rows, whatever their role (the super admin's too); the
   * server fills it on create, and a row's live events go to its user alone.
   */
  owner?: string;
  /** false: find answers every row as an array (a list short by nature, read whole); maxLimit rows at most exist. */
  paginate: boolean;
  /**
   * What a list does to many selected rows at once: set a field (enum and boolean fields: active or not, say), or take
   * a declared action on each row that may take it (approve several applicants).
   */
  bulk: string[];
  /**
   * A read-only family computed by a query (a summary): true, and the SQL select whose rows it answers is the default
   * export of view.ts beside the definition (the server's alone: the console never downloads it), one column per field
   * plus id (and createdAt, updatedAt). The server keeps it as a database view named like the table; the family is
   * read with find and get, filtered, sorted, paged, placed in tenancy and exported like any other, and never written
   * as such: its declared actions, and a create from a payload (creates 'payload'), are carried out by its own service
   * class on the tables behind it.
   */
  view?: true;
  /**
   * 'payload': create takes a payload of the family's own rather than its fields (a shift's creation payload of spec 3,
   * read by the jobs service, which validates it): the console sends a create's data as it is. 'record' otherwise.
   */
  creates: 'record' | 'payload';
  /**
   * The field naming the person a row is about (a nurse's block, their contracted hours): each audit entry of the row
   * names them too, and their profile's audit trail lists it.
   */
  subject?: string;
}

export interface Refusal {
  status: 400 | 403;
  field?: string;
  message: string;
  missingPermissions?: string[];
}

export interface ResourceInput extends Partial<
  Omit<ResourceDefinition, 'access' | 'name' | 'label' | 'fields' | 'tenancy' | 'recordRepresentation'>
> {
  name: string;
  label: { one: string; many: string };
  fields: Record<string, Field>;
  tenancy: Tenancy;
  recordRepresentation?: string;
  /** read applies to find and get, write to create, patch and remove; a verb's own rule wins. */
  access: Partial<Record<Method | 'read' | 'write', AccessRule>>;
  /** Added to every verb's rule. */
  feature?: Feature;
}

const snake = (s: string) =>
  s
    .replace(/-/g, '_')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();

/** The column tenancy places a row by, as a field: a reference to the trust (or care location) holding the row. */
const TENANCY_FIELDS = {
  trust: { type: 'reference', resource: 'trusts', required: true, filter: true, list: true },
  careLocation: { type: 'reference', resource: 'care-locations', required: true, filter: true, list: true },
} as const;

/** A tenancy column a definition leaves to its tenancy: not declared among its fields, and not the row's own id. */
type TenancyColumn<T, K extends keyof typeof TENANCY_FIELDS, F> = T extends { [k in K]: infer C extends string }
  ? C extends keyof F | 'id'
    ? never
    : C
  : never;
type TenancyFieldsOf<T, F> = { -readonly [C in TenancyColumn<T, 'trust', F>]: (typeof TENANCY_FIELDS)['trust'] } & {
  -readonly [C in TenancyColumn<T, 'careLocation', F>]: (typeof TENANCY_FIELDS)['careLocation'];
};

/** Adds the tenancy columns a definition does not declare itself (tenancy adds its own columns). */
function withTenancyFields(fields: Record<string, Field>, tenancy: Tenancy): Record<string, Field> {
  if (tenancy === 'global') return fields;
  const added = (['trust', 'careLocation'] as const)
    .map((kind) => [tenancy[kind], TENANCY_FIELDS[kind]] as const)
    .filter(([column]) => column && column !== 'id' && !fields[column]);
  return { ...fields, ...Object.fromEntries(added) };
}

export function defineResource<const F extends Record<string, Field>, const T extends Tenancy>(
  input: ResourceInput & { fields: F; tenancy: T },
): ResourceDefinition & { fields: F & TenancyFieldsOf<T, F> } {
  const { access, feature, ...rest } = input;
  const ruleFor = (m: Method): AccessRule => {
    const rule = access[m] ?? access[m === 'find' || m === 'get' ? 'read' : 'write'];
    if (!rule) throw new Error(`Resource ${input.name}: no access rule for ${m}`);
    return feature ? { ...rule, feature } : rule;
  };
  const methods = input.methods ?? (input.view === undefined ? METHODS : (['find', 'get'] as const));
  const def: ResourceDefinition = {
    table: snake(input.name),
    views: true,
    children: [],
    singleton: false,
    paginate: true,
    creates: 'record',
    bulk: [],
    paths: [],
    lists: [],
    formPaths: {},
    pageSize: 10,
    maxLimit: 1000,
    sort: { field: 'id', order: 'ASC' },
    search: [],
    indexes: [],
    recordRepresentation: input.recordRepresentation ?? Object.keys(input.fields)[0],
    ...rest,
    fields: withTenancyFields(input.fields, input.tenancy),
    unique:
      input.singleton && input.tenancy !== 'global'
        ? [[input.tenancy.trust], ...(input.unique ?? [])]
        : (input.unique ?? []),
    methods,
    access: Object.fromEntries(methods.map((m) => [m, ruleFor(m)])) as Record<Method, AccessRule>,
    actions: Object.fromEntries(
      Object.entries(input.actions ?? {}).map(([name, action]) => [
        name,
        feature ? { ...action, access: { ...action.access, feature } } : action,
      ]),
    ),
  };
  validateDefinition(def);
  return def as ResourceDefinition & { fields: F & TenancyFieldsOf<T, F> };
}

/** Names a service already answers to: an action may not take one. */
const RESERVED_ACTION_NAMES = new Set([
  'update',
  'setup',
  'teardown',
  'act',
  'whoSees',
  'restrict',
  'scope',
  'on',
  'emit',
  'publish',
  'hooks',
]);

/** Columns every resource table has besides its declared fields. */
export const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;

function validateDefinition(def: ResourceDefinition) {
  const known = new Set([...Object.keys(def.fields), ...SYSTEM_FIELDS]);
  const fail = (msg: string) => {
    throw new Error(`Resource ${def.name}: ${msg}`);
  };
  if (!known.has(def.sort.field)) fail(`sort field ${def.sort.field} is not a field`);
  // The console sends the default sort back as its list's $sort, which the API takes on sortable fields only.
  if (def.fields[def.sort.field] && !def.fields[def.sort.field].sortable)
    fail(`sort field ${def.sort.field} is not sortable`);
  if (!known.has(def.recordRepresentation)) fail(`recordRepresentation ${def.recordRepresentation} is not a field`);
  for (const f of def.search) if (!def.fields[f]) fail(`search field ${f} is not a field`);
  if (def.subject && !def.fields[def.subject]) fail(`subject ${def.subject} is not a field`);
  for (const set of [...def.unique, ...def.indexes])
    for (const f of set) if (!known.has(f)) fail(`index field ${f} is not a field`);
  if (def.singleton && (def.tenancy === 'global' || def.tenancy.careLocation))
    fail('a singleton belongs to a trust: its tenancy names the trust column only');
  if (def.owner && (def.fields[def.owner]?.type !== 'integer' || !def.fields[def.owner].readOnly))
    fail(`owner ${def.owner} is not a read-only integer field`);
  if (def.view !== undefined) {
    // Its service writes the tables behind it: a payload of its own on create, its declared actions.
    const writes = def.methods.filter((m) => m !== 'find' && m !== 'get');
    if (writes.some((m) => m !== 'create') || (writes.length && def.creates !== 'payload'))
      fail('a view is read with find and get, and created from a payload of its own');
    // A view's actions are its service's to carry out, on the tables behind it (server/resources.ts checks it has one).
    if (def.bulk.some((f) => !def.actions[f])) fail('a view takes no bulk update of its fields');
  }
  for (const f of def.bulk) {
    if (def.actions[f]) continue;
    const type = def.fields[f]?.type;
    if (type !== 'boolean' && type !== 'enum') fail(`bulk field ${f} is not a boolean or enum field`);
    if (def.fields[f].readOnly) fail(`bulk field ${f} is read-only`);
  }
  for (const path of [...def.paths, ...def.lists.map((l) => l.path)])
    if (!/^\/[A-Za-z0-9/_-]+$/.test(path)) fail(`path ${path} is not a console path`);
  for (const list of def.lists) {
    for (const key of Object.keys(list.filter))
      if (!def.fields[key]?.filter) fail(`list ${list.path} filters on ${key}, not a filter field`);
  }
  const { create, edit } = def.formPaths;
  if (create && (!/^\/[A-Za-z0-9/_-]+$/.test(create) || !def.methods.includes('create')))
    fail(`form path ${create}: a console path of a family that creates`);
  if (edit && (!/^\/[A-Za-z0-9/_:-]+$/.test(edit) || !edit.includes(':id') || !def.methods.includes('patch')))
    fail(`form path ${edit}: a console path with :id of a family that patches`);
  const { copy } = def.formPaths;
  if (
    copy &&
    (!/^\/[A-Za-z0-9/_:-]+$/.test(copy) ||
      !copy.includes(':id') ||
      !def.methods.includes('create') ||
      !def.methods.includes('get'))
  ) {
    fail(`form path ${copy}: a console path with :id of a family that creates and reads`);
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (name === 'role' && field.filter)
      fail('field role cannot be a filter: ?role= names the acting role of every request');
    if (field.type === 'reference' && field.scopedBy && !def.fields[field.scopedBy])
      fail(`field ${name} is scoped by ${field.scopedBy}, not a field`);
    if (field.type === 'rows' && field.onRepeat && !field.key)
      fail(`field ${name} says what a repeat does, but has no key`);
    if (field.type === 'enum' && Object.values(field.aliases ?? {}).some((v) => !field.values.includes(v)))
      fail(`field ${name} has an alias of a value it does not take`);
    for (const [column, f] of [[name, field], ...Object.entries(field.type === 'rows' ? field.fields : {})] as const)
      if (unnamedValues(f).length)
        fail(`field ${column} shows ${unnamedValues(f).join(', ')} as codes: give them labels`);
    if (!field.embed) continue;
    if (field.type !== 'integer') fail(`field ${name} embeds a row: it must hold its id (an integer)`);
    if (known.has(field.embed.as)) fail(`field ${name} embeds its row as ${field.embed.as}, the name of a field`);
    if (!field.embed.columns.every((c) => (EMBEDDABLE[field.embed!.table] as readonly string[]).includes(c)))
      fail(`field ${name} embeds columns ${field.embed.table} does not show`);
  }
  for (const [name, action] of Object.entries(def.actions)) {
    if (
      !/^[a-z][a-zA-Z]{1,40}$/.test(name) ||
      (METHODS as readonly string[]).includes(name) ||
      RESERVED_ACTION_NAMES.has(name)
    ) {
      fail(`action ${name} needs a name of its own (letters, not a verb or a service method)`);
    }
    for (const field of Object.keys(action.input ?? {}))
      if (field === 'id') fail(`action ${name}: its input may not be called id`);
  }
  if (def.tenancy !== 'global') {
    for (const col of [def.tenancy.trust, def.tenancy.careLocation]) {
      if (col && !known.has(col)) fail(`tenancy column ${col} is not a field`);
    }
  }
}

/**
 * What one definition cannot check alone: each reference names a family, and each child is a family whose field
 * names this one (and whose `through` field names another). Run over every definition at start, server and console.
 */
export function checkRelations(defs: ResourceDefinition[]): void {
  const byName = new Map(defs.map((d) => [d.name, d]));
  for (const def of defs) {
    const fail = (msg: string) => {
      throw new Error(`Resource ${def.name}: ${msg}`);
    };
    for (const [name, field] of Object.entries(def.fields)) {
      if ((field.type === 'reference' || field.type === 'references') && !byName.has(field.resource))
        fail(`field ${name} references unknown resource ${field.resource}`);
    }
    for (const child of def.children) {
      const family = byName.get(child.resource);
      if (!family) fail(`child ${child.resource} is not a resource`);
      const field = family!.fields[child.field];
      if (field?.type !== 'reference' || field.resource !== def.name)
        fail(`child ${child.resource}: its field ${child.field} does not reference ${def.name}`);
      if (!child.through) continue;
      const link = family!.fields[child.through];
      if (link?.type !== 'reference' || child.through === child.field)
        fail(`child ${child.resource}: its field ${child.through} does not reference another family`);
    }
  }
}

/** The spec's own paths of a family's lists: those it names (`paths`, its own /<name> aside) and its fixed lists. */
export const listPathsOf = (def: Shelled): string[] => [
  ...def.paths.filter((path) => path !== `/${def.name}`),
  ...def.lists.map((list) => list.path),
];

/** Every path of the spec's own a family's screens answer: its lists' and its forms'. */
export const specPathsOf = (def: Shelled): string[] => [...listPathsOf(def), ...Object.values(def.formPaths)];

/** The family a child tab lists: the child's, or for a link table the linked family. */
export const childTarget = <D extends { references: Record<string, string> }>(
  child: Child,
  defs: (name: string) => D | undefined,
): D | undefined => {
  const family = defs(child.resource);
  if (!family || !child.through) return family;
  const linked = family.references[child.through];
  return linked ? defs(linked) : undefined;
};

/** A fixed value as people read it: its label, else the value itself. */
export const labelOf = (field: { labels?: Readonly<Record<string, string>> }, value: string) =>
  field.labels?.[value] ?? value;

/** A value that reads as words already ('Day', 'Model Shifts') needs no label; a code ('rejectedByNurse', '5') does. */
const readsAsWords = (value: string) => /^[A-Z][a-z]/.test(value) && !value.includes('_');

/** The values of a fixed set (an enum, a strings field's values) that people would read as codes: each needs a label. */
export const unnamedValues = (field: Field) =>
  field.type === 'enum' || field.type === 'strings'
    ? (field.values ?? []).filter((v) => !field.labels?.[v] && !readsAsWords(v))
    : [];

/** The console's choices of an enum (or a list of fixed strings): each value with its label. */
export const choicesOf = (field: { values?: readonly string[]; labels?: Readonly<Record<string, string>> }) =>
  (field.values ?? []).map((id) => ({ id, name: labelOf(field, id) }));

/** A value as the field names it: an enum's older name read as the value it stands for, any other value as given. */
export const canonicalValue = (field: Field, value: unknown) =>
  field.type === 'enum' && field.aliases && typeof value === 'string' && Object.hasOwn(field.aliases, value)
    ? field.aliases[value]
    : value;

/** The operators a field accepts in a list query. */
export function operatorsFor(field: Field): readonly Operator[] {
  if (!field.filter) return [];
  if (field.filter !== true) return field.filter;
  switch (field.type) {
    case 'integer':
    case 'number':
    case 'money':
    case 'date':
    case 'datetime':
      return ['$in', '$nin', '$ne', '$lt', '$lte', '$gt', '$gte'];
    case 'boolean':
      return ['$ne'];
    case 'reference':
    case 'enum':
      return ['$in', '$nin', '$ne'];
    case 'strings':
    case 'references':
      return ['$in'];
    case 'rows':
    case 'json':
      return [];
    default:
      return ['$in', '$nin', '$ne', '$like', '$ilike'];
  }
}

/** A label inside a sentence: 'Staff persona' -> 'staff persona'; an initialism ('NHS trust') as it is. */
export const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;

export const fieldLabel = (name: string, field: Field) =>
  field.label ??
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/Id$/, '')
    .replace(/^./, (c) => c.toUpperCase())
    .trim();

/**
 * Whether a resource's generated views belong in the role's menu: the role may list it and, unless the resource
 * is read-only for everyone (the audit log), change it. Lists a role only reads (a manager reading job titles for
 * the shift form, say) stay out of its menu; the API still answers them.
 */
export function inMenuFor(def: Shelled, role: ActingRole | undefined): boolean {
  if (!def.menu || !def.methods.includes('find') || !can(role, def.access.find)) return false;
  const writes = def.methods.filter((m) => m === 'create' || m === 'patch' || m === 'remove');
  return !writes.length || writes.some((m) => can(role, def.access[m]));
}

/** Whether a role may take a declared action on a row now (its access rule, then the row's refusal): the server's check. */
export function actionOpen(def: ResourceDefinition, name: string, role: ActingRole | undefined, row: object): boolean {
  const action = def.actions[name];
  return !!action && can(role, action.access) && !action.refusal?.(row);
}

/**
 * What the console's first download holds of a definition: what its menu, routes, access checks, texts and data
 * provider read before any screen shows. The full definition (fields, rules, actions) loads with the screen that needs
 * it (providers/definitions.ts). The shells are computed from the definitions when the console is built
 * (scripts/resourceShells.ts), so that the two cannot disagree.
 */
export const SHELL_KEYS = [
  'name',
  'label',
  'recordRepresentation',
  'pageSize',
  'sort',
  'methods',
  'access',
  'menu',
  'paths',
  'lists',
  'formPaths',
  'views',
  'creates',
] as const satisfies readonly (keyof ResourceDefinition)[];

/** What a shell keeps of its definition as it is. */
export type Shelled = Pick<ResourceDefinition, (typeof SHELL_KEYS)[number]>;

export type ResourceShell = Shelled & {
  /** Each field's label, by name. */
  fieldLabels: Record<string, string>;
  /** The fields a client may send: declared, not set by the server. */
  writable: string[];
  /** The family each reference field names, by field (a child tab's link names the family it lists). */
  references: Record<string, string>;
  /** The filter that finds rows by what a user types: the text search (q), the name field's ilike, or none. */
  textFilter: string | null;
};

export function shellOf(def: ResourceDefinition): ResourceShell {
  const fields = Object.entries(def.fields);
  const name = def.fields[def.recordRepresentation];
  return {
    ...(Object.fromEntries(
      SHELL_KEYS.filter((key) => def[key] !== undefined).map((key) => [key, def[key]]),
    ) as Shelled),
    fieldLabels: Object.fromEntries(fields.map(([field, f]) => [field, fieldLabel(field, f)])),
    writable: fields.filter(([, f]) => !f.readOnly).map(([field]) => field),
    references: Object.fromEntries(
      fields.flatMap(([field, f]) => (f.type === 'reference' ? [[field, f.resource]] : [])),
    ),
    textFilter: def.search.length
      ? 'q'
      : name && operatorsFor(name).includes('$ilike')
        ? `${def.recordRepresentation}_ilike`
        : null,
  };
}
