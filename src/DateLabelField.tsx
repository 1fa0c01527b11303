/** A record's date or instant in the style of every date (domain/dateLabels.ts), whatever the browser's language. */
import { FunctionField } from 'react-admin';
import { dayLabel, instantLabel } from '../domain/dateLabels';

/** `showTime`: the value is an instant ('Mon 7 Dec 2026, 09:20'), else a calendar day ('Mon 7 Dec 2026'). */
export function DateLabelField({ source, showTime = false }: { source: string; showTime?: boolean }) {
  return (
    <FunctionField
      source={source}
      render={(record) => {
        const value = record[source];
        if (value == null || value === '') return '—';
        return showTime ? instantLabel(value) : dayLabel(String(value).slice(0, 10));
      }}
    />
  );
}
