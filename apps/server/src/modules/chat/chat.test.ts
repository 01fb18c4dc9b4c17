import { CHAT_TEXT_MAX, charCount, cutToChars } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, openShops, productOf, type Staff, shopStaff, uploadOf } from '../../../test/chat-support';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { startMailCatcher } from '../../../test/mail-catcher';
import { addressOf, placeOrder, shopOrderOf, skuOf } from '../../attacks/support';
import { createMessaging, type Email } from '../../platform/messaging';
import { clearHits } from '../../platform/rate-limit';
import { getSetting } from '../content/settings';
import { deliverDue } from '../notices/sender';
import { recordUnreadAnswers } from './answer-notices';
import { isOpen } from './settings';
import { mailWaitingShops } from './waiting-mails';

// Shop chat through the real app (API.md section I): every call of the shopper, the shop and the platform.

let ctx: TestContext;
let shopA: number;
let shopB: number;
let staffA: Staff;
let admin: { token: string; userId: number };

type Msg = {
  id: number;
  from: string;
  kind: string;
  body: string;
  card: (Record<string, unknown> & { names?: Record<string, string> }) | null;
  read: boolean;
};
type Conv = {
  id: number;
  merId: number;
  merName: string;
  merAvatar: string;
  unread: number;
  blocked: boolean;
  lastMessage: { body: string } | null;
};
type Inbox = {
  list: {
    id: number;
    userId: number;
    unread: number;
    assignee: { id: number } | null;
    recentOrders: { orderNo: string }[];
  }[];
  total: number;
};

const send = (token: string, body: object) =>
  post<Msg>(ctx.app, '/api/front/chat/messages', body, { headers: bearer(token) });
/** Moves a shopper's conversations and their messages `minutes` into the past, as if the clock went on (audit GF1). */
async function travel(userId: number, minutes: number): Promise<void> {
  const back = sql`make_interval(mins => ${minutes})`;
  await ctx.db.execute(sql`UPDATE chat_messages SET created_at = created_at - ${back}
    WHERE conversation_id IN (SELECT id FROM chat_conversations WHERE user_id = ${userId})`);
  await ctx.db.execute(sql`UPDATE chat_conversations SET created_at = created_at - ${back},
    last_message_at = last_message_at - ${back}, waiting_since = waiting_since - ${back},
    owner_mailed_at = owner_mailed_at - ${back}
    WHERE user_id = ${userId}`);
}
const staffSend = (token: string, body: object, area = 'merchant') =>
  post<Msg>(ctx.app, `/api/${area}/chat/messages`, body, { headers: bearer(token) });

beforeAll(async () => {
  ctx = await startTestApp();
  shopA = (await merchantToken(ctx.db)).merchantId;
  [shopB] = await openShops(ctx.db, [shopA]);
  staffA = await shopStaff(ctx.db, shopA);
  admin = await adminSession(ctx.db);
});

afterAll(async () => {
  await ctx?.close();
});

describe('a shopper and a shop talk', () => {
  it('text both ways, with unread counts, read receipts and the conversation lists', async () => {
    const buyer = await newShopper(ctx.db, 'chatter');
    const first = await send(buyer.token, { merId: shopA, kind: 'text', body: '  Is this in stock? <b>now</b> ' });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({
      from: 'shopper',
      kind: 'text',
      body: 'Is this in stock? <b>now</b>',
      read: false,
    });
    const mine = await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token));
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ merId: shopA, unread: 0, blocked: false });
    expect(mine.body.data[0]!.merName).not.toBe('');
    const conversationId = mine.body.data[0]!.id;

    const inbox = await get<Inbox>(ctx.app, '/api/merchant/chat/conversations', bearer(staffA.token));
    const row = inbox.body.data.list.find((c) => c.id === conversationId);
    expect(row).toMatchObject({ userId: buyer.id, unread: 1, assignee: null });
    expect(
      (await get<{ total: number }>(ctx.app, '/api/merchant/chat/unread', bearer(staffA.token))).body.data.total,
    ).toBeGreaterThanOrEqual(1);

    const reply = await staffSend(staffA.token, { conversationId, kind: 'text', body: 'Yes, 12 left.' });
    expect(reply.status, reply.body.message).toBe(200);
    expect(reply.body.data).toMatchObject({ from: 'shop', read: false });
    // Answering takes the conversation and reads it.
    const after = await get<Inbox>(ctx.app, '/api/merchant/chat/conversations?mine=1', bearer(staffA.token));
    expect(after.body.data.list.find((c) => c.id === conversationId)).toMatchObject({
      unread: 0,
      assignee: { id: staffA.userId },
    });

    expect((await get<{ total: number }>(ctx.app, '/api/front/chat/unread', bearer(buyer.token))).body.data.total).toBe(
      1,
    );
    const history = await get<{ list: Msg[] }>(
      ctx.app,
      `/api/front/chat/conversations/${conversationId}/messages`,
      bearer(buyer.token),
    );
    expect(history.body.data.list.map((m) => m.body)).toEqual(['Is this in stock? <b>now</b>', 'Yes, 12 left.']);
    // The shop has read the shopper's message (it answered).
    expect(history.body.data.list[0]!.read).toBe(true);
    expect(history.body.data.list[1]!.read).toBe(false);

    const read = await post<{ upTo: number }>(
      ctx.app,
      `/api/front/chat/conversations/${conversationId}/read`,
      undefined,
      {
        headers: bearer(buyer.token),
      },
    );
    expect(read.body.data.upTo).toBe(reply.body.data.id);
    expect((await get<{ total: number }>(ctx.app, '/api/front/chat/unread', bearer(buyer.token))).body.data.total).toBe(
      0,
    );
    const seen = await get<{ list: Msg[] }>(
      ctx.app,
      `/api/merchant/chat/conversations/${conversationId}/messages`,
      bearer(staffA.token),
    );
    expect(seen.body.data.list.at(-1)!.read).toBe(true);
    const staffRead = await post(ctx.app, `/api/merchant/chat/conversations/${conversationId}/read`, undefined, {
      headers: bearer(staffA.token),
    });
    expect(staffRead.status).toBe(200);
  });

  it('pages through history with before and after', async () => {
    const buyer = await newShopper(ctx.db, 'pager');
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await send(buyer.token, { merId: shopA, kind: 'text', body: `m${i}` })).body.data.id);
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    const url = `/api/front/chat/conversations/${conv.id}/messages`;
    const last = await get<{ list: Msg[]; hasMore: boolean }>(ctx.app, `${url}?limit=3`, bearer(buyer.token));
    expect(last.body.data.list.map((m) => m.body)).toEqual(['m4', 'm5', 'm6']);
    expect(last.body.data.hasMore).toBe(true);
    const older = await get<{ list: Msg[]; hasMore: boolean }>(
      ctx.app,
      `${url}?limit=3&before=${ids[4]}`,
      bearer(buyer.token),
    );
    expect(older.body.data.list.map((m) => m.body)).toEqual(['m1', 'm2', 'm3']);
    const oldest = await get<{ list: Msg[]; hasMore: boolean }>(
      ctx.app,
      `${url}?limit=3&before=${ids[1]}`,
      bearer(buyer.token),
    );
    expect(oldest.body.data).toMatchObject({ hasMore: false });
    const newer = await get<{ list: Msg[] }>(ctx.app, `${url}?after=${ids[5]}`, bearer(buyer.token));
    expect(newer.body.data.list.map((m) => m.body)).toEqual(['m6']);
    // Without a limit, DESIGN.md section 3's page of 20 (audit FX6; it was 30).
    // (a shopper sends at most 20 a minute: the shop writes the last two)
    for (let i = 7; i < 20; i++) await send(buyer.token, { merId: shopA, kind: 'text', body: `m${i}` });
    for (const body of ['m20', 'm21'])
      expect((await staffSend(staffA.token, { conversationId: conv.id, kind: 'text', body })).status).toBe(200);
    const page = await get<{ list: Msg[]; hasMore: boolean }>(ctx.app, url, bearer(buyer.token));
    expect([page.body.data.list.length, page.body.data.list.at(-1)?.body, page.body.data.hasMore]).toEqual([
      20,
      'm21',
      true,
    ]);
  });
});

