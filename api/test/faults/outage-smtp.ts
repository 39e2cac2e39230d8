import type { Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback (as api/test/smtp.ts) that a test can kill in the middle of a message and start again. */
export interface OutageSmtp {
  url: string;
  /** Every message accepted, across restarts. */
  messages: ParsedMail[];
  /**
   * Kills the server while it receives the next message: that message is cut off (never accepted), every
   * connection is destroyed and the port stops listening. Resolves once it is down.
   */
  killDuringNextMessage(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startOutageSmtp(): Promise<OutageSmtp> {
  const messages: ParsedMail[] = [];
  const sockets = new Set<Socket>();
  let armed: (() => void) | undefined;
  let server: SMTPServer;
  let port = 0;

  /** Stops listening at once (net.Server.close) and destroys every open connection. */
  const kill = () => {
    server.server.close();
    for (const socket of sockets) socket.destroy();
  };

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const cut = armed;
        if (cut) {
          armed = undefined;
          stream.resume();
          kill();
          cut();
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            messages.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    server.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  };

  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    killDuringNextMessage: () => new Promise<void>((resolve) => (armed = resolve)),
    restart: listen,
    async close() {
      kill();
    },
  };
}
