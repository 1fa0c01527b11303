/** A real SMTP server on a free port of 127.0.0.1 that keeps every message it receives, for the mail tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface Mailbox {
  url: string;
  messages: Received[];
  /** The next message to `to` not yet taken, waiting up to `ms` for it. */
  next(to: string, ms?: number): Promise<Received>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startMailbox(): Promise<Mailbox> {
  const messages: Received[] = [];
  const taken = new Set<Received>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: text.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '',
          text,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = messages.find((m) => !taken.has(m) && m.to.includes(to));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`No email to ${to} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of an email, and the token at its end. */
export function linkIn(message: Received, path: string): { link: string; token: string } {
  const link = message.text.match(new RegExp(`https?://\\S+/${path}/([A-Za-z0-9_-]+)`));
  if (!link) throw new Error(`No /${path}/ link in: ${message.text}`);
  return { link: link[0], token: link[1] };
}
