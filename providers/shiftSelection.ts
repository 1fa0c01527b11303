/**
 * The shifts selected for approval (spec 2.1, bottom bar): any screen may select or deselect jobs by id, and the
 * bottom bar approves them all.
 */
import { http } from './httpClient';

type JobId = number;

let selected: ReadonlySet<JobId> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<JobId>) {
  selected = next;
  listeners.forEach((listener) => listener());
}

export const shiftSelection = {
  /** The same set until it changes (for useSyncExternalStore). */
  ids: () => selected,

  select(ids: JobId[]) {
    if (ids.every((id) => selected.has(id))) return;
    set(new Set([...selected, ...ids]));
  },

  deselect(ids: JobId[]) {
    if (!ids.some((id) => selected.has(id))) return;
    set(new Set([...selected].filter((id) => !ids.includes(id))));
  },

  clear() {
    if (selected.size) set(new Set());
  },

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export interface ApprovalResult {
  approved: JobId[];
  failed: { id: JobId; message: string }[];
}

/** Approves the jobs; the jobs issue brings the endpoint. */
export const approveJobs = (jobIds: JobId[]) =>
  http<ApprovalResult>('job-approvals', { method: 'POST', body: { jobIds } });
