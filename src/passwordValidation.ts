/** The password rule (domain/passwords.ts) as form validators: the new password, and its confirmation. */
import type { Validator } from 'react-admin';
import { passwordProblem } from '../domain/passwords';

/** Checks the password against the rule; `email` is the account's, whose name part may not appear in it. */
export const passwordRule =
  (email?: string | null): Validator =>
  (value) =>
    value ? (passwordProblem(String(value), email) ?? undefined) : undefined;

/** The confirmation must repeat the `field` password. */
export const sameAs =
  (field: string): Validator =>
  (value, values) =>
    value === values[field] ? undefined : 'bankshift.account.passwords_differ';
