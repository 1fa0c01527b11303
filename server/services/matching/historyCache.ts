/**
 * The trusts' histories as the fill prediction counts them (historyCells), kept for FILL_HISTORY_SECONDS (a quarter
 * of an hour by default; 0 counts every time). Counting a large trust's history on every post would slow posting down
 * (93,527 shifts in the window: p95 728 ms against 5.4 ms kept; bench/RESULTS.md, matching), and a history some
 * minutes old predicts as well: it holds the shifts that have started, and a quarter of an hour adds a handful to tens
 * of thousands. An entry older than that is still answered while it is counted again behind it (one count at a time
 * for a trust and history length): only the first ask after the server starts waits for a count. Each instance keeps
 * its own; they may differ by minutes of history.
 */
import type { Knex } from 'knex';
import type { HistoryCell } from '../../../domain/fillPrediction';
import type { Clock } from '../../clock';
import { historyCells, type HistorySource } from './fillPrediction';

interface Entry {
  countedAt: number;
  cells: Promise<HistoryCell[]>;
  recount?: Promise<void>;
}

export class HistoryCache {
  private entries = new Map<string, Entry>();

  constructor(
    private db: Knex,
    private clock: Clock,
    private recountMs: number,
  ) {}

  /** The trust's history over `historyDays`, as last counted (counted now if never, or if the last count failed). */
  read: HistorySource = (trustId, historyDays) => {
    const key = `${trustId}/${historyDays}`;
    const now = this.clock.now();
    if (this.recountMs <= 0) return historyCells(this.db, trustId, historyDays, now);
    const entry = this.entries.get(key);
    if (!entry) {
      const cells = historyCells(this.db, trustId, historyDays, now);
      this.entries.set(key, { countedAt: now.getTime(), cells });
      // A failed count is not kept: the next ask counts again.
      cells.catch(() => this.entries.delete(key));
      return cells;
    }
    if (now.getTime() - entry.countedAt >= this.recountMs && !entry.recount) {
      entry.recount = historyCells(this.db, trustId, historyDays, now).then(
        (cells) => void this.entries.set(key, { countedAt: now.getTime(), cells: Promise.resolve(cells) }),
        (error) => {
          console.error(
            `Counting trust ${trustId}'s shift history again failed (the last count still answers):`,
            error,
          );
          entry.recount = undefined;
        },
      );
    }
    return entry.cells;
  };

  /** Settles once the counts under way have (tests; a clean stop). */
  async recounted() {
    await Promise.all([...this.entries.values()].map((e) => e.recount));
  }
}