describe('what a message may carry', () => {
  it("a product card of the shop, frozen when sent; not another shop's product, nor an unknown one", async () => {
    const buyer = await newShopper(ctx.db, 'carder');
    const product = await productOf(ctx.db, shopA);
    const sent = await send(buyer.token, { merId: shopA, kind: 'product', body: String(product.id) });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data.card).toMatchObject({ kind: 'product', productId: product.id, name: product.name });
    await ctx.db.execute(sql`UPDATE products SET name = ${`${product.name} (renamed)`} WHERE id = ${product.id}`);
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    const history = await get<{ list: Msg[] }>(
      ctx.app,
      `/api/front/chat/conversations/${conv.id}/messages`,
      bearer(buyer.token),
    );
    expect(history.body.data.list[0]!.card).toMatchObject({ name: product.name });
    await ctx.db.execute(sql`UPDATE products SET name = ${product.name} WHERE id = ${product.id}`);

    const foreign = await productOf(ctx.db, shopB as number);
    // An id past the largest one (audit AG6) is an unknown product too, not a number the database refuses.
    for (const body of [String(foreign.id), '999999999', 'abc', '2147483648', '9999999999']) {
      const refused = await send(buyer.token, { merId: shopA, kind: 'product', body });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('This product cannot be shared in this conversation');
    }
    // The staff can share their own shop's products only.
    const staffForeign = await staffSend(staffA.token, {
      conversationId: conv.id,
      kind: 'product',
      body: String(foreign.id),
    });
    expect(staffForeign.status).toBe(400);
  });

  it("a product card named in each reader's language, as the shop translated it (audit CI7)", async () => {
    const buyer = await newShopper(ctx.db, 'lao-carder');
    const product = await productOf(ctx.db, shopA);
    await ctx.db.execute(sql`
      INSERT INTO product_translations (product_id, locale, name) VALUES
        (${product.id}, 'lo', 'ຫູຟັງ ທົດລອງ'), (${product.id}, 'es', 'Auriculares de prueba')
      ON CONFLICT (product_id, locale) DO UPDATE SET name = excluded.name`);
    const sent = await post<Msg>(
      ctx.app,
      '/api/front/chat/messages',
      { merId: shopA, kind: 'product', body: String(product.id) },
      { headers: { ...bearer(buyer.token), cookie: 'locale=lo' } },
    );
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data.card).toMatchObject({ name: 'ຫູຟັງ ທົດລອງ' });
    expect(sent.body.data.card!.names).toMatchObject({
      lo: 'ຫູຟັງ ທົດລອງ',
      es: 'Auriculares de prueba',
      en: product.name,
    });
    // The shop's Spanish console reads it in Spanish; a Thai one in Thai (the product's own name where not translated).
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    const read = async (token: string, url: string, locale: string) =>
      (await get<{ list: Msg[] }>(ctx.app, url, { ...bearer(token), 'x-locale': locale })).body.data.list.at(-1)!.card;
    const inbox = `/api/merchant/chat/conversations/${conv.id}/messages`;
    expect(await read(staffA.token, inbox, 'es')).toMatchObject({ name: 'Auriculares de prueba' });
    expect(await read(staffA.token, inbox, 'th')).toMatchObject({ name: sent.body.data.card!.names!.th });
    const mine = `/api/front/chat/conversations/${conv.id}/messages`;
    expect(await read(buyer.token, mine, 'lo')).toMatchObject({ name: 'ຫູຟັງ ທົດລອງ' });
  });

  it("an order card of the shopper's own order with the shop; not another shopper's", async () => {
    const buyer = await newShopper(ctx.db, 'orderer');
    const sku = await skuOf(ctx, shopA);
    const orderNo = await placeOrder(ctx, buyer.token, await addressOf(ctx, buyer.token), sku);
    const shopOrder = await shopOrderOf(ctx, orderNo);
    const sent = await send(buyer.token, { merId: shopA, kind: 'order', body: shopOrder.orderNo });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data.card).toMatchObject({ kind: 'order', orderNo: shopOrder.orderNo, status: 'unpaid' });
    // The shop sees the order beside the conversation.
    const inbox = await get<Inbox>(ctx.app, '/api/merchant/chat/conversations', bearer(staffA.token));
    expect(inbox.body.data.list.find((c) => c.userId === buyer.id)!.recentOrders[0]!.orderNo).toBe(shopOrder.orderNo);

    const other = await newShopper(ctx.db, 'snoop');
    const refused = await send(other.token, { merId: shopA, kind: 'order', body: shopOrder.orderNo });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This order cannot be shared in this conversation');
    const wrongShop = await send(buyer.token, { merId: shopB, kind: 'order', body: shopOrder.orderNo });
    expect(wrongShop.status).toBe(400);
  });

  it("a picture of one's own upload; not another user's, nor an address never uploaded", async () => {
    const buyer = await newShopper(ctx.db, 'picturer');
    const own = await uploadOf(ctx.db, buyer.id);
    const sent = await send(buyer.token, { merId: shopA, kind: 'image', body: own });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data).toMatchObject({ kind: 'image', body: own });
    const other = await newShopper(ctx.db, 'other-picturer');
    const theirs = await uploadOf(ctx.db, other.id);
    const refused = await send(buyer.token, { merId: shopA, kind: 'image', body: theirs });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This picture was not uploaded by you');
    const outside = await send(buyer.token, { merId: shopA, kind: 'image', body: 'https://evil.example/x.jpg' });
    expect(outside.status).toBe(400);
  });

  it('refuses a letter under a pile of marks, in the reader’s language; the words of every language pass (audit R9)', async () => {
    const buyer = await newShopper(ctx.db, 'zalgo');
    const zalgo = `Z${'\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a'.repeat(60)}`;
    const refused = await post<Msg>(
      ctx.app,
      '/api/front/chat/messages',
      { merId: shopA, kind: 'text', body: zalgo },
      { headers: { ...bearer(buyer.token), 'accept-language': 'th' } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('ตัวอักษรในข้อความนี้มีเครื่องหมายหรือวรรณยุกต์ซ้อนกันมากเกินไป');
    const staffZalgo = await staffSend(staffA.token, { conversationId: 1, kind: 'text', body: zalgo });
    expect(staffZalgo.status).toBe(400);
    for (const body of [
      'กี่บาทคะ ที่นี่มีสีน้ำเงินไหม',
      'ລາຄາເທົ່າໃດ ທີ່ນີ້ມີສີຟ້າບໍ່ ເຈົ້າ',
      'Cái này giá bao nhiêu? Người bán ở đâu?'.normalize('NFD'),
      'Ça coûte combien, cette écharpe ? Très élégante !'.normalize('NFD'),
    ]) {
      const ok = await send(buyer.token, { merId: shopA, kind: 'text', body });
      expect(ok.status, body).toBe(200);
      expect(ok.body.data.body).toBe(body);
    }
    // Every readable text of the mall keeps the same rule (readable-text.ts): a user name, for one.
    const renamed = await post(
      ctx.app,
      '/api/front/user/edit',
      { nickname: `Zoe${'\u0301'.repeat(12)}` },
      { headers: { ...bearer(buyer.token), 'accept-language': 'fr' } },
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toContain("Une lettre de ce texte porte trop d'accents ou de signes");
  });

  it('refuses an over-long or empty text, an unknown kind and extra fields, and loses nothing', async () => {
    const buyer = await newShopper(ctx.db, 'longer');
    for (const body of [
      { merId: shopA, kind: 'text', body: 'x'.repeat(1001) },
      { merId: shopA, kind: 'text', body: '   ' },
      { merId: shopA, kind: 'text', body: '\u00a0\u200b\u200d' },
      { merId: shopA, kind: 'text', body: 'a\u0007\u001b[31mred' },
      // Blank fillers, marks alone, a C1 control, a direction override (audits L3, L4).
      { merId: shopA, kind: 'text', body: '\u3164\u2800' },
      { merId: shopA, kind: 'text', body: '\u0301\u0301' },
      { merId: shopA, kind: 'text', body: 'price\u0085list' },
      { merId: shopA, kind: 'text', body: 'invoice \u202egnp.exe' },
      { merId: shopA, kind: 'html', body: 'hi' },
      { merId: shopA, kind: 'text', body: 'hi', userId: 1 },
    ]) {
      const res = await send(buyer.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const ok = await send(buyer.token, { merId: shopA, kind: 'text', body: 'x'.repeat(1000) });
    expect(ok.status).toBe(200);
    // Thai vowels and tone marks are part of their words, and an emoji at the preview's cut stays whole (audit L2).
    const thai = await send(buyer.token, { merId: shopA, kind: 'text', body: `${'ก'.repeat(119)}😀 ที่นี่` });
    expect(thai.status).toBe(200);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE sender_id = ${buyer.id}`,
    );
    expect(rows[0]!.n).toBe(2);
    const list = await get<{ lastMessage: { body: string } | null }[]>(
      ctx.app,
      '/api/front/chat/conversations',
      bearer(buyer.token),
    );
    expect(list.body.data[0]?.lastMessage?.body).toBe(`${'ก'.repeat(119)}😀`);
  });

  it('counts a message in the characters its writer sees, both sides, in the reader’s language (audit FC3)', async () => {
    const buyer = await newShopper(ctx.db, 'counter');
    // 1000 emoji (2,000 UTF-16 units: refused past 500 before), and 334 Thai syllables with their marks (1000 code
    // points, the database's bound before audit FF1): taken whole.
    const thai = `${'กี่'.repeat(333)}ก`;
    for (const body of ['😀'.repeat(1000), thai]) {
      const ok = await send(buyer.token, { merId: shopA, kind: 'text', body });
      expect(ok.status, ok.body.message).toBe(200);
      expect(ok.body.data.body).toBe(body);
    }
    const { rows } = await ctx.db.execute<{ body: string }>(
      sql`SELECT body FROM chat_messages WHERE sender_id = ${buyer.id} ORDER BY id`,
    );
    expect(rows.map((r) => r.body)).toEqual(['😀'.repeat(1000), thai]);
    // 1001 characters is one too many; fewer seen but past the database's 4000 code points has its own reason. Both
    // told in the writer's language, never a failure of the database; nothing more is stored.
    for (const [language, long, heavy] of [
      ['th', 'ข้อความต้องไม่เกิน 1,000 ตัวอักษร', 'ข้อความนี้มีสัญลักษณ์ที่รวมกันหรือเครื่องหมายมากเกินไป'],
      ['fr', 'Un message ne doit pas dépasser 1\u202f000 caractères', 'Ce texte contient trop de symboles assemblés'],
    ] as const) {
      for (const [body, told] of [
        ['😀'.repeat(1001), long],
        ['กี่'.repeat(1001), long],
        [`${'👨‍👩‍👧‍👦'.repeat(571)}กี่ก`, heavy], // 573 seen, 4001 code points: past the database's 4000
      ] as const) {
        const refused = await post<Msg>(
          ctx.app,
          '/api/front/chat/messages',
          { merId: shopA, kind: 'text', body },
          { headers: { ...bearer(buyer.token), 'accept-language': language } },
        );
        expect(refused.status, refused.body.message).toBe(400);
        expect(refused.body.message).toContain(told);
      }
    }
    // The shop's staff answer under the same count.
    const conversationId = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body
      .data[0]!.id;
    const answered = await staffSend(staffA.token, { conversationId, kind: 'text', body: '😀'.repeat(1000) });
    expect(answered.status, answered.body.message).toBe(200);
    const tooLong = await staffSend(staffA.token, { conversationId, kind: 'text', body: '😀'.repeat(1001) });
    expect(tooLong.body.message).toContain('A message must be at most 1000 characters');
    const count = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = ${conversationId}`,
    );
    expect(count.rows[0]!.n).toBe(3);
  });

  it('takes 1000 Thai characters with their marks whole from either side, and the database holds 4000 code points (audit FF1)', async () => {
    const buyer = await newShopper(ctx.db, 'thai-long');
    // 1000 characters as the boxes count them, syllables under their vowels and tone marks: 2,600 code points and
    // more, refused as "too many marks" while the table held 1000.
    const words = 'ที่นี่มีน้ำดื่มเย็นๆไหมครับ ผู้ซื้อกี่คนแล้ว ';
    const asked = `${'กี่'.repeat(700)}${cutToChars(words.repeat(20), 300)}`;
    const answer = cutToChars(`${'ตั้'.repeat(400)}${'ชื่อผู้ใช้ที่นี่'.repeat(300)}`, 1000);
    for (const text of [asked, answer]) {
      expect(charCount(text)).toBe(CHAT_TEXT_MAX);
      expect([...text].length).toBeGreaterThan(2500);
    }
    const sent = await send(buyer.token, { merId: shopA, kind: 'text', body: asked });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data.body).toBe(asked);
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    const answered = await staffSend(staffA.token, { conversationId: conv.id, kind: 'text', body: answer });
    expect(answered.status, answered.body.message).toBe(200);
    // Each side reads the other's whole, and the table holds both whole.
    const read = async (url: string, token: string) =>
      (await get<{ list: Msg[] }>(ctx.app, url, bearer(token))).body.data.list.map((m) => m.body);
    expect(await read(`/api/merchant/chat/conversations/${conv.id}/messages`, staffA.token)).toEqual([asked, answer]);
    expect(await read(`/api/front/chat/conversations/${conv.id}/messages`, buyer.token)).toEqual([asked, answer]);
    const { rows } = await ctx.db.execute<{ body: string }>(
      sql`SELECT body FROM chat_messages WHERE conversation_id = ${conv.id} ORDER BY id`,
    );
    expect(rows.map((r) => r.body)).toEqual([asked, answer]);

    // The database's own bound: 4000 code points, not one more, whoever writes.
    const insert = (body: string) =>
      ctx.db.execute(
        sql`INSERT INTO chat_messages (conversation_id, sender, sender_id, kind, body)
            VALUES (${conv.id}, 'shopper', ${buyer.id}, 'text', ${body})`,
      );
    await insert('ก'.repeat(4000));
    const refused = await insert('ก'.repeat(4001)).then(
      () => null,
      (e: { cause?: { constraint?: string } }) => e.cause?.constraint,
    );
    expect(refused).toBe('chat_messages_body_check');
    const stored = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = ${conv.id}`,
    );
    expect(stored.rows[0]!.n).toBe(3);
  });

  it('keeps honest line breaks but makes a run of blank lines one, both sides, stored so (audit CI8)', async () => {
    const buyer = await newShopper(ctx.db, 'liner');
    const cases: [string, string][] = [
      [`สวัสดีครับ${'\n'.repeat(40)}จบ`, 'สวัสดีครับ\n\nจบ'],
      [`a${'\u2028'.repeat(300)}b`, 'a\n\nb'],
      ['a\r\n \t\r\n\u200b\n\u3164\nb', 'a\n\nb'],
      ['Hello,\nline two\n\nnew paragraph\n  indented', 'Hello,\nline two\n\nnew paragraph\n  indented'],
    ];
    for (const [body, stored] of cases) {
      const sent = await send(buyer.token, { merId: shopA, kind: 'text', body });
      expect(sent.status, sent.body.message).toBe(200);
      expect(sent.body.data.body).toBe(stored);
    }
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    const staff = await staffSend(staffA.token, {
      conversationId: conv.id,
      kind: 'text',
      body: `a${'\n'.repeat(998)}b`,
    });
    expect(staff.status, staff.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ body: string }>(
      sql`SELECT body FROM chat_messages WHERE conversation_id = ${conv.id} ORDER BY id`,
    );
    expect(rows.map((r) => r.body)).toEqual([...cases.map(([, stored]) => stored), 'a\n\nb']);
    // Only line breaks and spaces: nothing to read, refused as an empty message.
    const blank = await send(buyer.token, { merId: shopA, kind: 'text', body: ' \n\u2028\n\t\n ' });
    expect(blank.status).toBe(400);
  });
});

describe('who may write', () => {
  it('signed-in shoppers only, guests included, and only to open shops', async () => {
    const anon = await post(ctx.app, '/api/front/chat/messages', { merId: shopA, kind: 'text', body: 'hi' });
    expect(anon.status).toBe(401);
    const guest = await newShopper(ctx.db, 'guesty');
    await ctx.db.execute(sql`UPDATE users SET is_guest = true WHERE id = ${guest.id}`);
    expect((await send(guest.token, { merId: shopA, kind: 'text', body: 'hello' })).status).toBe(200);
    const talking = await newShopper(ctx.db, 'talking');
    expect((await send(talking.token, { merId: shopB, kind: 'text', body: 'hello' })).status).toBe(200);
    await ctx.db.execute(sql`UPDATE merchants SET status = 'suspended' WHERE id = ${shopB}`);
    const closed = await send(guest.token, { merId: shopB, kind: 'text', body: 'hello' });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('This shop does not take messages now');
    // A suspended shop still answers the conversations it has (decision 0043): the shopper can reply (audit L9).
    const reply = await send(talking.token, { merId: shopB, kind: 'text', body: 'still there?' });
    expect(reply.status, reply.body.message).toBe(200);
    await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${shopB}`);
    expect((await send(guest.token, { merId: 2_000_000, kind: 'text', body: 'hello' })).status).toBe(400);
  });

  it('at most 20 messages a minute per shopper', async () => {
    const buyer = await newShopper(ctx.db, 'flooder');
    for (let i = 0; i < 20; i++)
      expect((await send(buyer.token, { merId: shopA, kind: 'text', body: `n${i}` })).status).toBe(200);
    const over = await send(buyer.token, { merId: shopA, kind: 'text', body: 'one more' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('You are sending messages too fast, please wait a moment');
  });

  it('lets a person compare ten shops in an hour; new conversations stop at 20 an hour and 50 a day (brief GV, item 3)', async () => {
    // The human case: the mall's service and nine shops, one after the other (5 an hour refused the sixth).
    const opener = await newShopper(ctx.db, 'opener');
    const shops = [0, ...(await openShops(ctx.db))].slice(0, 10);
    expect(shops).toHaveLength(10);
    for (const merId of shops) {
      const res = await send(opener.token, { merId, kind: 'text', body: 'do you have it in blue?' });
      expect(res.status, `${merId}: ${res.body.message}`).toBe(200);
    }
    // Writing again to a shop already written to opens nothing new and is never counted.
    for (const merId of shops)
      expect((await send(opener.token, { merId, kind: 'text', body: 'and in red?' })).status).toBe(200);

    // The bound: 20 conversations opened within the hour (rows of shops this test's mall does not have) refuse a 21st.
    const fill = async (userId: number, count: number, age: string) =>
      ctx.db.execute(sql`
        INSERT INTO chat_conversations (user_id, mer_id, created_at)
        SELECT ${userId}, 3000000 + g, now() - ${age}::interval FROM generate_series(1, ${count}) g`);
    const hourly = await newShopper(ctx.db, 'hourly');
    await fill(hourly.id, 19, '10 minutes');
    expect((await send(hourly.token, { merId: shops[0], kind: 'text', body: 'hi' })).status).toBe(200);
    const over = await send(hourly.token, { merId: shops[1], kind: 'text', body: 'hi' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('You have started too many conversations, please try again later');
    // Writing on in an open conversation is fine.
    expect((await send(hourly.token, { merId: shops[0], kind: 'text', body: 'again' })).status).toBe(200);

    // A day's bound: 49 opened earlier today (none within the hour) leave one more; the 51st is refused.
    const daily = await newShopper(ctx.db, 'daily');
    await fill(daily.id, 49, '3 hours');
    expect((await send(daily.token, { merId: shops[1], kind: 'text', body: 'hi' })).status).toBe(200);
    const past = await send(daily.token, { merId: shops[2], kind: 'text', body: 'hi' });
    expect(past.status).toBe(429);
    expect(past.body.message).toBe('You have started too many conversations, please try again later');
  });
});

describe('the pace of staff messages (audit R1)', () => {
  it('at most 20 a minute per staff account in one conversation, exactly under parallel sends, in the reader’s language', async () => {
    const buyer = await newShopper(ctx.db, 'flooded');
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'hello shop' });
    const conversationId = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body
      .data[0]!.id;
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post<Msg>(
          ctx.app,
          '/api/merchant/chat/messages',
          { conversationId, kind: 'text', body: `staff flood ${i}` },
          { headers: { ...bearer(staffA.token), 'accept-language': 'fr' } },
        ),
      ),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.message).toBe('Vous envoyez des messages trop vite, patientez un instant');
    const { rows } = await ctx.db.execute<{ n: number; unread: number }>(sql`
      SELECT (SELECT count(*)::int FROM chat_messages WHERE conversation_id = ${conversationId} AND sender = 'shop') AS n,
        (SELECT user_unread FROM chat_conversations WHERE id = ${conversationId}) AS unread`);
    expect(rows[0]).toEqual({ n: 20, unread: 20 });
    // Another conversation still takes this account's answers; a minute later this one does again.
    const other = await newShopper(ctx.db, 'notflooded');
    await send(other.token, { merId: shopA, kind: 'text', body: 'me too' });
    const otherId = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(other.token))).body.data[0]!.id;
    expect((await staffSend(staffA.token, { conversationId: otherId, kind: 'text', body: 'yes?' })).status).toBe(200);
    await ctx.db.execute(sql`UPDATE chat_messages SET created_at = created_at - interval '61 seconds'
      WHERE sender = 'shop' AND sender_id = ${staffA.userId}`);
    expect((await staffSend(staffA.token, { conversationId, kind: 'text', body: 'sorry' })).status).toBe(200);
  });

  it('at most 60 a minute per staff account over all its conversations, the mall’s service inbox as well', async () => {
    const conversations: number[] = [];
    for (let i = 0; i < 4; i++) {
      const buyer = await newShopper(ctx.db, `asker${i}`);
      await send(buyer.token, { merId: 0, kind: 'text', body: 'hello mall' });
      conversations.push(
        (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!.id,
      );
    }
    const answer = (conversationId: number, body: string) =>
      staffSend(admin.token, { conversationId, kind: 'text', body }, 'admin');
    for (const conversationId of conversations.slice(0, 3)) {
      const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(conversationId, `line ${i}`)));
      expect(sent.map((r) => r.status)).toEqual(Array(20).fill(200));
    }
    const sixtyFirst = await answer(conversations[3]!, 'one more');
    expect(sixtyFirst.status).toBe(429);
    expect(sixtyFirst.body.message).toBe('You are sending messages too fast, please wait a moment');
    // A minute later the account writes again (and the tests after this one start afresh).
    await ctx.db.execute(sql`UPDATE chat_messages SET created_at = created_at - interval '61 seconds'
      WHERE sender = 'shop' AND sender_id = ${admin.userId}`);
    expect((await answer(conversations[3]!, 'back again')).status).toBe(200);
  });
});

