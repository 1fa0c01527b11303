/** The fields of a rate line (domain/rates.ts CardRate), shared by a trust's bank rates and a care location's own. */
import { bandField } from './bandField';
import { HOURS_KIND_LABELS, HOURS_KINDS } from '../domain/rates';

export const RATE_LINE_FIELDS = {
  band: bandField({ required: true, filter: true, sortable: true, list: true }),
  hoursKind: {
    type: 'enum',
    values: HOURS_KINDS,
    labels: HOURS_KIND_LABELS,
    required: true,
    filter: true,
    sortable: true,
    list: true,
    label: 'Hours',
  },
  hourlyRate: { type: 'money', required: true, min: 0.01, max: 500, filter: true, sortable: true, list: true },
  effectiveFrom: { type: 'date', required: true, filter: true, sortable: true, list: true },
} as const;
