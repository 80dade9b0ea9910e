/**
 * Test support (import from '@fp/mail/testing'): a real SMTP server on 127.0.0.1 that keeps every message
 * it is given, so a test can check what the app sent through nodemailer.
 */
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as sent: headers and encoded body. */
  raw: string;
  /** The Subject header. */
  subject: string;
  /** The raw message with quoted-printable undone: enough MIME for a test to find a link. */
  text: string;
}

export interface SmtpCapture {
  port: number;
  /** Messages in the order they arrived. */
  received: CapturedMail[];
  close(): Promise<void>;
}

/** Starts the capture on `port` (0: any free port). */
export function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as net.AddressInfo).port,
        received,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  );
}
