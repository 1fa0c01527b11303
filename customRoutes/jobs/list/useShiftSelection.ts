/**
 * The list's row selection is the console's shift selection (providers/shiftSelection.ts): the bottom bar counts
 * and approves what is ticked here, and its "Deselect all" unticks the rows.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';
import { shiftSelection } from '../../../providers/shiftSelection';

export function useShiftSelection() {
  const selected = useSyncExternalStore(shiftSelection.subscribe, shiftSelection.ids);
  const selectedIds = useMemo(() => [...selected] as Identifier[], [selected]);
  const onToggleItem = useCallback((id: Identifier) => {
    const jobId = Number(id);
    if (shiftSelection.ids().has(jobId)) shiftSelection.deselect([jobId]);
    else shiftSelection.select([jobId]);
  }, []);
  /** The whole new selection (the page's select-all box and shift-clicks give it so). */
  const onSelect = useCallback((ids: Identifier[]) => {
    const next = new Set(ids.map(Number));
    shiftSelection.deselect([...shiftSelection.ids()].filter((id) => !next.has(id)));
    shiftSelection.select([...next]);
  }, []);
  return { selectedIds, onToggleItem, onSelect };
}
