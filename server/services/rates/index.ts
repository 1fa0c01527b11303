/** The rate services: declared resources whose writes keep the pay ranges, and the escalation chain. */
import type { ServiceClass } from '../../resources';
import { PayRangesService } from './payRangesService';
import { RateEscalationsService } from './rateEscalationsService';
import { RateLinesService } from './rateLinesService';

export const RATE_RESOURCE_SERVICES: Record<string, ServiceClass> = {
  'rate-cards': RateLinesService,
  'carelocation-rate-customizations': RateLinesService,
  trustpayraterangeconfigurations: PayRangesService,
  'rate-escalations': RateEscalationsService,
};
