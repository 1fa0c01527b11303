/**
 * Input no service can store or look up safely, refused for every call (REST and socket.io) before any
 * service sees it: a NUL character, which PostgreSQL refuses in text and JSON, and keys named like the
 * properties every object inherits (constructor, __proto__, toString...), which a lookup by key would find.
 */
import { BadRequest } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';

const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

const refuse = (field: string, message: string) =>
  new BadRequest(field ? `${field}: ${message}` : `The request ${message}`, { errors: [{ field, message }] });
const shown = (name: string) => name.replace(/\u0000/g, '\\u0000');
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** Walks a body or a query without recursion (a deeply nested body must not exhaust the stack); names the top-level field. */
function check(input: unknown) {
  const pending: { field: string; key?: string; value: unknown }[] = [{ field: '', value: input }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { field, key, value } = item;
    if (key?.includes('\u0000')) throw refuse(shown(field), 'a name must not contain a NUL character (\\u0000)');
    if (key !== undefined && INHERITED.has(key)) throw refuse(field, `'${key}' is not an accepted name`);
    if (typeof value === 'string' && value.includes('\u0000')) throw refuse(shown(field), 'must not contain a NUL character (\\u0000)');
    if (Array.isArray(value)) for (const v of value) pending.push({ field, value: v });
    else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) pending.push({ field: field || k, key: k, value: v });
  }
}

export function refuseUnsafeInput(context: HookContext) {
  if (typeof context.id === 'string' && context.id.includes('\u0000')) throw refuse('id', 'must not contain a NUL character (\\u0000)');
  check(context.params.query);
  check(context.data);
  return context;
}
