/**
 * A call on one row by id (get, and patch or remove of one id) takes no query parameters: the acting role is
 * read off before, and anything else would be silently ignored. Refused like an unknown field of a list.
 */
import type { HookContext } from '@feathersjs/feathers';
import { badField } from '../query';

export function refuseQueryById(context: HookContext) {
  if (context.id === null || context.id === undefined || !context.params.provider) return context;
  const [key] = Object.keys(context.params.query ?? {});
  if (key !== undefined) {
    throw badField(
      key,
      `${key.startsWith('$') ? 'unknown query parameter' : 'unknown query field'}: a call on one record by id takes only role`,
    );
  }
  return context;
}
