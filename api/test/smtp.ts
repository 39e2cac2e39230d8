import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL / startTestApi(kind, { smtpUrl }). */
  url: string;
  /** Every message accepted so far, parsed. */
  messages: ParsedMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Recipients the server refuses with 550 (the send then fails). */
  rejectRecipient?: (address: string) => boolean;
}

/**
 * A real SMTP server on loopback (smtp-server), without TLS or authentication, that parses what it
 * receives (mailparser). Used by every feature that sends mail: invoices, reminders, claims.
 */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        const error = Object.assign(new Error(`Mailbox ${address.address} does not exist`), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
