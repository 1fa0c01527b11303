/**
 * The plan under way at /createNewPlan, shared with /addPerson and /addPerson/:id and kept through a reload: it lives
 * in the tab's session storage (a week of up to 1,000 planned shifts is too long for an address), dropped at sign-out
 * (providers/session.ts). A named nurse's name is kept beside their id for the grid; only the id is sent (rowsToSend).
 */
import { useSyncExternalStore } from 'react';
import { readPlannedShifts, type PlannedShift } from '../../domain/shiftPlan';
import { TAB_KEYS } from '../../providers/session';

export interface PlanRow extends PlannedShift {
  personName?: string;
}

export interface PlanDraft {
  careLocationId?: number;
  weekStart: string;
  rows: PlanRow[];
}

const KEY = TAB_KEYS.shiftPlan;
const listeners = new Set<() => void>();
let seen: { raw: string | null; plan: PlanDraft | null } = { raw: null, plan: null };

/** The stored plan, or null when none is under way or what is stored is not a plan (it is dropped). */
function read(): PlanDraft | null {
  const raw = sessionStorage.getItem(KEY);
  if (raw === seen.raw) return seen.plan;
  let plan: PlanDraft | null = null;
  try {
    const value = raw ? JSON.parse(raw) : null;
    const names = Array.isArray(value?.rows)
      ? value.rows.map((r: PlanRow) => (typeof r?.personName === 'string' ? r.personName : undefined))
      : [];
    const { rows, problems } = readPlannedShifts(
      Array.isArray(value?.rows) ? value.rows.map(({ personName: _, ...r }: PlanRow) => r) : null,
    );
    if (value && typeof value.weekStart === 'string' && !problems.length) {
      plan = {
        careLocationId: Number.isInteger(value.careLocationId) ? value.careLocationId : undefined,
        weekStart: value.weekStart,
        rows: rows.map((r, i) => (r.personId && names[i] ? { ...r, personName: names[i] } : r)),
      };
    }
  } catch {
    plan = null;
  }
  seen = { raw, plan };
  return plan;
}

/** Keeps `plan` as the plan under way (null: none). */
export function keepPlan(plan: PlanDraft | null) {
  if (plan) sessionStorage.setItem(KEY, JSON.stringify(plan));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The plan under way, re-read whenever it is kept. */
export const usePlanDraft = () => useSyncExternalStore(subscribe, read);

/** The rows as the plans service takes them: a named nurse by id only. */
export const rowsToSend = (rows: readonly PlanRow[]): PlannedShift[] =>
  rows.map(({ personName: _, personId, ...row }) => (personId ? { ...row, personId } : row));
