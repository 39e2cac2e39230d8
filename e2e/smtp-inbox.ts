import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSmtp } from '../api/test/smtp.ts';

/** A received email as the e2e tests see it (the test workers read it over HTTP from the global setup). */
export interface InboxMessage {
  to: string[];
  subject: string;
  attachments: { filename: string | null; contentType: string; size: number; startsWithPdf: boolean }[];
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for the api's SMTP_URL. */
  smtpUrl: string;
  /** GET it for every message received so far (JSON InboxMessage[]). */
  inboxUrl: string;
  close(): Promise<void>;
}

/** A loopback SMTP server (the api's test helper) and a small HTTP endpoint that lists what it received. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const smtp = await startTestSmtp();
  const http: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    const messages: InboxMessage[] = smtp.messages.map((mail) => ({
      to: (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
        a.value.map((v) => v.address ?? ''),
      ),
      subject: mail.subject ?? '',
      attachments: mail.attachments.map((a) => ({
        filename: a.filename ?? null,
        contentType: a.contentType,
        size: a.size,
        startsWithPdf: a.content.subarray(0, 4).toString('latin1') === '%PDF',
      })),
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    inboxUrl: `http://127.0.0.1:${port}/messages`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
