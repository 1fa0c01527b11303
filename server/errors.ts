/**
 * Turns database refusals into clear 4xx answers, and hides the internals of anything unexpected.
 * Nothing a client sends should end as a 500.
 */
import { BadRequest, Conflict, FeathersError, GeneralError } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';

interface DbError {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
  message?: string;
}

const columnsOf = (detail = '') =>
  detail
    .match(/^Key \((.+?)\)=/)?.[1]
    ?.replace(/"/g, '')
    .split(', ') ?? [];

/** The database's reason, without the SQL statement knex puts before it. */
const reasonOf = (error: DbError) => error.message?.split(' - ').pop() || 'rejected by the database';

const invalidValue = (error: DbError) =>
  new BadRequest(
    `Invalid value: ${reasonOf(error)}`,
    error.column ? { errors: [{ field: error.column, message: 'is not valid' }] } : undefined,
  );

export function fromDatabaseError(error: DbError): FeathersError | undefined {
  switch (error.code) {
    case '23505': {
      const fields = columnsOf(error.detail).filter((f) => f !== 'trustId' && f !== 'careLocationId');
      const field = fields[0] ?? '';
      return new Conflict(`${fields.join(', ') || 'A record'}: a record with this value already exists`, {
        errors: [{ field, message: 'already exists' }],
      });
    }
    case '23001':
    case '23503':
      return error.code === '23001' || /is still referenced/.test(error.detail ?? '')
        ? new Conflict('This record is still used by other records: remove or change those first')
        : new BadRequest(`${columnsOf(error.detail)[0] ?? 'reference'}: refers to a record that does not exist`);
    case '23502':
      return new BadRequest(`${error.column ?? 'A field'}: is required`, {
        errors: [{ field: error.column, message: 'is required' }],
      });
    case '23514':
      return invalidValue(error);
    default:
      // Class 22, data exception: a value the database cannot take (out of range, malformed, a NUL character...).
      return typeof error.code === 'string' && error.code.startsWith('22') ? invalidValue(error) : undefined;
  }
}

/**
 * A client's value as an error message may show it, whatever it is: text as sent (cut to 60 characters), a
 * number or flag as written, anything else by its kind. Never a walk of the value.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 60)}…` : value;
  if (value === null || ['number', 'boolean', 'undefined'].includes(typeof value)) return String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
}

/** An app-wide error hook: the same answers over REST and socket.io. */
export async function mapErrors(context: HookContext) {
  const error = context.error as Error & DbError;
  if (error instanceof FeathersError) return;
  const mapped = fromDatabaseError(error);
  if (mapped) {
    context.error = mapped;
    return;
  }
  console.error(`Unexpected error in ${context.path}.${context.method}:`, error);
  context.error = new GeneralError('Something went wrong on the server. The error has been logged.');
}
