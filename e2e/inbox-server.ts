import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type Message = { channel: 'email' | 'sms'; to: string; text: string; at: number };

/**
 * A real SMTP server and an SMS webhook for the shop under test, plus `GET /messages?to=…` so that journeys (which
 * run in other processes) can read what arrived.
 */
export async function startInbox() {
  const messages: Message[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) {
          messages.push({ channel: 'email', to: r.address, text: raw.replace(/=\r?\n/g, ''), at: Date.now() });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === '/sms') {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        const { to, text } = JSON.parse(body) as { to: string; text: string };
        messages.push({ channel: 'sms', to, text, at: Date.now() });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(messages.filter((m) => !to || m.to === to)));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    smsUrl: `http://127.0.0.1:${httpPort}/sms`,
    apiUrl: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
