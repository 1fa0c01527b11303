/**
 * A trust's staff profile review (resources/staff-profile-review-configuration): approving a membership, by its own
 * step or by approving the evidence that approves it, is refused (400, each missing field named) while the member's
 * profile lacks a field the trust requires (domain/staff.ts missingProfileFields).
 */
import { BadRequest } from '@feathersjs/errors';
import type { Knex } from 'knex';
import { incompleteProfileMessage, missingProfileFields, type ReviewableProfileField } from '../../../domain/staff';
import review from '../../../resources/staff-profile-review-configuration';
import trustUsers from '../../../resources/get-trust-users';

export async function refuseIncompleteProfile(db: Knex, membershipId: number, trustId: number) {
  const config = await db(review.table).where({ trustId }).first('requiredFields');
  const stored = config?.requiredFields ?? [];
  const required: ReviewableProfileField[] = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (!required.length) return;
  const profile = await db(trustUsers.table).where({ id: membershipId }).first(required);
  const missing = missingProfileFields(profile ?? {}, required);
  if (missing.length)
    throw new BadRequest(incompleteProfileMessage(missing), {
      errors: missing.map((field) => ({ field, message: 'is required before approval' })),
    });
}
