/**
 * Totals of list queries, kept briefly. A full page cannot tell its total, and counting a large table on
 * every page costs more than the page itself; so a total is reused until the table changes through a
 * service of this instance, or for at most `ttlMs` (changes made elsewhere: another instance, a script).
 * Requests that miss together share one count.
 */
export class CountCache {
  private readonly totals = new Map<string, { total: number; at: number; version: number }>();
  private readonly counting = new Map<string, { version: number; total: Promise<number> }>();
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  private version(table: string) {
    return this.versions.get(table) ?? 0;
  }

  /** The total of `key` on `table`: remembered, being counted, or counted now with `count`. */
  async total(table: string, key: string, count: () => Promise<number>): Promise<number> {
    const id = `${table}\u0000${key}`;
    const version = this.version(table);
    const hit = this.totals.get(id);
    if (hit && hit.version === version && Date.now() - hit.at <= this.ttlMs) return hit.total;
    const running = this.counting.get(id);
    if (running?.version === version) return running.total;

    const total = count();
    this.counting.set(id, { version, total });
    try {
      const value = await total;
      // A total counted while the table changed may already be stale: answer it, but do not keep it.
      if (this.ttlMs > 0 && this.version(table) === version) {
        if (this.totals.size >= this.maxEntries) this.totals.delete(this.totals.keys().next().value!);
        this.totals.set(id, { total: value, at: Date.now(), version });
      }
      return value;
    } finally {
      if (this.counting.get(id)?.total === total) this.counting.delete(id);
    }
  }

  /** A table changed: every total counted on it before is stale. */
  invalidate(table: string) {
    this.versions.set(table, this.version(table) + 1);
  }
}
