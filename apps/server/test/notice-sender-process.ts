import pino from 'pino';
import { connect } from '../src/db/client';
import { deliverDue } from '../src/modules/notices/sender';
import { createMessaging } from '../src/platform/messaging';

/**
 * The notice sender alone in its own process, as a server process runs it (notices-crash.test.ts kills it):
 * `DATABASE_URL=… SMTP_URL=… NOTICE_LEASE=1 NOTICE_CRASH_AFTER=n node --import tsx test/notice-sender-process.ts`.
 * With NOTICE_CRASH_AFTER it kills itself with SIGKILL right after the n-th message the SMTP server accepted and
 * before that delivery is marked sent: the worst moment. Prints how many deliveries it finished.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = connect(url, 2);
const messaging = createMessaging({
  db: database.db,
  log: pino({ level: 'silent' }),
  smtpUrl: process.env.SMTP_URL,
  mailFrom: 'Mall <no-reply@mall.local>',
  smsWebhookUrl: process.env.SMS_WEBHOOK_URL,
  sms: { allowedCountries: ['+66'], refusedPrefixes: [], hourlyBudget: 1000 },
  publicUrl: 'https://mall.example',
});
const crashAfter = Number(process.env.NOTICE_CRASH_AFTER ?? 0);
let sent = 0;
const done = await deliverDue({
  db: database.db,
  messaging,
  leaseSeconds: Number(process.env.NOTICE_LEASE ?? 60),
  hourlyCap: 1000,
  afterSend: () => {
    sent++;
    if (crashAfter > 0 && sent >= crashAfter) process.kill(process.pid, 'SIGKILL');
  },
});
console.log(`delivered ${done}`);
await database.close();
