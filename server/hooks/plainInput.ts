/**
 * Input no service can store or look up safely, refused for every call (REST and socket.io) before any
 * service sees it: a NUL character, which PostgreSQL refuses in text and JSON; keys named like the
 * properties every object inherits (constructor, __proto__, toString...), which a lookup by key would find; and
 * bodies or queries nested deeper or holding more values than any call needs, which code that walks a value
 * recursively (formatting, copying, comparing) could not get through.
 */
import { BadRequest } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';

/** No call takes a value nested deeper than this (a shift's rate inside a plan inside a list is 4 deep). */
const MAX_INPUT_DEPTH = 32;
/** Nor more values (array items and object members) in one body or query. */
const MAX_INPUT_VALUES = 20_000;

const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));
/** A name every object answers for without holding it (constructor, __proto__, toString...). */
export const isInheritedName = (name: string) => INHERITED.has(name);

const refuse = (field: string, message: string) =>
  new BadRequest(field ? `${field}: ${message}` : `The request ${message}`, { errors: [{ field, message }] });
const shown = (name: string) => name.replaceAll('\u0000', '\\u0000');
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** Walks a body or a query without recursion (a deeply nested body must not exhaust the stack); names the top-level field. */
function check(input: unknown) {
  const pending: { field: string; key?: string; value: unknown; depth: number }[] = [
    { field: '', value: input, depth: 0 },
  ];
  let values = 0;
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { field, key, value, depth } = item;
    if (key?.includes('\u0000')) throw refuse(shown(field), 'a name must not contain a NUL character (\\u0000)');
    if (key !== undefined && INHERITED.has(key)) throw refuse(field, `'${key}' is not an accepted name`);
    if (typeof value === 'string' && value.includes('\u0000'))
      throw refuse(shown(field), 'must not contain a NUL character (\\u0000)');
    const children = Array.isArray(value)
      ? value.map((v) => [undefined, v] as const)
      : isPlainObject(value)
        ? Object.entries(value)
        : [];
    if (!children.length) continue;
    if (depth >= MAX_INPUT_DEPTH) throw refuse(shown(field), `is nested too deep (at most ${MAX_INPUT_DEPTH} levels)`);
    values += children.length;
    if (values > MAX_INPUT_VALUES)
      throw refuse('', `holds too many values (at most ${MAX_INPUT_VALUES.toLocaleString('en-GB')})`);
    for (const [k, v] of children) pending.push({ field: field || (k ?? ''), key: k, value: v, depth: depth + 1 });
  }
}

/**
 * The names in a REST query string, each split at its brackets (a[b][c] gives a, b, c). The query parser drops a
 * name that an object inherits (toString=1, __proto__[x]=1) without a word; this finds it in the raw string, so it
 * is refused as a socket.io call's would be.
 */
function inheritedQueryName(querystring: string): string | undefined {
  for (const key of new URLSearchParams(querystring).keys()) {
    const names = key.split(/[[\]]+/).filter(Boolean);
    if (names.some(isInheritedName)) return key;
  }
  return undefined;
}

/** Koa middleware for the REST side: a query naming an inherited property is a 400, not a silently shorter query. */
export function refuseInheritedQueryNames() {
  return async (ctx: { path: string; querystring: string }, next: () => Promise<unknown>) => {
    const key = ctx.querystring && ctx.path.startsWith('/api/') && inheritedQueryName(ctx.querystring);
    if (key) throw refuse(key, 'is not an accepted query parameter name');
    await next();
  };
}

export function refuseUnsafeInput(context: HookContext) {
  if (typeof context.id === 'string' && context.id.includes('\u0000'))
    throw refuse('id', 'must not contain a NUL character (\\u0000)');
  check(context.params.query);
  check(context.data);
  return context;
}
