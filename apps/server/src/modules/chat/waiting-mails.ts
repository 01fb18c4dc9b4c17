import { LOCALES, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { Messaging } from '../../platform/messaging';
import { logRollingHit, secondsUntilRoom } from '../../platform/rate-limit';
import { MALL_NAMES } from '../notices/mall-name';
import { recordNotice } from '../notices/record';

/** How long the shopper has waited, e.g. "1 minute", "5 minutes". */
type Facts = { shopper: string; minutes: string; link: string };

/** The word for minutes in each plural category a language has (audit R7: "1 minutes", "il y a 1 minutes"). */
const MINUTE_WORDS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: 'minute', other: 'minutes' },
  'zh-CN': { other: '分钟' },
  fr: { one: 'minute', other: 'minutes' },
  th: { other: 'นาที' },
  lo: { other: 'ນາທີ' },
  es: { one: 'minuto', other: 'minutos' },
};

/** A count of minutes as the language says it: its own plural rules pick the word (French says "0 minute" too). */
export function minutesIn(locale: Locale, count: number): string {
  const words = MINUTE_WORDS[locale];
  return `${count} ${words[new Intl.PluralRules(locale).select(count)] ?? words.other}`;
}

const MAILS: Record<Locale, (f: Facts) => { subject: string; text: string }> = {
  en: (f) => ({
    subject: `${f.shopper} is waiting for an answer in your shop's chat`,
    text: `${f.shopper} wrote to your shop ${f.minutes} ago and has had no answer yet. Answer in the merchant console's chat inbox: ${f.link}`,
  }),
  'zh-CN': (f) => ({
    subject: `${f.shopper} 正在店铺客服中等待回复`,
    text: `${f.shopper} 在 ${f.minutes}前给您的店铺发了消息，至今尚未得到回复。请在商家后台的客服消息中回复：${f.link}`,
  }),
  fr: (f) => ({
    subject: `${f.shopper} attend une réponse dans la messagerie de votre boutique`,
    text: `${f.shopper} a écrit à votre boutique il y a ${f.minutes} et n'a pas encore reçu de réponse. Répondez depuis la messagerie de la console marchand : ${f.link}`,
  }),
  th: (f) => ({
    subject: `${f.shopper} กำลังรอคำตอบในแชทของร้านคุณ`,
    text: `${f.shopper} ส่งข้อความถึงร้านของคุณเมื่อ ${f.minutes}ที่แล้วและยังไม่ได้รับคำตอบ ตอบได้ที่กล่องแชทในคอนโซลร้านค้า: ${f.link}`,
  }),
  lo: (f) => ({
    subject: `${f.shopper} ກຳລັງລໍຖ້າຄຳຕອບໃນແຊັດຂອງຮ້ານທ່ານ`,
    text: `${f.shopper} ໄດ້ສົ່ງຂໍ້ຄວາມຫາຮ້ານຂອງທ່ານເມື່ອ ${f.minutes}ກ່ອນ ແລະ ຍັງບໍ່ທັນໄດ້ຮັບຄຳຕອບ. ຕອບໄດ້ທີ່ກ່ອງແຊັດໃນຄອນໂຊນຮ້ານຄ້າ: ${f.link}`,
  }),
  es: (f) => ({
    subject: `${f.shopper} espera una respuesta en el chat de tu tienda`,
    text: `${f.shopper} escribió a tu tienda hace ${f.minutes} y aún no ha recibido respuesta. Responde desde el buzón de chat de la consola de comerciante: ${f.link}`,
  }),
};

