/** Agenda for Change pay bands, in order: a job's grade is a range of them (spec 3, "grade {from,to}"). */
export const BANDS = ['2', '3', '4', '5', '6', '7', '8a', '8b', '8c', '8d', '9'] as const;
export type Band = (typeof BANDS)[number];

/** A band as people read it: 'Band 5'. */
export const BAND_LABELS = Object.fromEntries(BANDS.map((b) => [b, `Band ${b}`])) as Record<Band, string>;

export const isBand = (v: unknown): v is Band => (BANDS as readonly unknown[]).includes(v);
/** 1 for band 2, up to 11 for band 9. */
export const bandRank = (band: Band) => BANDS.indexOf(band) + 1;

/** Why a nurse of `band` may not be put on a shift of bands `from` to `to` by name (a plan's named nurse), or null. */
export function bandRefusal(band: unknown, from: Band, to: Band): string | null {
  if (!isBand(band)) return 'This nurse has no band on record: give them one before booking them by name';
  const rank = bandRank(band);
  return rank < bandRank(from) || rank > bandRank(to)
    ? `This nurse's band ${band} is outside the shift's bands ${from} to ${to}`
    : null;
}

/** A band range as people read it: '6' for 6 to 6, '5–6' otherwise; '' when none is given. */
export const bandRange = (from?: string | null, to?: string | null) =>
  !from ? '' : !to || from === to ? from : `${from}–${to}`;
