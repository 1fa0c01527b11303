/**
 * The live events of what a change wrote beyond its own row: an application confirmed changes its shift's counts, a
 * cancelled shift its applications. Feathers sends the event of the row a service method answers; every other row
 * written through a Writer in the change's transaction (server/writes.ts writtenIn) is sent here once it committed,
 * as its family's created, patched or removed, under the same row rules as any event (server/channels.ts). A row
 * written twice goes once, as it was last (created stays created).
 */
import type { Knex } from 'knex';
import type { Application } from './declarations';
import { servicePath } from './resources';
import { writtenIn, type Written } from './writes';

/** Runs `work` in a transaction, then sends the live events of the rows it wrote, but those of the family `except`. */
export async function changing<T>(
  app: Application,
  work: (trx: Knex.Transaction) => Promise<T>,
  except?: string,
): Promise<T> {
  let written: readonly Written[] = [];
  const result = await app.get('database').knex.transaction(async (trx) => {
    const done = await work(trx);
    written = writtenIn(trx);
    return done;
  });
  sendWritten(app, written, except);
  return result;
}

function sendWritten(app: Application, written: readonly Written[], except?: string) {
  const last = new Map<string, Written>();
  for (const w of written) {
    if (w.service === except) continue;
    const key = `${w.service}/${w.row.id}`;
    const before = last.get(key);
    last.set(key, before?.event === 'created' && w.event === 'patched' ? { ...w, event: 'created' } : w);
  }
  const services = app.services as Record<string, { emit?: (event: string, data: unknown) => void } | undefined>;
  for (const { service, event, row } of last.values()) services[servicePath(service)]?.emit?.(event, row);
}
