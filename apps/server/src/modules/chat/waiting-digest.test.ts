import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Staff, shopStaff } from '../../../test/chat-support';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import type { Email } from '../../platform/messaging';
import { clearHits } from '../../platform/rate-limit';
import { DIGEST_LINES, mailWaitingShops, WAITING_MAILS_PER_HOUR } from './waiting-mails';

// The "a shopper is waiting" mails of a shop's owner under a flood of conversations (brief GV, item 1), and the
// reminder of a first mail that went late (item 2), through the real app and the real sweep.

let ctx: TestContext;
let shop: number;
let staff: Staff;
let owner: { id: number; email: string; locale: string | null };
const mails: Email[] = [];
const messaging = { sendEmail: async (mail: Email) => void mails.push(mail) } as never;
const sweep = () => mailWaitingShops(ctx.db, messaging, { publicUrl: 'http://shop.test' });
const toOwner = () => mails.filter((m) => m.to === owner.email);

const send = (token: string, merId: number, body: string) =>
  post<{ conversationId: number }>(
    ctx.app,
    '/api/front/chat/messages',
    { merId, kind: 'text', body },
    {
      headers: bearer(token),
    },
  );

/** Moves these shoppers' conversations and messages `minutes` into the past, as if the clock went on (chat.test.ts). */
async function travel(userIds: number[], minutes: number): Promise<void> {
  const back = sql`make_interval(mins => ${minutes})`;
  const ids = sql`(${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  await ctx.db.execute(sql`UPDATE chat_messages SET created_at = created_at - ${back}
    WHERE conversation_id IN (SELECT id FROM chat_conversations WHERE user_id IN ${ids})`);
  await ctx.db.execute(sql`UPDATE chat_conversations SET created_at = created_at - ${back},
    last_message_at = last_message_at - ${back}, waiting_since = waiting_since - ${back},
    owner_mailed_at = owner_mailed_at - ${back}
    WHERE user_id IN ${ids}`);
}

/** Moves the owner's log of waiting mails and the mails held for a digest `minutes` into the past, as `travel`. */
async function travelMails(minutes: number): Promise<void> {
  const back = sql`make_interval(mins => ${minutes})`;
  await ctx.db.execute(sql`UPDATE rate_limits SET window_start = window_start - ${back}
    WHERE key = ${`chat-waiting-mail:${owner.id}`}`);
  await ctx.db.execute(sql`UPDATE chat_waiting_held SET due_at = due_at - ${back}, held_at = held_at - ${back}
    WHERE user_id = ${owner.id}`);
}

/** Answers these shoppers' conversations (out of band), so that they wait no more. */
async function quieten(userIds: number[]): Promise<void> {
  await ctx.db.execute(sql`UPDATE chat_conversations SET shop_unread = 0, waiting_since = NULL
    WHERE user_id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

beforeAll(async () => {
  ctx = await startTestApp();
  shop = (await merchantToken(ctx.db)).merchantId;
  staff = await shopStaff(ctx.db, shop);
  const { rows } = await ctx.db.execute<{ id: number; email: string; locale: string | null }>(sql`
    SELECT u.id, u.email, u.locale FROM merchant_staff st JOIN users u ON u.id = st.user_id
    WHERE st.merchant_id = ${shop} ORDER BY (st.role = 'owner') DESC, st.id LIMIT 1`);
  owner = rows[0]!;
  // Mails read in English unless a test says otherwise.
  await ctx.db.execute(sql`UPDATE users SET locale = 'en' WHERE id = ${owner.id}`);
  owner.locale = 'en';
  const saved = await post(
    ctx.app,
    '/api/merchant/chat/settings',
    { quickReplies: [], awayMessage: '', openingHours: [], timeZone: 'UTC', notifyAfterMinutes: 10 },
    { headers: bearer(staff.token) },
  );
  expect(saved.body.code, saved.body.message).toBe(200);
});

afterAll(async () => {
  await ctx?.close();
});

describe("a shop owner's waiting-shopper mails (brief GV, item 1)", () => {
  it('30 conversations in a few minutes: at most the hourly cap one by one, then one digest naming the count in the owner’s language; the centre holds all 30', async () => {
    await clearHits(ctx.db, `chat-waiting-mail:${owner.id}`);
    mails.length = 0;
    const shoppers: { id: number; token: string; conversationId: number }[] = [];
    for (let i = 0; i < 30; i += 1) {
      const shopper = await newShopper(ctx.db, `waiting${String(i).padStart(2, '0')}`);
      const sent = await send(shopper.token, shop, `hello, is item ${i} in stock?`);
      expect(sent.status, sent.body.message).toBe(200);
      shoppers.push({ ...shopper, conversationId: sent.body.data.conversationId });
    }
    const ids = shoppers.map((s) => s.id);
    await travel(ids, 11);
    await sweep();
    expect(toOwner()).toHaveLength(WAITING_MAILS_PER_HOUR);
    expect(toOwner().every((m) => / is waiting for an answer in your shop's chat$/.test(m.subject))).toBe(true);
    // Nothing more within the hour, however often the sweep runs.
    await sweep();
    await travel(ids, 5);
    await sweep();
    expect(toOwner()).toHaveLength(WAITING_MAILS_PER_HOUR);

    // The bell and the message centre hold every one of the 30, for the shop's staff.
    const centre = await get<{ total: number; list: { title: string; link: string }[] }>(
      ctx.app,
      '/api/merchant/notices?kind=chat_waiting&limit=100',
      { ...bearer(staff.token), 'accept-language': 'en' },
    );
    expect(centre.body.data.total).toBe(30);
    expect(centre.body.data.list.map((n) => n.title)).toContain('waiting07 is waiting for an answer in chat');
    expect(centre.body.data.list.every((n) => /^\/merchant\/chat\?conversation=\d+$/.test(n.link))).toBe(true);

    // One of those held is read by the staff before the hour ends: it is no longer waiting for a mail.
    const mailed = new Set(toOwner().map((m) => m.subject.split(' ')[0]));
    const heldOne = shoppers.find((_, i) => !mailed.has(`waiting${String(i).padStart(2, '0')}`))!;
    const read = await post(ctx.app, `/api/merchant/chat/conversations/${heldOne.conversationId}/read`, undefined, {
      headers: bearer(staff.token),
    });
    expect(read.status).toBe(200);
    // Read, and another one answered: their notices read as read for the staff, the others still ask.
    const answered = await post(
      ctx.app,
      '/api/merchant/chat/messages',
      {
        conversationId: shoppers.find((_, i) => mailed.has(`waiting${String(i).padStart(2, '0')}`))!.conversationId,
        kind: 'text',
        body: 'Yes, in stock.',
      },
      { headers: bearer(staff.token) },
    );
    expect(answered.status, answered.body.message).toBe(200);
    const unread = await get<{ total: number }>(
      ctx.app,
      '/api/merchant/notices?kind=chat_waiting&unread=1&limit=100',
      bearer(staff.token),
    );
    expect(unread.body.data.total).toBe(28);

    // The window closes: one digest, in the owner's language, naming how many still wait and listing some of them.
    await ctx.db.execute(sql`UPDATE users SET locale = 'fr' WHERE id = ${owner.id}`);
    try {
      // The hour since the first of the five mails passes: the digest takes its place.
      await travelMails(60);
      await sweep();
      await sweep();
      expect(toOwner()).toHaveLength(WAITING_MAILS_PER_HOUR + 1);
      const digest = toOwner().at(-1)!;
      const waiting = 30 - WAITING_MAILS_PER_HOUR - 1;
      expect(digest.subject).toBe(`${waiting} clients attendent une réponse dans la messagerie`);
      const lines = digest.text.split('\n').filter((line) => line.startsWith('- '));
      expect(lines).toHaveLength(DIGEST_LINES);
      expect(lines[0]).toMatch(
        /^- waiting\d\d a écrit à .+ il y a \d+ minutes : http:\/\/shop\.test\/console\/#\/merchant\/chat\?conversation=\d+$/,
      );
      expect(digest.text).toContain(`… et ${waiting - DIGEST_LINES} de plus.`);
      expect(digest.text).not.toContain(`conversation=${heldOne.conversationId}\n`);
      expect(await ctx.db.execute(sql`SELECT 1 FROM chat_waiting_held`).then((r) => r.rows)).toEqual([]);
    } finally {
      await ctx.db.execute(sql`UPDATE users SET locale = ${owner.locale} WHERE id = ${owner.id}`);
    }
    // Answer them all, so that the next test starts from a quiet inbox.
    await quieten(ids);
  });

  it('is a rolling hour (audit GZ3): five mails at 10:59 and a flood at 11:01 get nothing more one by one, and the digest goes an hour after the five', async () => {
    await clearHits(ctx.db, `chat-waiting-mail:${owner.id}`);
    await ctx.db.execute(sql`DELETE FROM chat_waiting_held WHERE user_id = ${owner.id}`);
    mails.length = 0;
    const flood = async (name: string) => {
      const ids: number[] = [];
      for (let i = 0; i < WAITING_MAILS_PER_HOUR; i += 1) {
        const shopper = await newShopper(ctx.db, `${name}${i}`);
        expect((await send(shopper.token, shop, `is item ${i} in stock?`)).status).toBe(200);
        ids.push(shopper.id);
      }
      await travel(ids, 11);
      return ids;
    };
    const early = await flood('early');
    await sweep();
    expect(toOwner()).toHaveLength(WAITING_MAILS_PER_HOUR);
    await quieten(early);
    // Two minutes on (a clock hour may have begun meanwhile, as 11:00 between 10:59 and 11:01): another flood.
    await travelMails(2);
    const late = await flood('late');
    await sweep();
    expect(toOwner()).toHaveLength(WAITING_MAILS_PER_HOUR);
    // 59 minutes after the five: still nothing.
    await travelMails(57);
    await sweep();
    expect(toOwner()).toHaveLength(WAITING_MAILS_PER_HOUR);
    // 61 minutes after: one digest naming the late five.
    await travelMails(2);
    await sweep();
    await sweep();
    expect(toOwner()).toHaveLength(WAITING_MAILS_PER_HOUR + 1);
    expect(toOwner().at(-1)!.subject).toBe(`${WAITING_MAILS_PER_HOUR} shoppers are waiting for an answer in chat`);
    // The digest is one of the hour's mails: a new flood now gets the four left one by one, and waits for the rest.
    await quieten(late);
    const next = await flood('next');
    await sweep();
    expect(toOwner()).toHaveLength(WAITING_MAILS_PER_HOUR + WAITING_MAILS_PER_HOUR);
    expect(
      await ctx.db.execute(sql`SELECT 1 FROM chat_waiting_held WHERE user_id = ${owner.id}`).then((r) => r.rows),
    ).toHaveLength(1);
    await quieten(next);
    await ctx.db.execute(sql`DELETE FROM chat_waiting_held WHERE user_id = ${owner.id}`);
  });
});

describe('the reminder of a waiting streak (brief GV, item 2)', () => {
  it('comes an hour after the first mail actually went, even when that mail went more than an hour late', async () => {
    await clearHits(ctx.db, `chat-waiting-mail:${owner.id}`);
    mails.length = 0;
    const shopper = await newShopper(ctx.db, 'latecomer');
    expect((await send(shopper.token, shop, 'anyone there?')).status).toBe(200);
    const about = () => toOwner().filter((m) => m.subject.startsWith('latecomer '));
    // The sweep was behind: the first mail goes 90 minutes after the message (the shop asked for 10).
    await travel([shopper.id], 90);
    await sweep();
    expect(about()).toHaveLength(1);
    expect(about()[0]!.text).toContain('wrote to your shop 90 minutes ago');
    // Not before an hour from that mail, then once, then never again.
    await travel([shopper.id], 59);
    await sweep();
    expect(about()).toHaveLength(1);
    await travel([shopper.id], 2);
    await sweep();
    expect(about()).toHaveLength(2);
    expect(about()[1]!.text).toContain('wrote to your shop 151 minutes ago');
    for (const minutes of [15, 61, 180]) {
      await travel([shopper.id], minutes);
      await sweep();
    }
    expect(about()).toHaveLength(2);
    // The centre told the streak once (the reminder is a mail only).
    const centre = await get<{ list: { title: string }[] }>(
      ctx.app,
      '/api/merchant/notices?kind=chat_waiting&limit=100',
      { ...bearer(staff.token), 'accept-language': 'en' },
    );
    expect(centre.body.data.list.filter((n) => n.title.startsWith('latecomer '))).toHaveLength(1);
  });

  it('a mail the cap held counts from its digest: the reminder comes an hour after the digest', async () => {
    mails.length = 0;
    // The owner's hour is spent: five mails went 20 minutes ago.
    await clearHits(ctx.db, `chat-waiting-mail:${owner.id}`);
    await ctx.db.execute(sql`
      INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${`chat-waiting-mail:${owner.id}`}, now() - interval '20 minutes', ${WAITING_MAILS_PER_HOUR})`);
    const shopper = await newShopper(ctx.db, 'heldback');
    expect((await send(shopper.token, shop, 'still in stock?')).status).toBe(200);
    await travel([shopper.id], 11);
    await sweep();
    expect(toOwner()).toHaveLength(0);
    // The window closes 40 minutes later: the digest tells it.
    await travel([shopper.id], 40);
    await ctx.db.execute(sql`UPDATE chat_waiting_held SET due_at = now() - interval '1 second'`);
    await clearHits(ctx.db, `chat-waiting-mail:${owner.id}`);
    await sweep();
    expect(toOwner().map((m) => m.subject)).toEqual(['1 shopper is waiting for an answer in chat']);
    // An hour after the held claim but not after the digest: no reminder yet; an hour after the digest: one.
    await travel([shopper.id], 30);
    await sweep();
    expect(toOwner()).toHaveLength(1);
    await travel([shopper.id], 31);
    await sweep();
    expect(toOwner().map((m) => m.subject)).toEqual([
      '1 shopper is waiting for an answer in chat',
      "heldback is waiting for an answer in your shop's chat",
    ]);
  });
});
