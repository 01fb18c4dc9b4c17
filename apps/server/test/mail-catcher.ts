import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; raw: string };

/**
 * A real SMTP server in the test process: the app's nodemailer delivers to it over TCP. `bounce` names recipients
 * it refuses for good (550), as a mailbox that does not exist.
 */
export async function startMailCatcher(
  opts: {
    bounce?: (address: string) => boolean;
    /** Milliseconds the server takes to accept a mail to these recipients (a slow SMTP relay). */
    slow?: (address: string) => number;
  } = {},
) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.bounce?.(address.address)) {
        const error = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const wait = Math.max(0, ...to.map((address) => opts.slow?.(address) ?? 0));
        setTimeout(() => {
          mails.push({ to, raw });
          callback();
        }, wait);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The six-digit code of the last mail to an address. */
    lastCode(to: string): string | undefined {
      const mail = [...mails].reverse().find((m) => m.to.includes(to));
      return mail ? /\b(\d{6})\b/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1] : undefined;
    },
    /** How many mails went to an address (to wait for one that is sent after the answer). */
    countTo(to: string): number {
      return mails.filter((m) => m.to.includes(to)).length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A stand-in SMS provider: an HTTP endpoint that receives POST { to, text }. */
export async function startSmsCatcher() {
  const messages: { to: string; text: string; key?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      messages.push({ ...JSON.parse(body), ...(typeof key === 'string' ? { key } : {}) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    lastCode(to: string): string | undefined {
      const msg = [...messages].reverse().find((m) => m.to === to);
      return msg ? /\b(\d{6})\b/.exec(msg.text)?.[1] : undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
