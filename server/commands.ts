/**
 * Commands: what a declared action (resources/define.ts ActionDefinition) does, written once on the server. A family's
 * service names a command for each of its actions (ResourceService.commands); ResourceService.command runs it: one
 * transaction, the row locked once (with what the family's rules read beside it: lockForCommand), the action's
 * refusal asked once of the locked row, the command's writes through one Writer (their audit entries written together
 * at its end), then its notifications and the row's live event. A patch the spec names (an application's
 * PATCH { status }) is a translation onto the same command.
 */
import { Conflict } from '@feathersjs/errors';
import type { Knex } from 'knex';
import type { Params } from './declarations';
import type { NotificationInput } from './notify';
import type { Writer } from './writes';
import type { Row } from './db/row';

/** The row a command changes, locked, and the rows locked with it that its rules read (an application's shift). */
export interface Locked {
  row: Row;
  [also: string]: Row;
}

/** One command's call: the locked row, the action's input (validated), the request (its acting role) and the transaction. */
export interface CommandCall {
  locked: Locked;
  input: Row;
  params: Params;
  trx: Knex.Transaction;
  writer: Writer;
  now: Date;
}

/** What a command leaves: the row as it is now, whom to tell once it is committed, and what to do then. */
export interface Outcome {
  row: Row;
  notices?: NotificationInput[];
  /** Work outside the database, done once the change is committed (an erased person's stored files removed). */
  afterCommit?: () => Promise<void>;
}

export type Command = (call: CommandCall) => Promise<Outcome>;

/** Why the locked row may not take the command now, or null: a pure rule of domain/, asked once under the lock. */
export type Refusal = (row: Row) => string | null;

/** PostgreSQL's answers for a transaction it aborted so that another could go on: worth running again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs `work` (a whole transaction) again when PostgreSQL aborted it for a deadlock or a serialization failure; 409
 * saying what (`what`: 'This shift') is being changed when it keeps failing.
 */
export async function retrying<T>(work: () => Promise<T>, what = 'This shift'): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!RETRYABLE.has((error as { code?: string })?.code ?? '')) throw error;
      if (attempt >= ATTEMPTS)
        throw new Conflict(`${what} is being changed by someone else at the same moment: please try again`);
    }
  }
}