/** The same for the mall's own customer service (audit CI12): its operators are told, in their language. */
const MALL_MAILS: Record<Locale, (f: Facts) => { subject: string; text: string }> = {
  en: (f) => ({
    subject: `${f.shopper} is waiting for an answer from ${MALL_NAMES.en}'s customer service`,
    text: `${f.shopper} wrote to ${MALL_NAMES.en}'s customer service ${f.minutes} ago and has had no answer yet. Answer in the console's customer service inbox: ${f.link}`,
  }),
  'zh-CN': (f) => ({
    subject: `${f.shopper} 正在等待 ${MALL_NAMES['zh-CN']}客服回复`,
    text: `${f.shopper} 在 ${f.minutes}前给 ${MALL_NAMES['zh-CN']}客服发了消息，至今尚未得到回复。请在管理后台的商城客服中回复：${f.link}`,
  }),
  fr: (f) => ({
    subject: `${f.shopper} attend une réponse du service client de ${MALL_NAMES.fr}`,
    text: `${f.shopper} a écrit au service client de ${MALL_NAMES.fr} il y a ${f.minutes} et n'a pas encore reçu de réponse. Répondez depuis la messagerie du service client dans la console : ${f.link}`,
  }),
  th: (f) => ({
    subject: `${f.shopper} กำลังรอคำตอบจากฝ่ายบริการลูกค้าของ ${MALL_NAMES.th}`,
    text: `${f.shopper} ส่งข้อความถึงฝ่ายบริการลูกค้าของ ${MALL_NAMES.th} เมื่อ ${f.minutes}ที่แล้วและยังไม่ได้รับคำตอบ ตอบได้ที่กล่องบริการลูกค้าในคอนโซล: ${f.link}`,
  }),
  lo: (f) => ({
    subject: `${f.shopper} ກຳລັງລໍຖ້າຄຳຕອບຈາກຝ່າຍບໍລິການລູກຄ້າຂອງ ${MALL_NAMES.lo}`,
    text: `${f.shopper} ໄດ້ສົ່ງຂໍ້ຄວາມຫາຝ່າຍບໍລິການລູກຄ້າຂອງ ${MALL_NAMES.lo} ເມື່ອ ${f.minutes}ກ່ອນ ແລະ ຍັງບໍ່ທັນໄດ້ຮັບຄຳຕອບ. ຕອບໄດ້ທີ່ກ່ອງບໍລິການລູກຄ້າໃນຄອນໂຊນ: ${f.link}`,
  }),
  es: (f) => ({
    subject: `${f.shopper} espera una respuesta del servicio de atención al cliente de ${MALL_NAMES.es}`,
    text: `${f.shopper} escribió al servicio de atención al cliente de ${MALL_NAMES.es} hace ${f.minutes} y aún no ha recibido respuesta. Responde desde el buzón de atención al cliente de la consola: ${f.link}`,
  }),
};

/**
 * A "shopper waiting" mail's recipient gets at most this many of these mails in any 60 minutes, a digest counting as
 * one (brief GV, item 1; a rolling hour since audit GZ3): past it, the mails are held and go as one digest when the
 * oldest mail of the hour leaves it. Thirty guest accounts writing to one shop (guests are limited per address, not
 * in all) mailed its owner thirty times. The hour was the clock's: five mails at 10:59 and five at 11:01 all went.
 */
export const WAITING_MAILS_PER_HOUR = 5;
const CAP_WINDOW_SECONDS = 3600;

/**
 * The recipient's log of waiting mails: a rolling window of rate_limits (platform/rate-limit.ts, `secondsUntilRoom`),
 * one row per mail sent at the time it went.
 */
const mailLogKey = (recipient: number) => `chat-waiting-mail:${recipient}`;

/**
 * Under the recipient's lock (transaction `tx`): 0 when fewer than `cap` mails went to them in the past hour, else in
 * how many seconds the newest mail that fills the cap leaves the hour (when the next may go).
 */
const secondsUntilMailRoom = (tx: Queryable, recipient: number, cap: number) =>
  secondsUntilRoom(tx, mailLogKey(recipient), cap, CAP_WINDOW_SECONDS);

/** Logs a mail to the recipient now (inside the transaction that found room). */
const logMail = (tx: Queryable, recipient: number) => logRollingHit(tx, mailLogKey(recipient));

/**
 * Whether a single mail about `conversationId` may go to the recipient now: room in their hour and no digest waiting
 * (a held mail joins it), the mail logged. Else it is held for the digest, due when the hour has room.
 */
