/** The password rule, checked by the API and by the console's forms before they send. */

export const PASSWORD_MIN_LENGTH = 10;
/** bcrypt reads no further than 72 bytes: a longer password would be cut silently. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_RULE = `at least ${PASSWORD_MIN_LENGTH} characters, at least one letter and one digit, and not your email name (the part before the @)`;

/** Why a password does not fit the rule, or null when it does. The email's name part counts from 3 characters. */
export function passwordProblem(password: string, email?: string | null): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES)
    return `must be at most ${PASSWORD_MAX_BYTES} bytes`;
  if (!/\p{L}/u.test(password) || !/[0-9]/.test(password)) return 'must contain at least one letter and one digit';
  const name = email?.split('@')[0]?.toLowerCase() ?? '';
  if (name.length >= 3 && password.toLowerCase().includes(name))
    return 'must not contain your email name (the part before the @)';
  return null;
}
