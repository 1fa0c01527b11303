/** How the jobs list writes dates and rates. */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' as 'Wed 12 Mar 2025' (a calendar day: no time zone applies). Written out rather than by date-fns, which
 * the shift list would otherwise download for this alone (scripts/sizeBudget.ts).
 */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

export const money = (n: number) => n.toFixed(2);