async function mayMailNow(db: Db, recipient: number, conversationId: number, cap: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const wait = await secondsUntilMailRoom(tx, recipient, cap);
    const { rows: pending } = await tx.execute(
      sql`SELECT 1 FROM chat_waiting_held WHERE user_id = ${recipient} LIMIT 1`,
    );
    if (wait === 0 && pending.length === 0) {
      await logMail(tx, recipient);
      return true;
    }
    await tx.execute(sql`
      INSERT INTO chat_waiting_held (user_id, conversation_id, due_at)
      VALUES (${recipient}, ${conversationId}, now() + make_interval(secs => ${Math.max(wait, 1)}))
      ON CONFLICT (user_id, conversation_id) DO NOTHING`);
    return false;
  });
}
/** The digest lists at most this many conversations, longest waiting first, and says how many more there are. */
export const DIGEST_LINES = 10;

type DigestLine = { shopper: string; shop: string; minutes: string; link: string };
type Digest = { count: number; lines: DigestLine[]; more: number; inbox: string };

/** The subject names the count in the language's plural; the text lists the conversations (a bounded list). */
const DIGESTS: Record<Locale, (d: Digest) => { subject: string; text: string }> = {
  en: (d) => ({
    subject:
      d.count === 1
        ? '1 shopper is waiting for an answer in chat'
        : `${d.count} shoppers are waiting for an answer in chat`,
    text: [
      `${d.count === 1 ? '1 shopper has' : `${d.count} shoppers have`} waited for an answer in chat this past hour, more than we mail you about one by one. Still waiting now:`,
      '',
      ...d.lines.map((l) => `- ${l.shopper} wrote to ${l.shop} ${l.minutes} ago: ${l.link}`),
      ...(d.more > 0 ? [`…and ${d.more} more.`] : []),
      '',
      `Answer in the console's chat inbox: ${d.inbox}`,
    ].join('\n'),
  }),
  'zh-CN': (d) => ({
    subject: `${d.count} 位顾客正在客服消息中等待回复`,
    text: [
      `过去一小时内有 ${d.count} 位顾客在客服消息中等待回复，超过了逐条邮件通知的数量。目前仍在等待：`,
      '',
      ...d.lines.map((l) => `- ${l.shopper} 在 ${l.minutes}前给 ${l.shop} 发了消息：${l.link}`),
      ...(d.more > 0 ? [`……另有 ${d.more} 位。`] : []),
      '',
      `请在后台的客服消息中回复：${d.inbox}`,
    ].join('\n'),
  }),
  fr: (d) => ({
    subject:
      d.count === 1
        ? '1 client attend une réponse dans la messagerie'
        : `${d.count} clients attendent une réponse dans la messagerie`,
    text: [
      `${d.count === 1 ? '1 client a attendu' : `${d.count} clients ont attendu`} une réponse dans la messagerie au cours de la dernière heure, plus que nous ne vous en signalons un par un. Toujours en attente :`,
      '',
      ...d.lines.map((l) => `- ${l.shopper} a écrit à ${l.shop} il y a ${l.minutes} : ${l.link}`),
      ...(d.more > 0 ? [`… et ${d.more} de plus.`] : []),
      '',
      `Répondez depuis la messagerie de la console : ${d.inbox}`,
    ].join('\n'),
  }),
  th: (d) => ({
    subject: `ลูกค้า ${d.count} คนกำลังรอคำตอบในแชท`,
    text: [
      `ในชั่วโมงที่ผ่านมามีลูกค้า ${d.count} คนรอคำตอบในแชท มากกว่าที่เราจะแจ้งทีละฉบับ ที่ยังรออยู่ตอนนี้:`,
      '',
      ...d.lines.map((l) => `- ${l.shopper} ส่งข้อความถึง ${l.shop} เมื่อ ${l.minutes}ที่แล้ว: ${l.link}`),
      ...(d.more > 0 ? [`…และอีก ${d.more} คน`] : []),
      '',
      `ตอบได้ที่กล่องแชทในคอนโซล: ${d.inbox}`,
    ].join('\n'),
  }),
  lo: (d) => ({
    subject: `ລູກຄ້າ ${d.count} ຄົນກຳລັງລໍຖ້າຄຳຕອບໃນແຊັດ`,
    text: [
      `ໃນຊົ່ວໂມງທີ່ຜ່ານມາມີລູກຄ້າ ${d.count} ຄົນລໍຖ້າຄຳຕອບໃນແຊັດ ຫຼາຍກວ່າທີ່ພວກເຮົາຈະແຈ້ງເທື່ອລະສະບັບ. ທີ່ຍັງລໍຖ້າຢູ່ຕອນນີ້:`,
      '',
      ...d.lines.map((l) => `- ${l.shopper} ໄດ້ສົ່ງຂໍ້ຄວາມຫາ ${l.shop} ເມື່ອ ${l.minutes}ກ່ອນ: ${l.link}`),
      ...(d.more > 0 ? [`…ແລະ ອີກ ${d.more} ຄົນ.`] : []),
      '',
      `ຕອບໄດ້ທີ່ກ່ອງແຊັດໃນຄອນໂຊນ: ${d.inbox}`,
    ].join('\n'),
  }),
  es: (d) => ({
    subject:
      d.count === 1
        ? '1 cliente espera una respuesta en el chat'
        : `${d.count} clientes esperan una respuesta en el chat`,
    text: [
      `${d.count === 1 ? '1 cliente ha esperado' : `${d.count} clientes han esperado`} una respuesta en el chat en la última hora, más de los que te avisamos uno por uno. Siguen esperando:`,
      '',
      ...d.lines.map((l) => `- ${l.shopper} escribió a ${l.shop} hace ${l.minutes}: ${l.link}`),
      ...(d.more > 0 ? [`…y ${d.more} más.`] : []),
      '',
      `Responde desde el buzón de chat de la consola: ${d.inbox}`,
    ].join('\n'),
  }),
};

