export const CALENDAR_DAYS: string[];
export const CI_SHIFTED_DAY: string;
export function clockOn(day: string): { TEST_NOW: string; NODE_OPTIONS: string };
