/** A row of the uplift list as the API answers it (server/services/rates/upliftList.ts UpliftRow). */
import type { RaRecord } from 'react-admin';
import type { EscalationStatus } from '../../../domain/rateEscalations';
import type { Suggestion } from '../../../domain/upliftList';

export interface UpliftRowView extends RaRecord {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  trustId: number;
  tier: number;
  fulfilment: string;
  rateEscalationStatus: string;
  escalation: {
    id: number;
    status: EscalationStatus;
    proposedTier: number | null;
    increaseValue: number | null;
    comments: string | null;
    needsIntermediateApproval: boolean;
    requestedBy: number;
  } | null;
  thresholdFactor: number | null;
  fillRisk: number;
  suggest: Suggestion | null;
}
