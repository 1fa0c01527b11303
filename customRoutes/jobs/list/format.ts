/** How the jobs list writes dates, bands and rates. */
import { format } from 'date-fns';

/** 'YYYY-MM-DD' as 'Wed 12 Mar 2025' (a calendar day: no time zone applies). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return format(new Date(y, m - 1, d), 'EEE d MMM yyyy');
}

export const bandRange = (from?: string, to?: string) => (!from || from === to ? (from ?? '') : `${from}–${to}`);

export const money = (n: number) => n.toFixed(2);
