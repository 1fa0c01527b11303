/** Server processes of their own, on one PostgreSQL database and one Redis, as a deployment runs them. */
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';
import { startServerMain, type ServerMain } from '../support/serverMain';

/** A server process of its own (tests/support/serverMain.ts). */
export type Instance = ServerMain;

/** Starts `node server/main.ts` and waits until it listens. */
export const startInstance = (env: Record<string, string>): Promise<Instance> => startServerMain(env);

/** Signs a demo user in at an instance: their token, id and first role. */
export async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/v3/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  return {
    token: body.accessToken as string,
    userId: body.user.id as number,
    roleId: body.user.newUserRoles[0].roleId as number,
  };
}
