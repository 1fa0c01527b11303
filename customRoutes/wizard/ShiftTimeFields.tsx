/**
 * A shift's time: one of the trust's master shift times (filling the start and end), or custom times (editing either
 * makes it custom). The wizard's summary and the plan builder's planned shifts both take it this way.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export const CUSTOM_SHIFT = 'Custom';

export interface MasterShiftTime {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
}

export interface ShiftTimeValue {
  shift?: string;
  shiftTime?: { start?: string; end?: string };
}

interface Props extends ShiftTimeValue {
  /** The trust's master shift times. */
  masters: MasterShiftTime[];
  change(patch: { shift: string; shiftTime?: { start?: string; end?: string } }): void;
  /** The start and end's problem, if any. */
  problem?: string;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  labels: { shift: string; custom: string; start: string; end: string };
}

export function ShiftTimeFields({ shift, shiftTime, masters, change, problem, idPrefix, labels }: Props) {
  const translate = useTranslate();
  const choose = (name: string) => {
    const master = masters.find((s) => s.name === name);
    change(
      master
        ? { shift: master.name, shiftTime: { start: master.startTime.slice(0, 5), end: master.endTime.slice(0, 5) } }
        : { shift: CUSTOM_SHIFT },
    );
  };
  // A name the trust no longer has shows as nothing chosen rather than an out-of-range value.
  const chosen = shift && (shift === CUSTOM_SHIFT || masters.some((s) => s.name === shift)) ? shift : '';
  return (
    <>
      <TextField
        select
        id={`${idPrefix}-shift`}
        label={translate(labels.shift)}
        value={chosen}
        onChange={(e) => choose(e.target.value)}
        helperText=" "
        fullWidth
      >
        {masters.map((s) => (
          <MenuItem key={s.id} value={s.name}>
            {`${s.name} ${s.startTime.slice(0, 5)}–${s.endTime.slice(0, 5)}`}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM_SHIFT}>{translate(labels.custom)}</MenuItem>
      </TextField>
      {(['start', 'end'] as const).map((side) => (
        <TextField
          key={side}
          id={`${idPrefix}-${side}`}
          type="time"
          label={translate(labels[side])}
          value={shiftTime?.[side] ?? ''}
          onChange={(e) => change({ shift: CUSTOM_SHIFT, shiftTime: { ...shiftTime, [side]: e.target.value } })}
          error={!!problem}
          helperText={problem ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      ))}
    </>
  );
}