/**
 * A waiting streak (audit GF1) begins with the first shopper message the shop's staff have not read (answering reads
 * up to the answer): it is mailed once when it passes the shop's `notifyAfterMinutes`, reminded once
 * `REMIND_AFTER_MINUTES` after the first mail actually went (brief GV, item 2: a first mail that went more than an hour
 * late, the job behind or the cap holding it, never had its reminder), and never once a day old (as the shopper's
 * `chat_answered` notice).
 */
export const REMIND_AFTER_MINUTES = 60;
const STREAK_DAYS = 1;

const readerLocale = (locale: string | null): Locale =>
  (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : 'en';
const inboxLink = (publicUrl: string, mall: boolean, conversationId?: number) =>
  `${publicUrl}/console/#/${mall ? 'platform' : 'merchant'}/chat${conversationId === undefined ? '' : `?conversation=${conversationId}`}`;

type Opts = { publicUrl: string; warn?: (details: object, message: string) => void; hourlyCap?: number };

/**
 * Emails the owner of every shop whose shopper has waited longer than the shop's `notifyAfterMinutes` without an
 * answer; for the mall's own customer service (merchant id 0), the conversation's assignee, or every operator when it
 * has none or they can no longer answer (audit CI12). A disabled account is not mailed. One mail per waiting streak
 * and one reminder (see above): staff reading the conversation end the mails for what they read (the inbox still
 * shows the shopper waiting until somebody answers), and a shopper's new message after that starts a new streak. A
 * closed shopper's account is not mailed about (nobody will read the answer). Each conversation is claimed by one
 * conditional UPDATE on the `owner_mailed_at` and `owner_reminded` it was read with (so several processes running the
 * sweep mail once), and each streak's first claim records a `chat_waiting` notice (the bell and the message centre of
 * the shop's staff, or every operator's) in the same transaction. The mail goes out after the claim, at most
 * `WAITING_MAILS_PER_HOUR` to one recipient in any 60 minutes, digests included; the rest are held and mailed as one
 * digest when the hour has room (`mailWaitingDigests`, run first by the same sweep). A failed send is only logged.
 * Answers the mails sent, digests included.
 */
export async function mailWaitingShops(db: Db, messaging: Messaging, opts: Opts): Promise<number> {
  let sent = await mailWaitingDigests(db, messaging, opts);
  const rows = await db.transaction(async (tx) => {
    const { rows: claimed } = await tx.execute<{
      id: string;
      first_message_id: string;
      reminder: boolean;
      minutes: number;
      shopper: string;
      recipient: number | null;
      email: string | null;
      locale: string | null;
      mall: boolean;
    }>(sql`
    WITH waiting AS (
      SELECT c.id, c.owner_mailed_at, c.owner_reminded, first.id AS first_message_id, first.created_at AS since
      FROM chat_conversations c
      JOIN chat_settings s ON s.mer_id = c.mer_id
      JOIN users su ON su.id = c.user_id
      CROSS JOIN LATERAL (
        SELECT m.id, m.created_at FROM chat_messages m
        WHERE m.conversation_id = c.id AND m.id > c.shop_read_upto AND m.sender = 'shopper'
        ORDER BY m.id LIMIT 1) first
      WHERE c.waiting_since IS NOT NULL AND c.shop_unread > 0 AND NOT c.blocked AND su.closed_at IS NULL
        AND s.notify_after_minutes > 0
        AND c.last_message_at > now() - make_interval(days => ${STREAK_DAYS})
        AND first.created_at > now() - make_interval(days => ${STREAK_DAYS})
        AND first.created_at < now() - make_interval(mins => s.notify_after_minutes)
        AND (c.owner_mailed_at IS NULL OR c.owner_mailed_at < first.created_at
          OR (NOT c.owner_reminded AND c.owner_mailed_at < now() - make_interval(mins => ${REMIND_AFTER_MINUTES})))),
    due AS (
      UPDATE chat_conversations c SET owner_mailed_at = now(),
        owner_reminded = (w.owner_mailed_at IS NOT NULL AND w.owner_mailed_at >= w.since)
      FROM waiting w
      WHERE c.id = w.id AND c.owner_mailed_at IS NOT DISTINCT FROM w.owner_mailed_at
        AND c.owner_reminded = w.owner_reminded
      RETURNING c.id, c.mer_id, c.user_id, w.since, w.first_message_id, c.assignee_id, c.owner_reminded AS reminder)
    SELECT due.id, due.first_message_id, due.reminder, floor(extract(epoch FROM now() - due.since) / 60)::int AS minutes,
      su.nickname AS shopper, ou.id AS recipient, ou.email, ou.locale, due.mer_id = 0 AS mall
    FROM due JOIN users su ON su.id = due.user_id
    LEFT JOIN LATERAL (
      (SELECT u.id, u.email, u.locale FROM merchant_staff st JOIN users u ON u.id = st.user_id
        WHERE due.mer_id > 0 AND st.merchant_id = due.mer_id AND u.disabled_at IS NULL
        ORDER BY (st.role = 'owner') DESC, st.id LIMIT 1)
      UNION ALL
      SELECT u.id, u.email, u.locale FROM users u
      WHERE due.mer_id = 0 AND u.is_admin AND u.disabled_at IS NULL
        AND (u.id = due.assignee_id OR NOT EXISTS (SELECT 1 FROM users a
          WHERE a.id = due.assignee_id AND a.is_admin AND a.disabled_at IS NULL))) ou ON true`);
    // Every streak in the bell and the message centre, whatever the cap does to its mail (once per streak).
    const streaks = new Map<number, number>();
    for (const row of claimed) if (!row.reminder) streaks.set(Number(row.id), Number(row.first_message_id));
    await recordNotice(tx, {
      kind: 'chat_waiting',
      streaks: [...streaks].map(([conversationId, firstMessageId]) => ({ conversationId, firstMessageId })),
    });
    return claimed;
  });
  const cap = opts.hourlyCap ?? WAITING_MAILS_PER_HOUR;
  for (const row of rows) {
    if (!row.email || row.recipient === null) continue;
    // The recipient's past hour: past the cap, the mail waits for the digest.
    if (!(await mayMailNow(db, row.recipient, Number(row.id), cap))) continue;
    const locale = readerLocale(row.locale);
    const mail = (row.mall ? MALL_MAILS : MAILS)[locale]({
      shopper: row.shopper,
      minutes: minutesIn(locale, row.minutes),
      link: inboxLink(opts.publicUrl, row.mall, Number(row.id)),
    });
    try {
      await messaging.sendEmail({ to: row.email, ...mail });
      sent += 1;
    } catch (error) {
      opts.warn?.({ err: error, conversationId: row.id }, 'chat waiting mail not sent');
    }
  }
  return sent;
}

/**
 * The digests that are due: each recipient with a held mail due gets one mail naming how many of the held
 * conversations still wait (read or answered ones are left out; none left, no mail), listing the longest-waiting
 * `DIGEST_LINES` of them in the recipient's language. A digest is one of the recipient's mails of the hour: when the
 * hour has no room (a single mail of another process took it first), the held mails wait until it has. The held rows
 * are taken by one DELETE under the recipient's lock (several processes mail each once). The conversations'
 * `owner_mailed_at` becomes the digest's time: their reminder counts from the mail that told them (brief GV, item 2).
 */
export async function mailWaitingDigests(db: Db, messaging: Messaging, opts: Opts): Promise<number> {
  const cap = opts.hourlyCap ?? WAITING_MAILS_PER_HOUR;
  const { rows: ready } = await db.execute<{ user_id: number }>(sql`
    SELECT user_id FROM chat_waiting_held GROUP BY user_id HAVING min(due_at) <= now() ORDER BY min(due_at)`);
  let sent = 0;
  for (const { user_id: recipient } of ready) {
    const held = await db.transaction(async (tx) => {
      const wait = await secondsUntilMailRoom(tx, recipient, cap);
      if (wait > 0) {
        await tx.execute(sql`
          UPDATE chat_waiting_held SET due_at = greatest(due_at, now() + make_interval(secs => ${wait}))
          WHERE user_id = ${recipient}`);
        return [];
      }
      const { rows } = await tx.execute<DigestRow>(sql`
        WITH taken AS (
          DELETE FROM chat_waiting_held h WHERE h.user_id = ${recipient} RETURNING h.user_id, h.conversation_id)
        SELECT taken.user_id AS recipient, u.email, u.locale, c.id, c.mer_id = 0 AS mall, su.nickname AS shopper,
          m.name AS shop, m.names AS shop_names, floor(extract(epoch FROM now() - c.waiting_since) / 60)::int AS minutes
        FROM taken JOIN users u ON u.id = taken.user_id AND u.disabled_at IS NULL
        JOIN chat_conversations c ON c.id = taken.conversation_id
        JOIN users su ON su.id = c.user_id
        LEFT JOIN merchants m ON m.id = c.mer_id
        WHERE c.waiting_since IS NOT NULL AND c.shop_unread > 0 AND NOT c.blocked AND su.closed_at IS NULL
        ORDER BY c.waiting_since, c.id`);
      if (rows[0]?.email) await logMail(tx, recipient);
      return rows;
    });
    const first = held[0];
    if (!first?.email) continue;
    const locale = readerLocale(first.locale);
    const mail = DIGESTS[locale]({
      count: held.length,
      lines: held.slice(0, DIGEST_LINES).map((row) => ({
        shopper: row.shopper,
        shop: row.mall ? MALL_NAMES[locale] : (row.shop_names?.[locale] ?? row.shop ?? ''),
        minutes: minutesIn(locale, row.minutes),
        link: inboxLink(opts.publicUrl, row.mall, Number(row.id)),
      })),
      more: Math.max(0, held.length - DIGEST_LINES),
      inbox: inboxLink(
        opts.publicUrl,
        held.every((row) => row.mall),
      ),
    });
    try {
      await messaging.sendEmail({ to: first.email, ...mail });
      sent += 1;
      const ids = held.map((row) => Number(row.id));
      await db.execute(sql`
        UPDATE chat_conversations SET owner_mailed_at = now()
        WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[]) AND owner_mailed_at < now()`);
    } catch (error) {
      opts.warn?.({ err: error, recipient: first.recipient }, 'chat waiting digest not sent');
    }
  }
  return sent;
}

type DigestRow = {
  recipient: number;
  email: string | null;
  locale: string | null;
  id: string;
  mall: boolean;
  shopper: string;
  shop: string | null;
  shop_names: Record<string, string> | null;
  minutes: number;
};
