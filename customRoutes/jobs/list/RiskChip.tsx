/**
 * A shift's risk score as a chip in its colour (spec 4: 0 pale, 1 green, 2 amber, 3 and 4 red) with its words, and its
 * mitigation where there is one (domain/shiftRisk.ts): on the shift list and the shift's details.
 */
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { riskMitigation, riskScore, RISK_COLOURS, type RiskColour, type RiskInput } from '../../../domain/shiftRisk';
// Its words are the shift list's, registered with them, wherever the chip shows (the shift's details too).
import './messages';

const CHIP_COLOURS: Record<RiskColour, ChipProps['color']> = {
  pale: 'default',
  green: 'success',
  amber: 'warning',
  red: 'error',
};

export function RiskChip({ job, hideNone = false }: { job: RiskInput; hideNone?: boolean }) {
  const translate = useTranslate();
  const now = new Date();
  const score = riskScore(job, now);
  if (score === 0 && hideNone) return null;
  const mitigation = riskMitigation(job, now);
  const words = translate(`bankshift.jobs.list.risk.${score}`);
  return (
    <Chip
      size="small"
      variant={score === 0 ? 'outlined' : 'filled'}
      color={CHIP_COLOURS[RISK_COLOURS[score]]}
      label={mitigation ? `${words} · ${translate(`bankshift.jobs.list.mitigation.${mitigation}`)}` : words}
      title={translate('bankshift.jobs.list.risk_title', { score })}
    />
  );
}
