/** How job pages write dates and times. */
import { format, parseISO } from 'date-fns';

/** 'Mon 3 Mar 2025' for '2025-03-03'. */
export const dayLabel = (date: string) => format(parseISO(date), 'EEE d MMM yyyy');
/** 'd MMM yyyy, HH:mm' for an instant (spec 2.1 shows times as HH:mm). */
export const instantLabel = (instant: string | Date) =>
  format(typeof instant === 'string' ? parseISO(instant) : instant, 'd MMM yyyy, HH:mm');
