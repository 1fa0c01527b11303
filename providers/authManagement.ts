/** The authmanagement service (spec 7.4): forgotten and changed passwords, and verifying a new or changed email address. */
import { http } from './httpClient';

type Actions = {
  sendResetPwd: { value: { email: string }; answer: Record<string, never> };
  resetPwdLong: { value: { token: string; password: string }; answer: Record<string, never> };
  verifyChangedEmail: { value: { token: string }; answer: { email: string } };
  /** A new account's email, verified by its link (/verifyUserEmail/:token); a new link on asking. */
  verifySignupLong: { value: { token: string }; answer: { email: string } };
  resendVerifySignup: { value: { email: string }; answer: Record<string, never> };
  /** Every earlier token of the account stops working: the answer carries this session's new one. */
  passwordChange: { value: { oldPassword: string; password: string }; answer: { accessToken: string } };
  /** An invitation to manage a trust (/ManagerVerifyEmail/...): who is invited where, and whether they have an account. */
  checkInvitation: { value: { token: string }; answer: Invitation };
  /** A new account's password, or an existing account's to add the role, for the link's email: answers the email to sign in with. */
  acceptInvitation: { value: { token: string; email: string; password: string }; answer: { email: string } };
};

export interface Invitation {
  email: string;
  firstname: string;
  lastname: string;
  trust: string;
  role: string;
  hasAccount: boolean;
  expiresAt: string;
}

export function authManagement<A extends keyof Actions>(
  action: A,
  value: Actions[A]['value'],
): Promise<Actions[A]['answer']> {
  return http('authmanagement', { method: 'POST', body: { action, value } });
}
