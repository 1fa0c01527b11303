/**
 * Erasure on request (beyond the spec: UK GDPR article 17). A nurse who leaves may ask the trust to erase their personal
 * data. Their record is pseudonymised, not deleted: the shifts they worked, their time records, applications and the
 * audit log stay, naming "Erased person {id}", so that pay, rotas and the audit still add up. What goes:
 * - the account's name, email, phone and photo (the email becomes erased-{id}@erased.invalid), its password (nobody
 *   signs in) and every session, email change and emailed link;
 * - each membership's staff number (the membership is deleted, open applications withdrawn);
 * - right-to-work document numbers and stored scans;
 * - the personal values in the audit log's changes about them or made by them, and their name in notifications.
 * The erasure itself is audited (who, when, why), without the values it erased.
 *
 * A trust admin (MANAGE_USERS) erases a nurse of their trust only, and not one still on another trust's bank (the
 * super admin does); nobody erases a nurse with confirmed bookings still to work (release them first), nor twice.
 */
import type { AccessRule } from './access';

export const ERASE: AccessRule = { levels: ['ADMIN'], anyOf: ['MANAGE_USERS'] };

export const erasedName = (userId: number) => ({ firstname: 'Erased', lastname: `person ${userId}` });
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;
/** What a right-to-work document number becomes. */
export const ERASED_DOCUMENT = 'ERASED';

/** The fields whose values an erasure removes from the audit log's changes. */
export const PERSONAL_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phoneNumber',
  'imageUrl',
  'staffNumber',
  'documentNumber',
  'files',
] as const;
/** A personal value as the audit log keeps it after an erasure. */
export const ERASED_VALUE = 'erased';

/** Why a staff list's row cannot be erased, as the row tells (the rest is the server's: erasureRefusal). */
export const erasedRefusal = (member: { erased?: boolean }) => (member.erased ? 'This person is already erased' : null);

export interface ErasureStanding {
  erased: boolean;
  /** Other trusts whose bank (or staff) the person is still on. */
  otherTrusts: string[];
  /** Confirmed bookings on shifts still to start. */
  upcomingBookings: number;
}

/** Why a person cannot be erased now, or null. `bySuperAdmin`: the super admin may erase one on several trusts. */
export function erasureRefusal(standing: ErasureStanding, bySuperAdmin: boolean): string | null {
  if (standing.erased) return 'This person is already erased';
  if (standing.otherTrusts.length && !bySuperAdmin) {
    return `This person is also on ${standing.otherTrusts.join(', ')}: ask the super admin to erase them everywhere`;
  }
  if (standing.upcomingBookings) {
    const n = standing.upcomingBookings;
    return `This nurse is booked on ${n} shift${n > 1 ? 's' : ''} still to work: release ${n > 1 ? 'them' : 'it'} first`;
  }
  return null;
}

/** An audit entry's changes with the personal values blanked. */
export function scrubChanges(changes: { before?: Record<string, unknown>; after?: Record<string, unknown> }) {
  const scrub = (side?: Record<string, unknown>) =>
    side &&
    Object.fromEntries(
      Object.entries(side).map(([k, v]) => [
        k,
        (PERSONAL_FIELDS as readonly string[]).includes(k) && v != null ? ERASED_VALUE : v,
      ]),
    );
  return {
    ...changes,
    ...(changes.before ? { before: scrub(changes.before) } : {}),
    ...(changes.after ? { after: scrub(changes.after) } : {}),
  };
}
