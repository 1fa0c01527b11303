/**
 * Outgoing email through SMTP (SMTP_URL). Without it, each email's recipient, subject and link are written
 * to the server log, so a developer on the embedded setup can follow the link.
 */
import nodemailer from 'nodemailer';
import type { Config } from './config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the email exists for: shown on its own line, and in the log without SMTP. */
  link: string;
}

export interface Mailer {
  /** Sends and waits: throws when the mail server refuses. */
  send(mail: Mail): Promise<void>;
  /** Sends without making the caller wait (answers must not tell whether an account exists); failures are logged. */
  sendLater(mail: Mail): void;
  close(): Promise<void>;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function send(mail: Mail) {
    if (!transport) {
      console.log(`[mail] to ${mail.to}: ${mail.subject}: ${mail.link}`);
      return;
    }
    await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: `${mail.text}\n\n${mail.link}\n`,
    });
  }

  return {
    send,
    sendLater(mail) {
      const sending: Promise<void> = send(mail)
        .catch((error: Error) => console.error(`Could not send '${mail.subject}' to ${mail.to}: ${error.message}`))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}
