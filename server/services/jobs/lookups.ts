/**
 * What checking a batch of shift payloads reads, each read once: started while the batch is read, waited for together
 * (a wait per pass over the batch, not per payload: a plan posts 500 shifts), then taken as each payload is judged. A
 * refusal is kept as a value is: payloads alike in what they read are refused alike.
 */
import { BadRequest } from '@feathersjs/errors';

export class Lookups {
  private readonly started = new Map<string, Promise<void>>();
  private readonly outcomes = new Map<string, { failed: boolean; value: unknown }>();

  /** Starts the lookup `key` names unless it is started; answers the key, to take its outcome by after settle(). */
  start(key: string, lookup: () => Promise<unknown>): string {
    if (!this.started.has(key)) {
      const settled = lookup().then(
        (value) => void this.outcomes.set(key, { failed: false, value }),
        (value) => void this.outcomes.set(key, { failed: true, value }),
      );
      this.started.set(key, settled);
    }
    return key;
  }

  /** Every lookup started so far, finished. */
  async settle(): Promise<void> {
    await Promise.all(this.started.values());
  }

  /** A finished lookup's value; its refusal (or failure) thrown. */
  take<T>(key: string): T {
    const outcome = this.outcomes.get(key);
    if (!outcome) throw new Error(`The lookup ${key} was taken before it finished`);
    if (outcome.failed) throw outcome.value;
    return outcome.value as T;
  }
}

/** What `work` answers, or the 400 it throws (anything else is thrown on). */
export function refusedOr<T>(work: () => T): T | BadRequest {
  try {
    return work();
  } catch (error) {
    if (error instanceof BadRequest) return error;
    throw error;
  }
}
