/**
 * Blocking a nurse (spec 2.6 blocked users, spec 4 "blocked and unblocked"): a bank officer blocks a nurse from a
 * trust's shifts, or from one care location's, with a reason from the trust's list. While blocked there, the nurse
 * cannot apply for, be offered or be confirmed on a shift there (the server refuses with 409); their open applications
 * there are withdrawn when the block is made, and they are told. Lifting a block keeps it as history (unblocked).
 */
import type { AccessRule } from './access';

export const BLOCK_STATUSES = ['blocked', 'unblocked'] as const;
export const BLOCK_STATUS_LABELS = { blocked: 'Blocked', unblocked: 'Unblocked' } as const;
export type BlockStatus = (typeof BLOCK_STATUSES)[number];

/** Who blocks and unblocks staff; the blocks and their reasons are read by those who see staff. */
export const BLOCK_WRITE: AccessRule = { anyOf: ['BLOCK_USERS'] };
export const BLOCK_READ: AccessRule = { anyOf: ['BLOCK_USERS', 'VIEW_APPROVED_USERS', 'MANAGE_USERS'] };

/** Where a block applies: a trust, and one of its care locations or (null) all of them. */
export interface BlockScope {
  trustId: number;
  careLocationId: number | null;
}

export interface Block extends BlockScope {
  status: BlockStatus;
}

/** Whether a block stops work at a place (a shift's trust and care location): the scope rule, written once. */
export const blockCovers = (block: Block, place: BlockScope): boolean =>
  block.status === 'blocked' &&
  block.trustId === place.trustId &&
  (block.careLocationId === null || block.careLocationId === place.careLocationId);

/**
 * Why a new block is not needed, or null: a block in force already covers all it would (the same care location, or the
 * whole trust). A trust-wide block over care-location blocks widens them, and is allowed.
 */
export function newBlockRefusal(scope: BlockScope, inForce: readonly Block[]): string | null {
  const covering = inForce.find((b) => blockCovers(b, scope));
  if (!covering) return null;
  return covering.careLocationId === null
    ? 'This nurse is already blocked across the trust'
    : 'This nurse is already blocked at this care location';
}

/** Why a block cannot be lifted now, or null (the unblock action's refusal). */
export const unblockRefusal = (block: { status: string }): string | null =>
  block.status === 'blocked' ? null : 'This block has already been lifted';

/** The refusal a blocked nurse (or whoever acts for them) gets at a place they are blocked from. */
export const blockedMessage = (who: 'nurse' | 'manager', where: string) =>
  who === 'nurse'
    ? `You are blocked from shifts at ${where}: please contact the bank office`
    : `This nurse is blocked from shifts at ${where}`;
