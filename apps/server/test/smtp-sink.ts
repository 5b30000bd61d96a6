import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** the RCPT TO of every message received, in order */
  received: string[];
  /** while true, every message is refused with a 451 (a mail server that is down) */
  refusing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on a random local port (nodemailer's smtp-server), recording what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { received: [] as string[], refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (sink.refusing) return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        for (const to of session.envelope.rcptTo) sink.received.push(to.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
