/**
 * A nurse's worked time on a shift against the booked times (issue 52.15): what a manager reads before approving it.
 * Worked minutes are the time between start and end less the break; each difference is worked minus booked, in
 * minutes (a start 10 minutes late is +10; a worked total 30 minutes short is -30).
 */
export interface WorkedTime {
  startedAt: string;
  endedAt: string;
  breakMinutes: number;
}

/** A shift's booked start and end, as instants. */
export interface BookedTime {
  startsAt: string;
  endsAt: string;
}

const MINUTE = 60_000;
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / MINUTE);

/** Minutes worked: from start to end, less the break. */
export const workedMinutes = (time: WorkedTime) =>
  Math.max(0, minutesBetween(time.startedAt, time.endedAt) - (time.breakMinutes ?? 0));

/** Minutes booked: the shift's start to its end. */
export const bookedMinutes = (shift: BookedTime) => minutesBetween(shift.startsAt, shift.endsAt);

/** How the worked time differs from the booked: its start, its end and its worked total, in minutes. */
export function againstBooked(time: WorkedTime, shift: BookedTime) {
  return {
    start: minutesBetween(shift.startsAt, time.startedAt),
    end: minutesBetween(shift.endsAt, time.endedAt),
    worked: workedMinutes(time) - bookedMinutes(shift),
  };
}

/** Minutes as people read them: '7 h 30 min', '45 min', '0 min'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.abs(minutes);
  const [h, m] = [Math.floor(whole / 60), whole % 60];
  const text = h && m ? `${h} h ${m} min` : h ? `${h} h` : `${m} min`;
  return minutes < 0 ? `−${text}` : text;
}

/** A difference as people read it: 'as booked', '+15 min', '−1 h'. */
export const formatDifference = (minutes: number) =>
  minutes === 0 ? 'as booked' : minutes > 0 ? `+${formatMinutes(minutes)}` : formatMinutes(minutes);

/** Several nurses' worked time on shifts: how many, their minutes in all, and their difference from the booked. */
export function workedTotals(entries: { time: WorkedTime; shift: BookedTime }[]) {
  return entries.reduce(
    (sum, { time, shift }) => ({
      nurses: sum.nurses + 1,
      minutes: sum.minutes + workedMinutes(time),
      difference: sum.difference + againstBooked(time, shift).worked,
    }),
    { nurses: 0, minutes: 0, difference: 0 },
  );
}
