/** The server's notion of now. Tests move it forward to reach timed work without waiting. */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves now forward (tests only). */
  advance(ms: number) {
    this.offsetMs += ms;
  }

  set(instant: Date) {
    this.offsetMs = instant.getTime() - Date.now();
  }
}
