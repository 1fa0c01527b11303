/** Builds the console if stale and serves it with a real API on an in-memory database seeded with the demo data,
 *  in a process of its own (tests/e2e/server.ts). The API sends its emails to a real SMTP server here, whose messages
 *  the tests read from a small HTTP inbox (GET <mailboxUrl>?to=<address>: that address's messages, as JSON). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startMailbox } from '../api/mailbox';
import { ensureConsoleBuilt } from '../../scripts/consoleBuild.mjs';
import { startServerProcess } from '../support/serverProcess';
import { bookShiftsStartingSoon, type ShiftStartingSoon } from './shiftsApi';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The test SMTP server's inbox (tests/e2e/mail.ts). */
    mailboxUrl: string;
    /** Booked shifts starting shortly, for approve-all (tests/e2e/shifts.test.ts). */
    shiftsStartingSoon: ShiftStartingSoon[];
  }
}

export default async function setup(project: TestProject) {
  const mailbox = await startMailbox();
  const inbox = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://inbox').searchParams.get('to');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mailbox.messages.filter((m) => to && m.to.includes(to))));
  });
  await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve));
  project.provide('mailboxUrl', `http://127.0.0.1:${(inbox.address() as AddressInfo).port}`);
  const server = await startServerProcess<{ baseUrl: string }>(new URL('./server.ts', import.meta.url).href, {
    CONSOLE_DIR: ensureConsoleBuilt(),
    SMTP_URL: mailbox.url,
  });
  const { baseUrl } = server.ready;
  project.provide('baseUrl', baseUrl);
  project.provide('shiftsStartingSoon', await bookShiftsStartingSoon(baseUrl, 2));
  return async () => {
    await server.close();
    await new Promise((resolve) => inbox.close(resolve));
    await mailbox.close();
  };
}
