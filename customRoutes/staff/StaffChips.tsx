/** How the staff screens mark an approval (a membership's, a piece of evidence's) and a right to work's state. */
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ApprovalStatus } from '../../domain/account';
import type { RightToWorkState } from '../../domain/rightToWork';
import './messages';

const APPROVAL_COLOUR: Record<ApprovalStatus, ChipProps['color']> = {
  approved: 'success',
  pending: 'default',
  declined: 'error',
  banned: 'error',
};
const STATE_COLOUR: Record<RightToWorkState, ChipProps['color']> = {
  none: 'error',
  unlimited: 'success',
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
};

export function ApprovalChip({ status }: { status: ApprovalStatus }) {
  const translate = useTranslate();
  return <Chip label={translate(`bankshift.staff.evidence.status.${status}`)} color={APPROVAL_COLOUR[status]} />;
}

/** The state's name, after `prefix` where given ("Right to work: Ends within 30 days"). */
export function RightToWorkChip({
  state,
  prefix,
  size,
}: {
  state: RightToWorkState;
  prefix?: string;
  size?: ChipProps['size'];
}) {
  const translate = useTranslate();
  const name = translate(`bankshift.staff.evidence.state.${state}`);
  return (
    <Chip size={size} variant="outlined" label={prefix ? `${prefix}: ${name}` : name} color={STATE_COLOUR[state]} />
  );
}
