/**
 * How long a trust's shifts may be (System settings > Shift length, the `shifttimes` setting of each trust): the
 * shortest and the longest, in hours. A shift posted, published or re-timed outside them is refused, naming the limit.
 * A trust that has not set them allows DEFAULT_SHIFT_LENGTH: from one hour to a whole day.
 */
export interface ShiftLengthLimits {
  shortestHours: number;
  longestHours: number;
}

export const DEFAULT_SHIFT_LENGTH: ShiftLengthLimits = { shortestHours: 1, longestHours: 24 };

/** 750 minutes as '12h 30m', 720 as '12h'. */
export function hoursLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return m ? `${h}h ${m}m` : `${h}h`;
}

/** Why a shift of `minutes` is outside the trust's limits, or null. */
export function shiftLengthRefusal(minutes: number, limits: ShiftLengthLimits = DEFAULT_SHIFT_LENGTH): string | null {
  const shortest = Math.round(limits.shortestHours * 60);
  const longest = Math.round(limits.longestHours * 60);
  if (minutes < shortest)
    return `a shift of ${hoursLabel(minutes)} is shorter than the trust's shortest shift, ${hoursLabel(shortest)}`;
  if (minutes > longest)
    return `a shift of ${hoursLabel(minutes)} is longer than the trust's longest shift, ${hoursLabel(longest)}`;
  return null;
}

/** Why a pair of limits cannot stand, or null: the shortest may not be longer than the longest. */
export function limitsRefusal(limits: Partial<ShiftLengthLimits>): string | null {
  const { shortestHours, longestHours } = limits;
  if (typeof shortestHours === 'number' && typeof longestHours === 'number' && shortestHours > longestHours) {
    return 'the shortest shift may not be longer than the longest';
  }
  return null;
}
