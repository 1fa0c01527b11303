/**
 * The steps of an escalation the signed-in user may take now: the declared actions of rate-escalations (each asks
 * for its reason in a form), less those the chain leaves to someone else (domain/rateEscalations.ts actorRefusal:
 * nobody decides their own escalation, only its requester cancels it).
 */
import Box from '@mui/material/Box';
import { useGetIdentity } from 'react-admin';
import { actorRefusal, ESCALATION_STEPS, type EscalationStep } from '../../../domain/rateEscalations';
import { ActionButton } from '../../../src/generated/ActionButton';
import type { Escalation } from '../jobPage/types';

const STEPS = Object.keys(ESCALATION_STEPS) as EscalationStep[];

export function EscalationSteps({ escalation }: { escalation: Escalation }) {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  const mine = STEPS.filter((step) => !actorRefusal(step, escalation, Number(identity.id)));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {mine.map((step) => (
        <ActionButton
          key={step}
          resource="rate-escalations"
          action={step}
          record={escalation}
          variant={step === 'approve' || step === 'intermediateApprove' ? 'contained' : 'outlined'}
          color={step === 'cancel' || step.endsWith('eject') ? 'error' : 'primary'}
        />
      ))}
    </Box>
  );
}
