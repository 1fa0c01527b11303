/** A row of the uplift list as the API answers it (server/services/rates/upliftList.ts UpliftRow). */
import type { RaRecord } from 'react-admin';
import type { UpliftFigures } from '../../../domain/upliftList';

export interface UpliftRowView extends RaRecord, UpliftFigures {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  trustId: number;
  tier: number;
  fulfilment: string;
  rateEscalationStatus: string;
}
