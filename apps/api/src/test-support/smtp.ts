import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/* A real SMTP server for tests (decision 028): it keeps what it receives, parsed, and can refuse. */

export type Inbox = {
  port: number;
  received: (ParsedMail & { envelopeTo: string[] })[];
  refuse: boolean;
  /** Milliseconds the server waits before it accepts a message (a slow server). */
  delayMs: number;
  /** Called when a message starts arriving, before it is accepted (to stop the server mid-sending). */
  onMessage?: () => void;
  close: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real SMTP server on loopback that keeps what it receives, and can refuse every recipient. */
export async function startInbox(port = 0): Promise<Inbox> {
  const inbox: Inbox = { port, received: [], refuse: false, delayMs: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(inbox.refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      inbox.onMessage?.();
      simpleParser(stream).then(
        async (mail) => {
          if (inbox.delayMs) await new Promise((resolve) => setTimeout(resolve, inbox.delayMs));
          inbox.received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  inbox.port = (server.server.address() as AddressInfo).port;
  inbox.close = () =>
    new Promise((resolve) => {
      // Open connections are cut, as a restarting server cuts them.
      for (const connection of (server as unknown as { connections: Set<{ close: () => void }> }).connections ?? []) connection.close();
      server.close(() => resolve());
    });
  return inbox;
}
