/** Agenda for Change pay bands, in order: a job's grade is a range of them (spec 3, "grade {from,to}"). */
export const BANDS = ['2', '3', '4', '5', '6', '7', '8a', '8b', '8c', '8d', '9'] as const;
export type Band = (typeof BANDS)[number];

export const isBand = (v: unknown): v is Band => (BANDS as readonly unknown[]).includes(v);
/** 1 for band 2, up to 11 for band 9. */
export const bandRank = (band: Band) => BANDS.indexOf(band) + 1;
