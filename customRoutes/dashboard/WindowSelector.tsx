/** The dashboard's window: 7, 14, 31 (default, spec 9), 60 or 90 days. */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { DASHBOARD_WINDOWS } from '../../domain/dashboard';

export function WindowSelector({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={days}
      onChange={(_, value: number | null) => value !== null && onChange(value)}
      aria-label={translate('bankshift.dashboard.window')}
    >
      {DASHBOARD_WINDOWS.map((n) => (
        <ToggleButton key={n} value={n} sx={{ px: 1.5 }}>
          {translate('bankshift.dashboard.window_option', { smart_count: n })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
