/**
 * The signed-in user's own account (spec 3, 4): reloaded on role switches and route changes, and changed from
 * the account settings page and the snooze menu. Every answer is kept in the session.
 */
import type { Account } from '../domain/account';
import { http } from './httpClient';
import { session } from './session';

export interface AccountChanges {
  /** The account's own id, which the snooze sends along (spec 7.3). */
  id?: number;
  firstname?: string;
  lastname?: string;
  email?: string;
  /** Asked with a new email. */
  currentPassword?: string;
  /** ISO date, or null to clear (spec 4: snooze). */
  notDisturbDate?: string | null;
}

/** The react-query key of the account as the settings page shows it. */
export const OWN_ACCOUNT_KEY = ['account'];

/** Keeps an answer in the session it was asked in; one that arrives after sign-out or another sign-in is dropped. */
const keptIn = (token: string | null) => (account: Account) => {
  if (session.token() === token) session.setAccount(account);
  return account;
};

export const reloadAccount = () => http<Account>('account').then(keptIn(session.token()));

/** Spec 5: emails are lower-cased before sign-in, update and the check for existing use. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function patchAccount(changes: AccountChanges): Promise<Account> {
  const body = changes.email === undefined ? changes : { ...changes, email: normaliseEmail(changes.email) };
  return http<Account>('account', { method: 'PATCH', body }).then(keptIn(session.token()));
}

/** Uploads a new avatar (spec 7.1, older v1 call), then reloads the account that now points to it. */
export async function uploadAvatar(file: File): Promise<Account> {
  const form = new FormData();
  form.append('avatar', file);
  await http<{ imageUrl: string }>('users/avatar', { method: 'POST', body: form, apiVersion: 'v1' });
  return reloadAccount();
}
