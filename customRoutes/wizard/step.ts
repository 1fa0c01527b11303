/** What every step of the wizard is given, and the message of a field's problem. */
import type { ReactNode } from 'react';
import type { PostingDraft, Problem } from '../../domain/shiftWizard';

export interface StepProps {
  draft: PostingDraft;
  change(patch: Partial<PostingDraft>): void;
  /** What stops Next, shown once Next was pressed. */
  problems: Problem[];
  /** The Back button, for the last step to place beside its own (posting) one. */
  back?: ReactNode;
}

/** The message of the first problem with `field` (or under it: `skills.2.level` for `skills`). */
export const problemOf = (problems: Problem[], field: string) =>
  problems.find((p) => p.field === field || p.field.startsWith(`${field}.`))?.message;
