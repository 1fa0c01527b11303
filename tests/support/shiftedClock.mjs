// Moves the whole process's clock, for running a suite on another day: loaded with `node --import` (NODE_OPTIONS) by
// scripts/calendar.mjs, so the test process, the servers it starts in it, their embedded PGlite (whose now() reads the
// same Date) and the processes it spawns all see one shifted now that runs on as time passes.
//
// TEST_NOW is a day (2027-03-28: that date in the trusts' zone, at the wall-clock time it is there now) or an
// instant (2027-03-28T00:30:00Z). Only Date moves: timers, performance.now() and the file system keep real time.
const wanted = process.env.TEST_NOW;
if (wanted) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const zone = 'Europe/London';
  const wall = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  /** The zone's wall clock at an instant, read as if it were UTC. */
  const wallAsUtc = (instant) => {
    const p = Object.fromEntries(wall.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    return RealDate.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  };
  let target;
  if (/^\d{4}-\d{2}-\d{2}$/.test(wanted)) {
    const now = realNow();
    const timeOfDay = wallAsUtc(now) % 86_400_000;
    const instant = RealDate.parse(`${wanted}T00:00:00Z`) + timeOfDay;
    // The instant whose wall clock there reads that day and time (twice: the first guess may straddle a clock change).
    target = instant - (wallAsUtc(instant) - instant);
    target = instant - (wallAsUtc(target) - target);
  } else target = RealDate.parse(wanted);
  if (Number.isNaN(target)) throw new Error(`TEST_NOW=${wanted} is neither a day (YYYY-MM-DD) nor an instant`);
  const offset = target - realNow();
  const shiftedNow = () => realNow() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (date, args, newTarget) => Reflect.construct(date, args.length ? args : [shiftedNow()], newTarget),
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (date, key) => (key === 'now' ? shiftedNow : Reflect.get(date, key)),
  });
}
