/** A trust at a glance (the trust admins' landing page, spec 4): what the API answers and the console shows. */
import type { AccessRule } from './access';
import type { TrustSetupStep } from './trustSetup';

/** Who reads it: a trust's admins with VIEW_TRUST_DETAILS (and the super admin), in the menu and the API alike. */
export const TRUST_STATISTICS_ACCESS: AccessRule = { levels: ['ADMIN'], anyOf: ['VIEW_TRUST_DETAILS'] };

/** The days ahead, today included, whose shifts the statistics look at. */
export const TRUST_STATISTICS_WEEK_DAYS = 7;

export interface TrustStatistics {
  trust: {
    id: number;
    name: string;
    abbreviatedName: string | null;
    isLive: boolean;
    setupStep: TrustSetupStep;
    features: string[];
  };
  /** Active users holding an active role of the trust. */
  people: { nurses: number; managers: number; admins: number };
  places: { careLocations: number; departments: number };
  /** Shifts dated from today for TRUST_STATISTICS_WEEK_DAYS days: vacant ones, their open places, booked ones. */
  week: { from: string; to: string; vacant: number; openPlaces: number; booked: number };
  /** Shifts waiting for a manager: worked time to approve, booked shifts past without worked time, drafts. */
  waiting: { readyForApprove: number; noLog: number; drafts: number };
  /** Shifts dated this month: how many, cancelled, places offered and confirmed, and the fill rate. */
  month: {
    from: string;
    to: string;
    shifts: number;
    cancelled: number;
    vacancies: number;
    confirmed: number;
    fillRate: number | null;
  };
}
