import nodemailer from 'nodemailer';
import type { OutboxAttachment } from './outbox-repository.ts';

export interface MailSettings {
  /** The SMTP server; none means every message is kept in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
}

export interface OutgoingMail {
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
  /** The Message-ID header, the same on every send of one outbox message; null lets the transport make one. */
  messageId?: string | null;
}

export interface Mailer {
  /** Sends one message; resolves with the server's message id, rejects when the server refuses it. */
  send(mail: OutgoingMail): Promise<string | null>;
  close(): void;
}

const TIMEOUT_MS = 15_000;

/**
 * One SMTP transport for one or many messages (an unpaid run sends its reminders through one pooled connection).
 * Connection, greeting and socket each time out, so a dead server fails a send instead of holding it.
 */
export function createMailer(mail: MailSettings & { smtpUrl: string }, options: { pool?: boolean } = {}): Mailer {
  const timeouts = { connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS };
  const transport = options.pool
    ? nodemailer.createTransport({ url: mail.smtpUrl, pool: true, maxConnections: 1, ...timeouts })
    : nodemailer.createTransport({ url: mail.smtpUrl, ...timeouts });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: mail.mailFrom,
        to: message.to,
        cc: message.cc ?? undefined,
        subject: message.subject,
        messageId: message.messageId ?? undefined,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments.map((a) => ({
          filename: a.fileName,
          content: a.content,
          contentType: a.contentType,
        })),
      });
      return typeof info.messageId === 'string' ? info.messageId : null;
    },
    close: () => transport.close(),
  };
}

/** The server's reason for a failed send, without the SMTP URL or its credentials. */
export function sendError(error: unknown, smtpUrl: string): string {
  let reason = error instanceof Error ? error.message : String(error);
  const secrets = [smtpUrl];
  try {
    const url = new URL(smtpUrl);
    if (url.password) secrets.push(url.password, decodeURIComponent(url.password));
    if (url.username) secrets.push(url.username, decodeURIComponent(url.username));
  } catch {
    // Not a URL: only the whole string is hidden.
  }
  for (const secret of secrets.filter((s) => s.length >= 3)) reason = reason.split(secret).join('***');
  return reason.slice(0, 1000);
}
