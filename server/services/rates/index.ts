/** The rate services: declared resources whose writes keep the pay ranges, and the escalation chain with its records. */
import type { ServiceClass } from '../../resources';
import { PayRangesService } from './payRangesService';
import { RateEscalationsService } from './rateEscalationsService';
import { RateLinesService } from './rateLinesService';
import { ShiftRecordsService } from './shiftRecords';
import { UpcomingRateChangesService } from './upcomingRateChanges';

export const RATE_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  'rate-cards': RateLinesService,
  'carelocation-rate-customizations': RateLinesService,
  trustpayraterangeconfigurations: PayRangesService,
  'rate-escalations': RateEscalationsService,
  'rate-escalation-history': ShiftRecordsService,
  'rate-escalation-comments': ShiftRecordsService,
  'upcoming-rate-changes': UpcomingRateChangesService,
};
