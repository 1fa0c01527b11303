import { BAND_LABELS, BANDS } from '../domain/bands';
import type { Field } from './define';

/** A field holding an Agenda for Change band, shown as people read it (Band 5). */
export const bandField = <const M extends Omit<Partial<Field>, 'type'>>(more: M) =>
  ({ ...more, type: 'enum', values: BANDS, labels: BAND_LABELS }) as const;