describe('blocks, reports and the service inbox', () => {
  it('a shopper blocks a shop (its staff can no longer write) and unblocks it', async () => {
    const buyer = await newShopper(ctx.db, 'blocker');
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'hi' });
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    expect(
      (
        await post(ctx.app, `/api/front/chat/conversations/${conv.id}/block`, undefined, {
          headers: bearer(buyer.token),
        })
      ).status,
    ).toBe(200);
    expect(
      (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!.blocked,
    ).toBe(true);
    const refused = await staffSend(staffA.token, { conversationId: conv.id, kind: 'text', body: 'buy more!' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The shopper has blocked this shop');
    await post(ctx.app, `/api/front/chat/conversations/${conv.id}/unblock`, undefined, {
      headers: bearer(buyer.token),
    });
    expect((await staffSend(staffA.token, { conversationId: conv.id, kind: 'text', body: 'sorry' })).status).toBe(200);
  });

  it('reports reach the platform queue, which resolves them', async () => {
    const buyer = await newShopper(ctx.db, 'reporter');
    const mine = await send(buyer.token, { merId: shopA, kind: 'text', body: 'you idiot' });
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    const rude = await staffSend(staffA.token, { conversationId: conv.id, kind: 'text', body: 'rude answer' });
    const own = await post(
      ctx.app,
      `/api/front/chat/messages/${mine.body.data.id}/report`,
      { reason: 'x' },
      { headers: bearer(buyer.token) },
    );
    expect(own.status).toBe(400);
    const reported = await post(
      ctx.app,
      `/api/front/chat/messages/${rude.body.data.id}/report`,
      { reason: 'Insults' },
      { headers: bearer(buyer.token) },
    );
    expect(reported.status).toBe(200);
    const byShop = await post(
      ctx.app,
      `/api/merchant/chat/messages/${mine.body.data.id}/report`,
      { reason: 'Abusive shopper' },
      { headers: bearer(staffA.token) },
    );
    expect(byShop.status).toBe(200);
    // Not the reports of a stranger: another shopper cannot report into this conversation.
    const stranger = await newShopper(ctx.db, 'stranger');
    expect(
      (
        await post(
          ctx.app,
          `/api/front/chat/messages/${rude.body.data.id}/report`,
          { reason: 'x' },
          { headers: bearer(stranger.token) },
        )
      ).status,
    ).toBe(404);

    type Reports = { list: { id: number; reporter: string; reason: string; message: Msg | null }[] };
    const queue = await get<Reports>(ctx.app, '/api/admin/chat/reports', bearer(admin.token));
    const ours = queue.body.data.list.filter(
      (r) => r.message?.id === rude.body.data.id || r.message?.id === mine.body.data.id,
    );
    expect(ours.map((r) => [r.reporter, r.reason]).sort()).toEqual([
      ['shop', 'Abusive shopper'],
      ['shopper', 'Insults'],
    ]);
    const resolved = await post(
      ctx.app,
      `/api/admin/chat/reports/${ours[0]!.id}/resolve`,
      { resolution: 'Warned' },
      { headers: bearer(admin.token) },
    );
    expect(resolved.status).toBe(200);
    expect(
      (await post(ctx.app, `/api/admin/chat/reports/${ours[0]!.id}/resolve`, {}, { headers: bearer(admin.token) }))
        .status,
    ).toBe(404);
    const done = await get<Reports>(ctx.app, '/api/admin/chat/reports?status=resolved', bearer(admin.token));
    expect(done.body.data.list.some((r) => r.id === ours[0]!.id)).toBe(true);
    expect((await get(ctx.app, '/api/merchant/chat/reports', bearer(staffA.token))).status).toBe(404);
  });

  it("the mall's service (merId 0) is answered from the platform's inbox, never a shop's", async () => {
    const buyer = await newShopper(ctx.db, 'service-asker');
    const sent = await send(buyer.token, { merId: 0, kind: 'text', body: 'Where is my refund?' });
    expect(sent.status).toBe(200);
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    expect(conv.merId).toBe(0);
    // Audit FX10: the mall's conversation names the mall (as its notices sign) and shows the store's logo.
    const { logoUrl } = await getSetting(ctx.db, 'home');
    expect(logoUrl).not.toBe('');
    expect(conv).toMatchObject({ merName: 'Mall', merAvatar: logoUrl });
    const zh = await get<Conv[]>(ctx.app, '/api/front/chat/conversations', {
      ...bearer(buyer.token),
      'accept-language': 'zh-CN',
    });
    expect(zh.body.data[0]!.merName).toBe('Mall 商城');
    const service = await get<Inbox>(ctx.app, '/api/admin/chat/conversations', bearer(admin.token));
    expect(service.body.data.list.some((c) => c.id === conv.id)).toBe(true);
    const shop = await get<Inbox>(ctx.app, '/api/merchant/chat/conversations', bearer(staffA.token));
    expect(shop.body.data.list.some((c) => c.id === conv.id)).toBe(false);
    expect((await staffSend(staffA.token, { conversationId: conv.id, kind: 'text', body: 'hi' })).status).toBe(404);
    const answer = await staffSend(
      admin.token,
      { conversationId: conv.id, kind: 'text', body: 'On its way.' },
      'admin',
    );
    expect(answer.status, answer.body.message).toBe(200);
    const staff = await get<{ id: number }[]>(ctx.app, '/api/admin/chat/staff', bearer(admin.token));
    expect(staff.body.data.some((s) => s.id === admin.userId)).toBe(true);
  });
});

describe('the inbox: take, hand over, quick replies, away message, waiting mail', () => {
  it('takes a conversation and hands it to a colleague, never to a stranger', async () => {
    const buyer = await newShopper(ctx.db, 'handed');
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'hello' });
    const colleague = await shopStaff(ctx.db, shopA, 'colleague');
    const conv = (
      await get<Inbox>(ctx.app, '/api/merchant/chat/conversations?unassigned=1', bearer(staffA.token))
    ).body.data.list.find((c) => c.userId === buyer.id)!;
    const take = (staffId: number, token = staffA.token) =>
      post(ctx.app, `/api/merchant/chat/conversations/${conv.id}/assign`, { staffId }, { headers: bearer(token) });
    expect((await take(staffA.userId)).status).toBe(200);
    expect((await take(colleague.userId)).status).toBe(200);
    const theirs = await get<Inbox>(ctx.app, '/api/merchant/chat/conversations?mine=1', bearer(colleague.token));
    expect(theirs.body.data.list.map((c) => c.id)).toContain(conv.id);
    const otherShopStaff = await shopStaff(ctx.db, shopB as number);
    const refused = await take(otherShopStaff.userId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This person is not staff of this inbox');
    const staff = await get<{ id: number }[]>(ctx.app, '/api/merchant/chat/staff', bearer(staffA.token));
    expect(staff.body.data.map((s) => s.id)).toEqual(expect.arrayContaining([staffA.userId, colleague.userId]));
  });

  it("names who of the shop wrote each message to its staff; a disabled assignee's conversations go back to the unassigned ones (audit CI5, GF3)", async () => {
    const buyer = await newShopper(ctx.db, 'two-answer');
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'Where is my parcel?' });
    const helper = await shopStaff(ctx.db, shopA, 'helper-ci5');
    const conv = (
      await get<Inbox>(ctx.app, '/api/merchant/chat/conversations', bearer(staffA.token))
    ).body.data.list.find((c) => c.userId === buyer.id)!;
    const { rows: names } = await ctx.db.execute<{ id: number; nickname: string }>(
      sql`SELECT id, nickname FROM users WHERE id IN (${staffA.userId}, ${helper.userId})`,
    );
    const nameOf = (id: number) => names.find((r) => r.id === id)!.nickname;
    await staffSend(staffA.token, { conversationId: conv.id, kind: 'text', body: 'It left today' });
    await staffSend(helper.token, { conversationId: conv.id, kind: 'text', body: 'Tracking tomorrow' });
    type Authored = Msg & { staffId?: number | null; staffName?: string | null };
    const history = async (url: string, token: string) =>
      (await get<{ list: Authored[] }>(ctx.app, url, bearer(token))).body.data.list;
    const seen = await history(`/api/merchant/chat/conversations/${conv.id}/messages`, staffA.token);
    expect(seen.map((m) => [m.body, m.staffName])).toEqual([
      ['Where is my parcel?', null],
      ['It left today', nameOf(staffA.userId)],
      ['Tracking tomorrow', nameOf(helper.userId)],
    ]);
    // The shopper talks to the shop: no names of its people.
    const theirs = await history(`/api/front/chat/conversations/${conv.id}/messages`, buyer.token);
    expect(theirs.every((m) => m.staffName === undefined && m.staffId === undefined)).toBe(true);

    // The helper takes the conversation, then the operator disables the account: the conversation goes back to the
    // shop's unassigned ones, as when a member leaves (audit GF3, decision 0050), and the shopper's next message is
    // there for anyone to take.
    await post(
      ctx.app,
      `/api/merchant/chat/conversations/${conv.id}/assign`,
      { staffId: helper.userId },
      { headers: bearer(helper.token) },
    );
    const disabled = await post(ctx.app, `/api/admin/users/${helper.userId}/disable`, undefined, {
      headers: bearer(admin.token),
    });
    expect(disabled.body.code, disabled.body.message).toBe(200);
    expect((await send(buyer.token, { merId: shopA, kind: 'text', body: 'anyone?' })).status).toBe(200);
    const unassigned = await get<Inbox>(ctx.app, '/api/merchant/chat/conversations?unassigned=1', bearer(staffA.token));
    expect(unassigned.body.data.list.find((c) => c.id === conv.id)?.assignee).toBeNull();
    const { rows: held } = await ctx.db.execute<{ assignee_id: number | null }>(
      sql`SELECT assignee_id FROM chat_conversations WHERE id = ${conv.id}`,
    );
    expect(held[0]!.assignee_id).toBeNull();
    // One assigned before that rule (or by hand in the database): still named, marked disabled.
    await ctx.db.execute(sql`UPDATE chat_conversations SET assignee_id = ${helper.userId} WHERE id = ${conv.id}`);
    type Assigned = { list: { id: number; assignee: { id: number; nickname: string; disabled?: boolean } | null }[] };
    const inbox = await get<Assigned>(ctx.app, '/api/merchant/chat/conversations', bearer(staffA.token));
    expect(inbox.body.data.list.find((c) => c.id === conv.id)!.assignee).toEqual({
      id: helper.userId,
      nickname: nameOf(helper.userId),
      disabled: true,
    });
    const after = await history(`/api/merchant/chat/conversations/${conv.id}/messages`, staffA.token);
    expect(after.at(-2)!.staffName).toBe(nameOf(helper.userId));
  });

  it('keeps quick replies and sends the away message outside opening hours, once', async () => {
    const now = new Date();
    const otherDay = (now.getUTCDay() + 3) % 7;
    const settings = {
      quickReplies: ['Thanks for asking!', 'It ships tomorrow.'],
      awayMessage: 'We are closed now and answer from 9:00.',
      openingHours: [{ day: otherDay, from: '09:00', to: '18:00' }],
      timeZone: 'UTC',
      notifyAfterMinutes: 10,
    };
    const saved = await post(ctx.app, '/api/merchant/chat/settings', settings, { headers: bearer(staffA.token) });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await get(ctx.app, '/api/merchant/chat/settings', bearer(staffA.token))).body.data).toEqual({
      ...settings,
      quickReplyTranslations: [{}, {}],
      awayMessages: {},
    });
    // A period that ends when it starts is refused on that very range, in the merchant's language (audit DS4).
    const empty = await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { ...settings, openingHours: [settings.openingHours[0], { day: 1, from: '18:00', to: '18:00' }] },
      { headers: { ...bearer(staffA.token), 'accept-language': 'fr' } },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({
      field: 'openingHours.1.to',
      detail: 'Une plage d’ouverture ne peut pas se terminer à l’heure où elle commence',
    });

    const buyer = await newShopper(ctx.db, 'night-owl');
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'anyone there?' });
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'hello?' });
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    const history = await get<{ list: Msg[] }>(
      ctx.app,
      `/api/front/chat/conversations/${conv.id}/messages`,
      bearer(buyer.token),
    );
    expect(history.body.data.list.map((m) => [m.from, m.body])).toEqual([
      ['shopper', 'anyone there?'],
      ['system', settings.awayMessage],
      ['shopper', 'hello?'],
    ]);
    // The away message is the mall's answer, not the shop's reading: nobody in the shop has read the shopper yet.
    expect(history.body.data.list.filter((m) => m.from === 'shopper').map((m) => m.read)).toEqual([false, false]);
    await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { ...settings, awayMessage: '', openingHours: [] },
      { headers: bearer(staffA.token) },
    );
  });

  // Audit DS6: the away message and the quick replies had one text, the shop's, whatever language the shopper read.
  it("sends the away message in the shopper's language where the shop gave one, the original otherwise", async () => {
    const otherDay = (new Date().getUTCDay() + 3) % 7;
    const settings = {
      quickReplies: ['Thanks for asking!', 'It ships tomorrow.'],
      quickReplyTranslations: [{ th: ' ขอบคุณที่ถามค่ะ ', fr: '' }],
      awayMessage: 'We are closed now and answer from 9:00.',
      awayMessages: { th: ' ร้านปิดแล้ว <b>ตอบกลับ</b> 9:00 น. ', 'zh-CN': '我们已下班，9:00 回复。', lo: '' },
      openingHours: [{ day: otherDay, from: '09:00', to: '18:00' }],
      timeZone: 'UTC',
      notifyAfterMinutes: 0,
    };
    const as = { headers: bearer(staffA.token) };
    const saved = await post(ctx.app, '/api/merchant/chat/settings', settings, as);
    expect(saved.status, saved.body.message).toBe(200);
    // Kept trimmed, tags dropped, the languages left empty left out; one translation object per quick reply.
    const stored = { th: 'ร้านปิดแล้ว ตอบกลับ 9:00 น.', 'zh-CN': '我们已下班，9:00 回复。' };
    expect(saved.body.data).toMatchObject({
      awayMessages: stored,
      quickReplyTranslations: [{ th: 'ขอบคุณที่ถามค่ะ' }, {}],
    });

    const awayFor = async (headers: Record<string, string>, name: string) => {
      const buyer = await newShopper(ctx.db, name);
      const sent = await post<Msg>(
        ctx.app,
        '/api/front/chat/messages',
        { merId: shopA, kind: 'text', body: 'anyone there?' },
        { headers: { ...bearer(buyer.token), ...headers } },
      );
      expect(sent.status, sent.body.message).toBe(200);
      const { rows } = await ctx.db.execute<{ body: string; shopper_locale: string | null }>(sql`
        SELECT m.body, c.shopper_locale FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
        WHERE c.user_id = ${buyer.id} AND m.sender = 'system'`);
      return { buyer, away: rows[0]?.body, locale: rows[0]?.shopper_locale };
    };
    // A Thai shopper (the storefront asks in Thai) gets the Thai text, a Lao one the original (no Lao given).
    const thai = await awayFor({ 'accept-language': 'th' }, 'thai-night');
    expect(thai).toMatchObject({ away: stored.th, locale: 'th' });
    const lao = await awayFor({ cookie: 'locale=lo' }, 'lao-night');
    expect(lao).toMatchObject({ away: settings.awayMessage, locale: 'lo' });
    // The shopper reads it in their thread, and the shop's staff see in the inbox what was sent.
    const history = await get<{ list: Msg[] }>(
      ctx.app,
      `/api/front/chat/conversations/${(await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(thai.buyer.token))).body.data[0]!.id}/messages`,
      bearer(thai.buyer.token),
    );
    expect(history.body.data.list.map((m) => [m.from, m.body])).toEqual([
      ['shopper', 'anyone there?'],
      ['system', stored.th],
    ]);
    // A client stating no language: the account's (a Chinese shopper), else the original.
    const chinese = await newShopper(ctx.db, 'zh-night');
    await ctx.db.execute(sql`UPDATE users SET locale = 'zh-CN' WHERE id = ${chinese.id}`);
    await send(chinese.token, { merId: shopA, kind: 'text', body: '在吗？' });
    const { rows } = await ctx.db.execute<{ body: string }>(sql`
      SELECT m.body FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
      WHERE c.user_id = ${chinese.id} AND m.sender = 'system'`);
    expect(rows.map((r) => r.body)).toEqual([stored['zh-CN']]);
    expect((await awayFor({}, 'silent-night')).away).toBe(settings.awayMessage);

    // The shop page gives shoppers the hours its chat answers and the zone they are on, for the storefront to write.
    const detail = await get<{ chatHours: unknown }>(ctx.app, `/api/front/merchant/detail/${shopA}`, {});
    expect(detail.body.data.chatHours).toEqual({
      openingHours: settings.openingHours,
      timeZone: (saved.body.data as { timeZone: string }).timeZone,
    });

    // The inbox names each shopper's language, for the quick replies it inserts.
    const inbox = await get<{ list: { userId: number; shopperLocale: string | null }[] }>(
      ctx.app,
      '/api/merchant/chat/conversations?limit=100',
      bearer(staffA.token),
    );
    const localeOf = (userId: number) => inbox.body.data.list.find((c) => c.userId === userId)?.shopperLocale;
    expect([localeOf(thai.buyer.id), localeOf(lao.buyer.id), localeOf(chinese.id)]).toEqual(['th', 'lo', 'zh-CN']);

    // Saved again without the translations (an older console): the away message keeps its own, a quick reply
    // whose text is unchanged keeps its own though moved, a new one has none.
    const { quickReplyTranslations: _q, awayMessages: _a, ...plain } = settings;
    const again = await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { ...plain, quickReplies: ['New reply', 'Thanks for asking!'] },
      as,
    );
    expect(again.body.data).toMatchObject({
      awayMessages: stored,
      quickReplyTranslations: [{}, { th: 'ขอบคุณที่ถามค่ะ' }],
    });

    // Bounded as the originals, refused in the merchant's language; nothing changes.
    const refused = async (body: object) => {
      const answer = await post(ctx.app, '/api/merchant/chat/settings', body, {
        headers: { ...bearer(staffA.token), 'accept-language': 'th' },
      });
      expect(answer.status).toBe(400);
      return (answer.body.data as { detail: string }).detail;
    };
    expect(await refused({ ...settings, awayMessages: { th: 'ก'.repeat(501) } })).toBe('ข้อความต้องไม่เกิน 500 ตัวอักษร');
    expect(await refused({ ...settings, quickReplyTranslations: [{ fr: 'é'.repeat(301) }] })).toBe(
      'ข้อความตอบกลับด่วนต้องไม่เกิน 300 ตัวอักษร',
    );
    expect(await refused({ ...settings, quickReplyTranslations: [{}, {}, { th: 'เกิน' }] })).toBe(
      'คำแปลแต่ละรายการต้องเป็นของข้อความตอบกลับด่วนรายการหนึ่ง',
    );
    expect(await refused({ ...settings, awayMessages: { th: 'a\u202Eb' } })).toBeTruthy();
    expect((await get(ctx.app, '/api/merchant/chat/settings', bearer(staffA.token))).body.data).toMatchObject({
      awayMessages: stored,
    });
    await post(ctx.app, '/api/merchant/chat/settings', { ...plain, awayMessage: '', openingHours: [] }, as);
  });

  // Audit DS6 leftover: the chat window did not say when a shop answers; the shopper's conversations now carry the
  // hours each chat answers, on the clock they are read on (the shop profile's, the mall service's own), or null.
  it("gives the shopper's conversations the hours each chat answers and their zone, null where none are set", async () => {
    const bangkok = await shopStaff(ctx.db, shopB as number);
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'Asia/Bangkok' WHERE id = ${shopB}`);
    const week = [
      { day: 1, from: '09:00', to: '18:00' },
      { day: 5, from: '22:00', to: '02:00' },
    ];
    const plain = { quickReplies: [], awayMessage: '', timeZone: 'UTC', notifyAfterMinutes: 0 };
    const saved = await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { ...plain, openingHours: week },
      { headers: bearer(bangkok.token) },
    );
    expect(saved.status, saved.body.message).toBe(200);
    const mall = await post(
      ctx.app,
      '/api/admin/chat/settings',
      { ...plain, openingHours: [{ day: 0, from: '10:00', to: '16:00' }], timeZone: 'Europe/Paris' },
      { headers: bearer(admin.token) },
    );
    expect(mall.status, mall.body.message).toBe(200);
    const buyer = await newShopper(ctx.db, 'hours-reader');
    await send(buyer.token, { merId: shopB, kind: 'text', body: 'When do you answer?' });
    await send(buyer.token, { merId: 0, kind: 'text', body: 'And the mall?' });
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'And you?' });
    await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { ...plain, openingHours: [] },
      { headers: bearer(staffA.token) },
    );
    type Hours = { merId: number; hours: unknown };
    const list = (await get<Hours[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data;
    const hoursOf = (merId: number) => list.find((c) => c.merId === merId)?.hours;
    expect(hoursOf(shopB as number)).toEqual({ openingHours: week, timeZone: 'Asia/Bangkok' });
    expect(hoursOf(0)).toEqual({ openingHours: [{ day: 0, from: '10:00', to: '16:00' }], timeZone: 'Europe/Paris' });
    expect(hoursOf(shopA)).toBeNull();

    await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { ...plain, openingHours: [] },
      { headers: bearer(bangkok.token) },
    );
    await post(ctx.app, '/api/admin/chat/settings', { ...plain, openingHours: [] }, { headers: bearer(admin.token) });
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'UTC' WHERE id = ${shopB}`);
    expect(
      (await get<Hours[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data.map((c) => c.hours),
    ).toEqual([null, null, null]);
  });

  // Audit EV1: the mall's own service showed no hours until the shopper had written to it (a shop's come from its
  // page's detail; the service has no page). It now answers them, as the operator set them in its chat settings.
  it("gives a shopper who has not written to the mall's service the hours it answers, null where none are set", async () => {
    const plain = { quickReplies: [], awayMessage: '', timeZone: 'UTC', notifyAfterMinutes: 0 };
    const reader = await newShopper(ctx.db, 'service-hours-reader');
    const hours = () => get<{ hours: unknown }>(ctx.app, '/api/front/chat/service-hours', bearer(reader.token));
    expect((await hours()).body.data).toEqual({ hours: null });
    const week = [
      { day: 1, from: '08:30', to: '17:30' },
      { day: 6, from: '10:00', to: '14:00' },
    ];
    const saved = await post(
      ctx.app,
      '/api/admin/chat/settings',
      { ...plain, openingHours: week, timeZone: 'Asia/Vientiane' },
      { headers: bearer(admin.token) },
    );
    expect(saved.status, saved.body.message).toBe(200);
    const answer = await hours();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ hours: { openingHours: week, timeZone: 'Asia/Vientiane' } });
    // The same as the conversation carries once written to.
    await send(reader.token, { merId: 0, kind: 'text', body: 'Hello mall' });
    type Hours = { merId: number; hours: unknown };
    const list = (await get<Hours[]>(ctx.app, '/api/front/chat/conversations', bearer(reader.token))).body.data;
    expect(list.find((c) => c.merId === 0)?.hours).toEqual(answer.body.data.hours);
    // A session is needed, as for the rest of the chat.
    expect((await get(ctx.app, '/api/front/chat/service-hours', {})).status).toBe(401);
    await post(ctx.app, '/api/admin/chat/settings', { ...plain, openingHours: [] }, { headers: bearer(admin.token) });
    expect((await hours()).body.data).toEqual({ hours: null });
  });

  // Audit DS4: the hours were read in a zone of the chat settings' own, "UTC" unless retyped, whatever the shop's
  // profile said: a Bangkok shop sent its away message while its staff were there and none after closing.
  it("reads the opening hours on the shop profile's clock, and takes hours past midnight", async () => {
    const bangkok = await shopStaff(ctx.db, shopB as number);
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'Asia/Bangkok' WHERE id = ${shopB}`);
    // The hour now on the UTC clock, which in Bangkok (UTC+7, no summer time) is 7 hours later: closed there.
    const now = new Date();
    const hour = now.getUTCHours();
    const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const settings = {
      quickReplies: [],
      awayMessage: 'We are closed now, back at 9:00',
      openingHours: [{ day: now.getUTCDay(), from: at(hour), to: at(hour + 1) }],
      timeZone: 'UTC',
      notifyAfterMinutes: 0,
    };
    const saved = await post(ctx.app, '/api/merchant/chat/settings', settings, { headers: bearer(bangkok.token) });
    expect(saved.status, saved.body.message).toBe(200);
    expect((await get(ctx.app, '/api/merchant/chat/settings', bearer(bangkok.token))).body.data).toEqual({
      ...settings,
      quickReplyTranslations: [],
      awayMessages: {},
      timeZone: 'Asia/Bangkok',
    });
    const buyer = await newShopper(ctx.db, 'bangkok-evening');
    await send(buyer.token, { merId: shopB, kind: 'text', body: 'Are you open?' });
    const conv = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body.data[0]!;
    const history = await get<{ list: Msg[] }>(
      ctx.app,
      `/api/front/chat/conversations/${conv.id}/messages`,
      bearer(buyer.token),
    );
    expect(history.body.data.list.map((m) => [m.from, m.body])).toEqual([
      ['shopper', 'Are you open?'],
      ['system', settings.awayMessage],
    ]);

    // A night market's Friday 22:00-02:00 is kept as typed and is open until 02:00 on Saturday.
    const night = { ...settings, openingHours: [{ day: 5, from: '22:00', to: '02:00' }] };
    const overnight = await post(ctx.app, '/api/merchant/chat/settings', night, { headers: bearer(bangkok.token) });
    expect(overnight.status, overnight.body.message).toBe(200);
    const zone = 'Asia/Bangkok';
    // 2026-12-04 is a Friday; Bangkok is 7 hours ahead of UTC.
    const open = (utc: string) => isOpen({ openingHours: night.openingHours, timeZone: zone }, new Date(utc));
    expect(open('2026-12-04T14:59:00Z')).toBe(false); // Friday 21:59
    expect(open('2026-12-04T15:00:00Z')).toBe(true); // Friday 22:00
    expect(open('2026-12-04T18:59:00Z')).toBe(true); // Saturday 01:59
    expect(open('2026-12-04T19:00:00Z')).toBe(false); // Saturday 02:00
    expect(open('2026-12-05T15:30:00Z')).toBe(false); // Saturday 22:30
    // Saturday 23:00 to Sunday 01:00 wraps the week.
    const sunday = (utc: string) =>
      isOpen({ openingHours: [{ day: 6, from: '23:00', to: '01:00' }], timeZone: zone }, new Date(utc));
    expect(sunday('2026-12-05T17:30:00Z')).toBe(true); // Sunday 00:30
    await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { ...settings, awayMessage: '', openingHours: [] },
      { headers: bearer(bangkok.token) },
    );
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'UTC' WHERE id = ${shopB}`);

    // The mall's own service has no shop profile: it keeps a zone of its own, refused on that field when unknown.
    const mars = await post(
      ctx.app,
      '/api/admin/chat/settings',
      { quickReplies: [], awayMessage: '', openingHours: [], timeZone: 'Mars/Olympus', notifyAfterMinutes: 0 },
      { headers: bearer(admin.token) },
    );
    expect(mars.status).toBe(400);
    expect(mars.body.data).toEqual({ field: 'timeZone', detail: 'Unknown time zone' });
  });

  it("emails the shop's owner once per waiting streak and reminds once, never after staff read it, a day passed or the shopper closed the account (audit GF1)", async () => {
    const smtp = await startMailCatcher();
    const messaging = createMessaging({
      db: ctx.db,
      log: ctx.app.log,
      smtpUrl: smtp.url,
      mailFrom: 'shop@example.org',
      sms: { allowedCountries: [], refusedPrefixes: [], hourlyBudget: 0 },
    });
    const sweep = () => mailWaitingShops(ctx.db, messaging, { publicUrl: 'http://shop.test' });
    const { rows: owner } = await ctx.db.execute<{ id: number; email: string }>(sql`
      SELECT u.id, u.email FROM merchant_staff st JOIN users u ON u.id = st.user_id
      WHERE st.merchant_id = ${shopA} ORDER BY (st.role = 'owner') DESC, st.id LIMIT 1`);
    // The owner's hourly cap of these mails starts afresh (brief GV: waiting-digest.test.ts tests it).
    await clearHits(ctx.db, `chat-waiting-mail:${owner[0]!.id}`);
    const about = (nickname: string) =>
      smtp.mails
        .filter((m) => m.to.includes(owner[0]!.email))
        .map((m) => m.raw.replace(/=\r?\n/g, ''))
        .filter((raw) => raw.includes(`Subject: ${nickname} is waiting`));
    try {
      await post(
        ctx.app,
        '/api/merchant/chat/settings',
        { quickReplies: [], awayMessage: '', openingHours: [], timeZone: 'UTC', notifyAfterMinutes: 10 },
        { headers: bearer(staffA.token) },
      );
      const buyer = await newShopper(ctx.db, 'streaker');
      await send(buyer.token, { merId: shopA, kind: 'text', body: 'is it in stock?' });
      const later = (minutes: number) => travel(buyer.id, minutes);
      await sweep();
      expect(about('streaker')).toHaveLength(0);
      await later(11);
      await sweep();
      await sweep();
      expect(about('streaker')).toHaveLength(1);
      expect(about('streaker')[0]).toContain('wrote to your shop 11 minutes ago');
      // Every 15 minutes for the rest of the hour: nothing; an hour after the mail, one reminder; then nothing again,
      // nor after the day's bound.
      for (let quarter = 0; quarter < 3; quarter += 1) {
        await later(15);
        await sweep();
      }
      expect(about('streaker')).toHaveLength(1);
      await later(16);
      await sweep();
      expect(about('streaker')).toHaveLength(2);
      for (const minutes of [15, 60, 180, 24 * 60]) {
        await later(minutes);
        await sweep();
      }
      expect(about('streaker')).toHaveLength(2);

      // Staff read it without answering: the inbox still shows the shopper waiting, the owner is mailed nothing more.
      const fresh = await newShopper(ctx.db, 'thankful');
      const thanks = await send(fresh.token, { merId: shopA, kind: 'text', body: 'thanks, all good!' });
      const thanked = (thanks.body.data as Msg & { conversationId: number }).conversationId;
      const read = await post(ctx.app, `/api/merchant/chat/conversations/${thanked}/read`, undefined, {
        headers: bearer(staffA.token),
      });
      expect(read.status).toBe(200);
      for (const minutes of [11, 15, 60, 180]) {
        await travel(fresh.id, minutes);
        await sweep();
      }
      expect(about('thankful')).toHaveLength(0);
      const inbox = await get<{ list: { id: number; waitingSince: string | null }[] }>(
        ctx.app,
        '/api/merchant/chat/conversations?keyword=thankful',
        bearer(staffA.token),
      );
      expect(inbox.body.data.list.find((c) => c.id === thanked)!.waitingSince).not.toBeNull();
      // The shopper writes again after the read: a new streak, mailed once, counted from the new message.
      await send(fresh.token, { merId: shopA, kind: 'text', body: 'one more thing' });
      await travel(fresh.id, 12);
      await sweep();
      expect(about('thankful')).toHaveLength(1);
      expect(about('thankful')[0]).toContain('wrote to your shop 12 minutes ago');
      // Answered: nothing more.
      await staffSend(staffA.token, { conversationId: thanked, kind: 'text', body: 'Sure, tell me' });
      for (const minutes of [61, 180]) {
        await travel(fresh.id, minutes);
        await sweep();
      }
      expect(about('thankful')).toHaveLength(1);

      // A shopper who closed the account is nobody to answer: nothing is mailed.
      const leaver = await newShopper(ctx.db, 'leaving');
      await send(leaver.token, { merId: shopA, kind: 'text', body: 'never mind' });
      await ctx.db.execute(sql`UPDATE users SET is_guest = true WHERE id = ${leaver.id}`);
      const closed = await post(ctx.app, '/api/front/user/close', {}, { headers: bearer(leaver.token) });
      expect(closed.body.code, closed.body.message).toBe(200);
      await travel(leaver.id, 11);
      await sweep();
      expect(smtp.mails.filter((m) => /Subject: (Closed account|leaving) is waiting/.test(m.raw))).toHaveLength(0);
    } finally {
      await post(
        ctx.app,
        '/api/merchant/chat/settings',
        { quickReplies: [], awayMessage: '', openingHours: [], timeZone: 'UTC', notifyAfterMinutes: 0 },
        { headers: bearer(staffA.token) },
      );
      await smtp.close();
    }
  });

  it('says how long the shopper waited with the plural of the owner’s language: "1 minute", "il y a 1 minute" (audit R7)', async () => {
    const buyer = await newShopper(ctx.db, 'patient');
    await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { quickReplies: [], awayMessage: '', openingHours: [], timeZone: 'UTC', notifyAfterMinutes: 1 },
      { headers: bearer(staffA.token) },
    );
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'one minute, please' });
    const { rows: owner } = await ctx.db.execute<{ id: number; locale: string | null }>(sql`
      SELECT u.id, u.locale FROM merchant_staff st JOIN users u ON u.id = st.user_id
      WHERE st.merchant_id = ${shopA} ORDER BY (st.role = 'owner') DESC, st.id LIMIT 1`);
    const mails: Email[] = [];
    const messaging = { sendEmail: async (mail: Email) => void mails.push(mail) } as never;
    const waited = async (locale: string, seconds: number) => {
      await ctx.db.execute(sql`UPDATE users SET locale = ${locale} WHERE id = ${owner[0]!.id}`);
      await ctx.db.execute(sql`
        UPDATE chat_conversations SET owner_mailed_at = NULL, waiting_since = now() - make_interval(secs => ${seconds})
        WHERE user_id = ${buyer.id}`);
      await ctx.db.execute(sql`
        UPDATE chat_messages SET created_at = now() - make_interval(secs => ${seconds})
        WHERE conversation_id IN (SELECT id FROM chat_conversations WHERE user_id = ${buyer.id})`);
      mails.length = 0;
      // Nine mails to one owner in a row: each is the first of its hour here, not held for the digest (brief GV).
      await clearHits(ctx.db, `chat-waiting-mail:${owner[0]!.id}`);
      await mailWaitingShops(ctx.db, messaging, { publicUrl: 'http://shop.test' });
      return mails.find((m) => m.subject.startsWith('patient'))!.text;
    };
    for (const [locale, said] of [
      ['en', 'wrote to your shop 1 minute ago'],
      ['fr', 'a écrit à votre boutique il y a 1 minute et'],
      ['es', 'escribió a tu tienda hace 1 minuto y'],
      ['zh-CN', '在 1 分钟前'],
      ['th', 'เมื่อ 1 นาทีที่แล้ว'],
      ['lo', 'ເມື່ອ 1 ນາທີກ່ອນ'],
    ] as const)
      expect(await waited(locale, 70), locale).toContain(said);
    expect(await waited('fr', 130)).toContain('il y a 2 minutes et');
    expect(await waited('es', 130)).toContain('hace 2 minutos y');
    expect(await waited('en', 130)).toContain('wrote to your shop 2 minutes ago');
    await ctx.db.execute(sql`UPDATE users SET locale = ${owner[0]!.locale} WHERE id = ${owner[0]!.id}`);
    await post(
      ctx.app,
      '/api/merchant/chat/settings',
      { quickReplies: [], awayMessage: '', openingHours: [], timeZone: 'UTC', notifyAfterMinutes: 0 },
      { headers: bearer(staffA.token) },
    );
  });

  it('emails the mall’s operators when a shopper waited too long for its own customer service (audit CI12)', async () => {
    const saved = await post(
      ctx.app,
      '/api/admin/chat/settings',
      { quickReplies: [], awayMessage: '', openingHours: [], notifyAfterMinutes: 1 },
      { headers: bearer(admin.token) },
    );
    expect(saved.body.code, saved.body.message).toBe(200);
    const buyer = await newShopper(ctx.db, 'mallwaiter');
    const asked = await send(buyer.token, { merId: 0, kind: 'text', body: 'Mall, my refund?' });
    expect(asked.status, asked.body.message).toBe(200);
    // A second operator, and a disabled one, to see who is told.
    const { rows: ops } = await ctx.db.execute<{ id: number; email: string }>(sql`
      INSERT INTO users (nickname, email, is_admin, locale, disabled_at) VALUES
        ('op2', ${`op2.${Date.now()}@example.org`}, true, 'fr', NULL),
        ('op3', ${`op3.${Date.now()}@example.org`}, true, 'en', now())
      RETURNING id, email`);
    const [op2, op3] = [ops[0]!, ops[1]!];
    const { rows: me } = await ctx.db.execute<{ email: string }>(
      sql`SELECT email FROM users WHERE id = ${admin.userId}`,
    );
    await travel(buyer.id, 3);
    const mails: Email[] = [];
    const messaging = { sendEmail: async (mail: Email) => void mails.push(mail) } as never;
    await mailWaitingShops(ctx.db, messaging, { publicUrl: 'http://shop.test' });
    const ours = () => mails.filter((m) => m.subject.startsWith('mallwaiter'));
    // Nobody has it yet: every operator who can answer is told, in their language, with the service inbox's link.
    expect(
      ours()
        .map((m) => m.to)
        .sort(),
    ).toEqual([me[0]!.email, op2.email].sort());
    const french = ours().find((m) => m.to === op2.email)!;
    expect(french.subject).toBe('mallwaiter attend une réponse du service client de Mall');
    expect(french.text).toContain('il y a 3 minutes');
    expect(french.text).toMatch(/http:\/\/shop\.test\/console\/#\/platform\/chat\?conversation=\d+$/);
    expect(ours().some((m) => m.to === op3.email)).toBe(false);

    // Once someone took the conversation, only they are told.
    await ctx.db.execute(sql`UPDATE chat_conversations SET assignee_id = ${op2.id}, owner_mailed_at = NULL
      WHERE user_id = ${buyer.id}`);
    mails.length = 0;
    await mailWaitingShops(ctx.db, messaging, { publicUrl: 'http://shop.test' });
    expect(ours().map((m) => m.to)).toEqual([op2.email]);
    await post(
      ctx.app,
      '/api/admin/chat/settings',
      { quickReplies: [], awayMessage: '', openingHours: [], notifyAfterMinutes: 0 },
      { headers: bearer(admin.token) },
    );
  });

  it('tells a shopper of an unread answer from the mall’s own customer service, named as the mall (audit R4)', async () => {
    const buyer = await newShopper(ctx.db, 'asksmall');
    const asked = await send(buyer.token, { merId: 0, kind: 'text', body: 'Hello mall service, where is my parcel?' });
    expect(asked.status, asked.body.message).toBe(200);
    const conversationId = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body
      .data[0]!.id;
    const answered = await staffSend(admin.token, { conversationId, kind: 'text', body: 'On its way.' }, 'admin');
    expect(answered.status, answered.body.message).toBe(200);
    await ctx.db.execute(sql`UPDATE chat_messages SET created_at = now() - interval '6 minutes'
      WHERE conversation_id = ${conversationId} AND sender = 'shop'`);
    await recordUnreadAnswers(ctx.db);
    const told = await get<{ list: { title: string; body: string; link: string }[] }>(
      ctx.app,
      '/api/front/notices?kind=chat_answered',
      { ...bearer(buyer.token), 'accept-language': 'en' },
    );
    expect(told.body.data.list).toEqual([
      expect.objectContaining({
        title: 'Mall answered you in chat',
        body: 'Mall answered your message. Open the chat to read it and reply.',
        link: '/chat?merId=0',
      }),
    ]);
    const { rows } = await ctx.db.execute<{ channel: string; merchant_id: number | null }>(sql`
      SELECT d.channel, n.merchant_id FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
      WHERE n.user_id = ${buyer.id} AND n.kind = 'chat_answered' ORDER BY d.channel`);
    expect(rows).toEqual([
      { channel: 'email', merchant_id: null },
      { channel: 'site', merchant_id: null },
    ]);
  });

  it('names the mall the same in its chat list, its answer notice and the mail’s letterhead and signature, in every language (walk GM F8)', async () => {
    const buyer = await newShopper(ctx.db, 'mallname');
    const { rows: who } = await ctx.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${buyer.id}`);
    const email = who[0]!.email;
    const asked = await send(buyer.token, { merId: 0, kind: 'text', body: 'Is my parcel lost?' });
    expect(asked.status, asked.body.message).toBe(200);
    const conversationId = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body
      .data[0]!.id;
    for (const locale of ['zh-CN', 'en', 'fr', 'th', 'lo', 'es'] as const) {
      await ctx.db.execute(sql`UPDATE users SET locale = ${locale} WHERE id = ${buyer.id}`);
      const answered = await staffSend(
        admin.token,
        { conversationId, kind: 'text', body: `Found (${locale})` },
        'admin',
      );
      expect(answered.status, answered.body.message).toBe(200);
      await ctx.db.execute(sql`UPDATE chat_messages SET created_at = now() - interval '6 minutes'
        WHERE conversation_id = ${conversationId} AND sender = 'shop'`);
      await recordUnreadAnswers(ctx.db);
      const mails: Email[] = [];
      const messaging = {
        publicUrl: 'http://shop.test',
        sendEmail: async (mail: Email) => void mails.push(mail),
        sendSms: async () => undefined,
      } as never;
      await deliverDue({ db: ctx.db, messaging });
      const listed = await get<Conv[]>(ctx.app, '/api/front/chat/conversations', {
        ...bearer(buyer.token),
        'accept-language': locale,
      });
      const name = listed.body.data[0]!.merName;
      const mail = mails.find((m) => m.to === email);
      expect(mail, locale).toBeDefined();
      // The letterhead, the signature under the text's "--", and the notice's own words name the mall as the list does.
      expect(mail!.text.split('\n--\n')[1]?.split('\n')[0], locale).toBe(name);
      expect(mail!.html, locale).toContain(`vertical-align:middle">${name}</strong>`);
      expect(mail!.subject.startsWith(name), `${locale}: ${mail!.subject}`).toBe(true);
      // Read, so that the next language's answer starts a new unread streak.
      await post(ctx.app, `/api/front/chat/conversations/${conversationId}/read`, undefined, {
        headers: bearer(buyer.token),
      });
    }
  });

  it('tells a shopper who left an answer unread for five minutes, once per unread streak, in their language (audit L7)', async () => {
    const buyer = await newShopper(ctx.db, 'away');
    await post(ctx.app, '/api/front/user/locale', { locale: 'fr' }, { headers: bearer(buyer.token) });
    await send(buyer.token, { merId: shopA, kind: 'text', body: 'Is the blue one back?' });
    const conversationId = (await get<Conv[]>(ctx.app, '/api/front/chat/conversations', bearer(buyer.token))).body
      .data[0]!.id;
    const answer = async (body: string) => {
      const sent = await staffSend(staffA.token, { conversationId, kind: 'text', body });
      expect(sent.status, sent.body.message).toBe(200);
      return sent.body.data.id;
    };
    const age = (minutes: number) =>
      ctx.db.execute(sql`UPDATE chat_messages SET created_at = now() - make_interval(mins => ${minutes})
        WHERE conversation_id = ${conversationId} AND sender = 'shop'`);
    type Told = { kind: string; title: string; body: string; link: string };
    const told = async () =>
      (await get<{ list: Told[] }>(ctx.app, '/api/front/notices?kind=chat_answered', bearer(buyer.token))).body.data
        .list;

    const first = await answer('Yes, since this morning.');
    await answer('Shall I keep one for you?');
    await recordUnreadAnswers(ctx.db);
    expect(await told()).toEqual([]);
    await age(6);
    await recordUnreadAnswers(ctx.db);
    await recordUnreadAnswers(ctx.db);
    const notices = await told();
    expect(notices).toHaveLength(1);
    // The shop's name as a French reader reads it (decision 0056), in the list as in the notice.
    const shopName = (
      await get<Conv[]>(ctx.app, '/api/front/chat/conversations', {
        ...bearer(buyer.token),
        'accept-language': 'fr',
      })
    ).body.data[0]!.merName;
    expect(notices[0]).toMatchObject({
      title: `${shopName} vous a répondu dans la messagerie`,
      link: `/chat?merId=${shopA}`,
    });
    const { rows } = await ctx.db.execute<{ channel: string }>(sql`
      SELECT d.channel FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
      WHERE n.user_id = ${buyer.id} AND n.dedupe_key = ${`chat_answered:${first}`} ORDER BY d.channel`);
    expect(rows.map((r) => r.channel)).toEqual(['email', 'site']);

    // Read, then answered again: a new streak tells again; an answer read in time tells nothing.
    await post(ctx.app, `/api/front/chat/conversations/${conversationId}/read`, undefined, {
      headers: bearer(buyer.token),
    });
    await answer('It is kept until Friday.');
    await age(7);
    await recordUnreadAnswers(ctx.db);
    expect(await told()).toHaveLength(2);
    await post(ctx.app, `/api/front/chat/conversations/${conversationId}/read`, undefined, {
      headers: bearer(buyer.token),
    });
    await answer('Anything else?');
    await post(ctx.app, `/api/front/chat/conversations/${conversationId}/read`, undefined, {
      headers: bearer(buyer.token),
    });
    await age(8);
    await recordUnreadAnswers(ctx.db);
    expect(await told()).toHaveLength(2);

    // Turned off (an optional kind): nothing is recorded for the bell or the mail.
    const off = await post(
      ctx.app,
      '/api/front/notices/preferences',
      { kinds: [{ kind: 'chat_answered', email: false, sms: false, site: false }] },
      { headers: bearer(buyer.token) },
    );
    expect(off.body.code, off.body.message).toBe(200);
    await answer('Last call!');
    await age(9);
    await recordUnreadAnswers(ctx.db);
    const after = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
      WHERE n.user_id = ${buyer.id} AND n.kind = 'chat_answered'`);
    expect(after.rows[0]!.n).toBe(4);
  });
});

describe('a shopper who closed their account', () => {
  it('waits for nobody in the shop inbox: no unread, no waiting, left out of the total, and cannot be answered', async () => {
    const buyer = await newShopper(ctx.db, 'leaving');
    const first = await send(buyer.token, { merId: shopA, kind: 'text', body: 'Anyone there?' });
    expect(first.status, first.body.message).toBe(200);
    const unread = async () =>
      (await get<{ total: number }>(ctx.app, '/api/merchant/chat/unread', bearer(staffA.token))).body.data.total;
    const inboxRow = async () => {
      const inbox = await get<{
        list: { id: number; userId: number; unread: number; waitingSince: string | null; shopperGone: boolean }[];
      }>(ctx.app, '/api/merchant/chat/conversations', bearer(staffA.token));
      return inbox.body.data.list.find((c) => c.userId === buyer.id)!;
    };
    const before = await unread();
    expect(await inboxRow()).toMatchObject({ unread: 1, waitingSince: expect.any(String), shopperGone: false });
    // The account is closed as users/account.service.ts closes it (the row stays, marked closed).
    await ctx.db.execute(sql`UPDATE users SET closed_at = now(), nickname = 'Closed account' WHERE id = ${buyer.id}`);
    expect(await inboxRow()).toMatchObject({ unread: 0, waitingSince: null, shopperGone: true });
    expect(await unread()).toBe(before - 1);
    const conversationId = (await inboxRow()).id;
    const answer = await staffSend(staffA.token, { conversationId, kind: 'text', body: 'Hello?' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('The shopper closed their account and cannot be answered');
  });
});
