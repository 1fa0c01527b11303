/** The emails the e2e server sent, read from the test SMTP server's inbox (tests/e2e/globalSetup.ts). */
import { inject } from 'vitest';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

/** The path of the link to `path` (with the segments after its token) in the latest email to `to`, waiting up to `ms` for one. */
export async function linkMailedTo(to: string, path: string, ms = 10_000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const messages: Received[] = await (await fetch(`${inject('mailboxUrl')}?to=${encodeURIComponent(to)}`)).json();
    const link = messages.at(-1)?.text.match(new RegExp(`https?://[^/\\s]+(/${path}/[A-Za-z0-9_-]+(?:/[^/\\s]+)*)`));
    if (link) return link[1];
    if (Date.now() > deadline) throw new Error(`No email to ${to} with a /${path}/ link within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
