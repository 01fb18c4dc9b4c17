import { LOCALES, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Messaging } from '../../platform/messaging';
import { MALL_NAMES } from '../notices/mall-name';

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
 * A waiting streak (audit GF1) begins with the first shopper message the shop's staff have not read (answering reads
 * up to the answer): it is mailed once when it passes the shop's `notifyAfterMinutes`, reminded once
 * `REMIND_AFTER_MINUTES` later if still unread, and never once a day old (as the shopper's `chat_answered` notice).
 */
export const REMIND_AFTER_MINUTES = 60;
const STREAK_DAYS = 1;

/**
 * Emails the owner of every shop whose shopper has waited longer than the shop's `notifyAfterMinutes` without an
 * answer; for the mall's own customer service (merchant id 0), the conversation's assignee, or every operator when it
 * has none or they can no longer answer (audit CI12). A disabled account is not mailed. One mail per waiting streak
 * and one reminder (see above): staff reading the conversation end the mails for what they read (the inbox still
 * shows the shopper waiting until somebody answers), and a shopper's new message after that starts a new streak. A
 * closed shopper's account is not mailed about (nobody will read the answer). Each conversation is claimed by one
 * conditional UPDATE on the `owner_mailed_at` it was read with (so several processes running the sweep mail once);
 * the mail goes out after the claim, and a failed send is only logged.
 */
export async function mailWaitingShops(
  db: Db,
  messaging: Messaging,
  opts: { publicUrl: string; warn?: (details: object, message: string) => void },
): Promise<number> {
  const { rows } = await db.execute<{
    id: string;
    minutes: number;
    shopper: string;
    email: string | null;
    locale: string | null;
    mall: boolean;
  }>(sql`
    WITH waiting AS (
      SELECT c.id, c.owner_mailed_at, first.created_at AS since
      FROM chat_conversations c
      JOIN chat_settings s ON s.mer_id = c.mer_id
      JOIN users su ON su.id = c.user_id
      CROSS JOIN LATERAL (
        SELECT m.created_at FROM chat_messages m
        WHERE m.conversation_id = c.id AND m.id > c.shop_read_upto AND m.sender = 'shopper'
        ORDER BY m.id LIMIT 1) first
      WHERE c.waiting_since IS NOT NULL AND c.shop_unread > 0 AND NOT c.blocked AND su.closed_at IS NULL
        AND s.notify_after_minutes > 0
        AND c.last_message_at > now() - make_interval(days => ${STREAK_DAYS})
        AND first.created_at > now() - make_interval(days => ${STREAK_DAYS})
        AND first.created_at < now() - make_interval(mins => s.notify_after_minutes)
        AND (c.owner_mailed_at IS NULL OR c.owner_mailed_at < first.created_at
          OR (c.owner_mailed_at < now() - make_interval(mins => ${REMIND_AFTER_MINUTES})
            AND c.owner_mailed_at < first.created_at + make_interval(mins => s.notify_after_minutes + ${REMIND_AFTER_MINUTES})))),
    due AS (
      UPDATE chat_conversations c SET owner_mailed_at = now()
      FROM waiting w
      WHERE c.id = w.id AND c.owner_mailed_at IS NOT DISTINCT FROM w.owner_mailed_at
      RETURNING c.id, c.mer_id, c.user_id, w.since, c.assignee_id)
    SELECT due.id, floor(extract(epoch FROM now() - due.since) / 60)::int AS minutes,
      su.nickname AS shopper, ou.email, ou.locale, due.mer_id = 0 AS mall
    FROM due JOIN users su ON su.id = due.user_id
    LEFT JOIN LATERAL (
      (SELECT u.email, u.locale FROM merchant_staff st JOIN users u ON u.id = st.user_id
        WHERE due.mer_id > 0 AND st.merchant_id = due.mer_id AND u.disabled_at IS NULL
        ORDER BY (st.role = 'owner') DESC, st.id LIMIT 1)
      UNION ALL
      SELECT u.email, u.locale FROM users u
      WHERE due.mer_id = 0 AND u.is_admin AND u.disabled_at IS NULL
        AND (u.id = due.assignee_id OR NOT EXISTS (SELECT 1 FROM users a
          WHERE a.id = due.assignee_id AND a.is_admin AND a.disabled_at IS NULL))) ou ON true`);
  let sent = 0;
  for (const row of rows) {
    if (!row.email) continue;
    const locale = (LOCALES as readonly string[]).includes(row.locale ?? '') ? (row.locale as Locale) : 'en';
    const mail = (row.mall ? MALL_MAILS : MAILS)[locale]({
      shopper: row.shopper,
      minutes: minutesIn(locale, row.minutes),
      link: `${opts.publicUrl}/console/#/${row.mall ? 'platform' : 'merchant'}/chat?conversation=${row.id}`,
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
