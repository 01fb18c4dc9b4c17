import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha';
import { bearer, freshIp, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { placeOrder, skusOf } from '../../../test/refund-helpers';
import { adminToken, applyWith, uploadPicture } from '../../../test/settle-support';
import { createSession } from '../../platform/session';
import { hashPassword } from '../auth/passwords';

// Audit AN8: the account page changes the e-mail and the phone with codes, lists and ends the signed-in devices, and
// closes the account; every change of a way in needs the owner's proof, not only a session.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const unique = () => randomBytes(4).toString('hex');
const PASSWORD = 'Account77pw';

/** A shopper made in the database, with a live session; `password` false: an SMS or social account. */
async function shopper(opts: { email?: string | null; phone?: string | null; password?: boolean; locale?: string }) {
  const hash = opts.password === false ? null : await hashPassword(PASSWORD);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO users (nickname, email, country_code, phone, password_hash, locale, avatar)
    VALUES ('Ann Lee', ${opts.email ?? null}, ${opts.phone ? '+66' : null}, ${opts.phone ?? null}, ${hash},
      ${opts.locale ?? null}, '/uploads/u/2026-01/ann.jpg')
    RETURNING id`);
  const id = rows[0]!.id;
  return { id, token: await createSession(ctx.db, id) };
}

/** What the outbox (no SMS or mail transport here) holds for a recipient, newest first. */
async function sent(recipient: string): Promise<{ subject: string; body: string }[]> {
  const { rows } = await ctx.db.execute<{ subject: string; body: string }>(
    sql`SELECT subject, body FROM outbox WHERE recipient = ${recipient} ORDER BY id DESC`,
  );
  return rows;
}
const codeIn = async (recipient: string) => /\d{6}/.exec((await sent(recipient))[0]?.body ?? '')?.[0] ?? '';
const as = (token: string, extra: Record<string, string> = {}) => ({
  headers: { ...bearer(token), ...extra },
  ip: freshIp(),
});
const info = async (token: string) =>
  (await get<{ email: string; phone: string; countryCode: string }>(ctx.app, '/api/front/user/info', bearer(token)))
    .body.data;

describe('changing the e-mail', () => {
  it('sends a code to the new address, needs the password, and tells the old address in its language', async () => {
    const old = `old.${unique()}@example.org`;
    const fresh = `New.${unique()}@Example.org`;
    const { token } = await shopper({ email: old, locale: 'es' });

    const asked = await post(ctx.app, '/api/front/user/email/code', { email: fresh }, as(token));
    expect([asked.body.code, asked.body.message]).toEqual([
      200,
      'The verification code has been sent, please check your email',
    ]);
    const code = await codeIn(fresh.toLowerCase());
    expect(code).toMatch(/^\d{6}$/);

    // A session alone, or a wrong password, changes nothing.
    const bare = await post(ctx.app, '/api/front/user/email', { email: fresh, captcha: code }, as(token));
    expect([bare.status, bare.body.message]).toEqual([400, 'Enter your password to confirm it is you']);
    const wrong = await post(
      ctx.app,
      '/api/front/user/email',
      { email: fresh, captcha: code, password: 'Wrong77pw' },
      as(token),
    );
    expect(wrong.body.message).toBe('The current password is incorrect');
    expect((await info(token)).email).toBe(old);

    const done = await post(
      ctx.app,
      '/api/front/user/email',
      { email: fresh, captcha: code, password: PASSWORD },
      as(token),
    );
    expect([done.body.code, done.body.message]).toEqual([200, 'Your e-mail address has been changed']);
    expect((await info(token)).email).toBe(fresh.toLowerCase());
    // The old address learns it, in Spanish, with the new one masked.
    const [notice] = await sent(old);
    expect(notice?.subject).toBe('Se ha cambiado tu correo de Mall');
    expect(notice?.body).toContain(`n***@example.org`);
    // The new address signs in.
    const signIn = await post(
      ctx.app,
      '/api/front/login/email',
      { email: fresh, password: PASSWORD },
      { ip: freshIp() },
    );
    expect(signIn.body.code).toBe(200);
  });

  it('an address another account uses gets a notice instead of a code, and the caller the same answer', async () => {
    const taken = `taken.${unique()}@example.org`;
    await shopper({ email: taken });
    const { token } = await shopper({ email: `me.${unique()}@example.org` });
    const free = `free.${unique()}@example.org`;
    // Each address's codes asked from one place: a second code asked from elsewhere needs a picture first (audit FN1).
    const [forTaken, forFree] = [
      { ...as(token), ip: freshIp() },
      { ...as(token), ip: freshIp() },
    ];

    const toTaken = await post(ctx.app, '/api/front/user/email/code', { email: taken }, forTaken);
    const toFree = await post(ctx.app, '/api/front/user/email/code', { email: free }, forFree);
    expect(toTaken.body).toEqual(toFree.body);
    const [mail] = await sent(taken);
    expect(mail?.subject).toBe('This address already has a Mall account');
    expect(mail?.body).not.toMatch(/\d{6}/);
    // Without the code the address is never the caller's; no guess names the other account.
    const guess = await post(
      ctx.app,
      '/api/front/user/email',
      { email: taken, captcha: '123456', password: PASSWORD },
      as(token),
    );
    expect(guess.body.message).toBe('The verification code is wrong or has expired');
    // A second request within a minute answers alike for both.
    const again = await post(ctx.app, '/api/front/user/email/code', { email: taken }, forTaken);
    const againFree = await post(ctx.app, '/api/front/user/email/code', { email: free }, forFree);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(againFree.body.message);
  });

  it('an address taken after its code was sent is refused once the code is checked', async () => {
    const { token } = await shopper({ email: `me.${unique()}@example.org` });
    const wanted = `race.${unique()}@example.org`;
    await post(ctx.app, '/api/front/user/email/code', { email: wanted }, as(token));
    const code = await codeIn(wanted);
    await shopper({ email: wanted });
    const res = await post(
      ctx.app,
      '/api/front/user/email',
      { email: wanted, captcha: code, password: PASSWORD },
      as(token),
    );
    expect([res.status, res.body.message]).toEqual([400, 'This e-mail address is used by another account']);
  });

  it('an SMS account adds its first e-mail with a code sent to its phone as proof, and the phone is told', async () => {
    const phone = `8${Math.floor(Math.random() * 1e8)}`.padEnd(9, '0');
    const { token } = await shopper({ phone, password: false });
    const address = `first.${unique()}@example.org`;
    await post(ctx.app, '/api/front/user/email/code', { email: address }, as(token));
    const code = await codeIn(address);

    const noProof = await post(ctx.app, '/api/front/user/email', { email: address, captcha: code }, as(token));
    expect(noProof.body.message).toBe('Ask for a code and enter it to confirm it is you');
    const proofAsked = await post<{ sentTo: string }>(ctx.app, '/api/front/user/proof/code', {}, as(token));
    expect(proofAsked.body.data.sentTo).toBe(`+66 ${phone}`);
    const proof = await codeIn(`+66${phone}`);
    expect((await sent(`+66${phone}`))[0]?.body).toContain('confirm a change to your account');
    // The e-mail's code was spent by nothing: the refused try did not reach it.
    const done = await post(
      ctx.app,
      '/api/front/user/email',
      { email: address, captcha: code, proofCode: proof },
      as(token),
    );
    expect(done.body.message).toBe('Your e-mail address has been changed');
    expect((await info(token)).email).toBe(address);
    expect((await sent(`+66${phone}`))[0]?.body).toContain('f***@example.org');
  });

  it('an account with no password, phone or e-mail needs a recent sign-in', async () => {
    const { id, token } = await shopper({ password: false });
    await ctx.db.execute(sql`UPDATE sessions SET created_at = now() - interval '11 minutes' WHERE user_id = ${id}`);
    const address = `social.${unique()}@example.org`;
    await post(ctx.app, '/api/front/user/email/code', { email: address }, as(token));
    const code = await codeIn(address);
    const stale = await post(ctx.app, '/api/front/user/email', { email: address, captcha: code }, as(token));
    expect(stale.body.message).toBe('Sign in again, then make this change within 10 minutes');
    // A session made now by another way than the provider (the QR sign-in mints them) proves nothing (audit CP2).
    const minted = await createSession(ctx.db, id, '', 'qr');
    const refused = await post(ctx.app, '/api/front/user/email', { email: address, captcha: code }, as(minted));
    expect(refused.body.message).toBe('Sign in again, then make this change within 10 minutes');
    const recent = await createSession(ctx.db, id, '', 'social');
    const done = await post(ctx.app, '/api/front/user/email', { email: address, captcha: code }, as(recent));
    expect(done.body.message).toBe('Your e-mail address has been changed');
  });
});

describe('changing the phone', () => {
  it('texts a code to the new number (with the picture challenge), and the old number is told', async () => {
    const oldPhone = `81${Math.floor(Math.random() * 1e7)}`.padEnd(9, '0');
    const newPhone = `82${Math.floor(Math.random() * 1e7)}`.padEnd(9, '0');
    const { token } = await shopper({ phone: oldPhone, email: `ph.${unique()}@example.org` });

    const noPicture = await post(
      ctx.app,
      '/api/front/user/phone/code',
      { countryCode: '+66', phone: newPhone },
      as(token),
    );
    expect(noPicture.status).toBe(422);
    const asked = await post(
      ctx.app,
      '/api/front/user/phone/code',
      { countryCode: '+66', phone: `0${newPhone}`, ...(await solvedCaptcha(ctx)) },
      as(token),
    );
    expect([asked.body.code, asked.body.message]).toEqual([200, 'The verification code has been sent']);
    const code = await codeIn(`+66${newPhone}`);
    // A phone-change code is no sign-in code.
    const signIn = await post(
      ctx.app,
      '/api/front/login/mobile/captcha',
      { countryCode: '+66', phone: newPhone, captcha: code },
      { ip: freshIp() },
    );
    expect(signIn.body.message).toBe('The verification code is wrong or has expired');

    const done = await post(
      ctx.app,
      '/api/front/user/phone',
      { countryCode: '+66', phone: newPhone, captcha: code, password: PASSWORD },
      as(token),
    );
    expect([done.body.code, done.body.message]).toEqual([200, 'Your phone number has been changed']);
    expect(await info(token)).toMatchObject({ countryCode: '+66', phone: newPhone });
    expect((await sent(`+66${oldPhone}`))[0]?.body).toContain(`+66 ****${newPhone.slice(-4)}`);
  });

  it('only dial codes the shop texts get a code', async () => {
    const { token } = await shopper({ email: `uk.${unique()}@example.org` });
    const res = await post(
      ctx.app,
      '/api/front/user/phone/code',
      { countryCode: '+44', phone: '7700900123', ...(await solvedCaptcha(ctx)) },
      as(token),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Text messages go only to numbers starting with /);
    expect(await sent('+447700900123')).toHaveLength(0);
  });

  it('a number another account uses is refused once its code is checked', async () => {
    const other = `83${Math.floor(Math.random() * 1e7)}`.padEnd(9, '0');
    await shopper({ phone: other });
    const { token } = await shopper({ email: `me.${unique()}@example.org` });
    await post(
      ctx.app,
      '/api/front/user/phone/code',
      { countryCode: '+66', phone: other, ...(await solvedCaptcha(ctx)) },
      as(token),
    );
    const code = await codeIn(`+66${other}`);
    const res = await post(
      ctx.app,
      '/api/front/user/phone',
      { countryCode: '+66', phone: other, captcha: code, password: PASSWORD },
      as(token),
    );
    expect([res.status, res.body.message]).toEqual([400, 'This phone number is used by another account']);
  });
});

describe('signed-in devices', () => {
  const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  async function signIn(email: string, agent: string) {
    const res = await post<{ token: string }>(
      ctx.app,
      '/api/front/login/email',
      { email, password: PASSWORD },
      { ip: freshIp(), headers: { 'user-agent': agent } },
    );
    expect(res.body.code, res.body.message).toBe(200);
    return res.body.data.token;
  }

  type Device = { id: number; browser: string; system: string; current: boolean; createdAt: string };

  it('lists the live sessions with their browser, this one first and marked; ends one; signs out everywhere else', async () => {
    const email = `dev.${unique()}@example.org`;
    await shopper({ email });
    const laptop = await signIn(email, FIREFOX);
    const phone = await signIn(email, SAFARI);
    const third = await signIn(email, 'curl/8.5.0');

    const list = await get<Device[]>(ctx.app, '/api/front/user/sessions', bearer(laptop));
    // The session the helper made has no User-Agent: it is listed with an empty browser.
    expect(list.body.data.map((d) => [d.browser, d.system, d.current])).toEqual([
      ['Firefox 133', 'Windows', true],
      ['curl 8', '', false],
      ['Safari 17', 'iOS', false],
      ['', '', false],
    ]);

    const phoneId = list.body.data[2]!.id;
    const ended = await post(ctx.app, `/api/front/user/sessions/${phoneId}/end`, undefined, as(laptop));
    expect([ended.body.code, ended.body.message]).toEqual([200, 'The device was signed out']);
    expect((await get(ctx.app, '/api/front/user/info', bearer(phone))).body.code).toBe(410001);
    const twice = await post(ctx.app, `/api/front/user/sessions/${phoneId}/end`, undefined, as(laptop));
    expect([twice.status, twice.body.message]).toEqual([404, 'This device is already signed out']);

    const others = await post<{ ended: number }>(ctx.app, '/api/front/user/sessions/end-others', undefined, as(laptop));
    expect(others.body).toMatchObject({ code: 200, data: { ended: 2 }, message: 'Your other devices were signed out' });
    expect((await get(ctx.app, '/api/front/user/info', bearer(third))).body.code).toBe(410001);
    expect((await get(ctx.app, '/api/front/user/info', bearer(laptop))).body.code).toBe(200);
    const after = await get<Device[]>(ctx.app, '/api/front/user/sessions', bearer(laptop));
    expect(after.body.data).toHaveLength(1);
  });

  it("another account's session is not found and stays live", async () => {
    const a = await shopper({ email: `a.${unique()}@example.org` });
    const b = await shopper({ email: `b.${unique()}@example.org` });
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM sessions WHERE user_id = ${b.id}`);
    const res = await post(ctx.app, `/api/front/user/sessions/${rows[0]!.id}/end`, undefined, as(a.token));
    expect(res.status).toBe(404);
    expect((await get(ctx.app, '/api/front/user/info', bearer(b.token))).body.code).toBe(200);
  });
});

describe('closing the account', () => {
  it('a guest closes its own guest account without a password, and what it typed is gone (audit FN7)', async () => {
    await ctx.db.execute(
      sql`UPDATE settings SET value = jsonb_set(value, '{visitorOpen}', 'true') WHERE key = 'loginMethods'`,
    );
    await ctx.db.execute(sql`UPDATE settings SET value = jsonb_set(value, '{showGuest}', 'true') WHERE key = 'home'`);
    const entered = await post<{ token: string; id: number }>(
      ctx.app,
      '/api/front/login/register/visitor',
      { email: `guesty.${unique()}@example.org`, countryCode: '+66', phone: '812345678' },
      { ip: freshIp() },
    );
    expect(entered.body.code).toBe(200);
    const { token, id } = entered.body.data;
    const closed = await post(ctx.app, '/api/front/user/close', {}, as(token, { 'accept-language': 'th' }));
    expect([closed.body.code, closed.body.message]).toEqual([200, 'ปิดบัญชีของคุณแล้ว']);
    const { rows } = await ctx.db.execute<{ guest_email: string | null; closed: boolean }>(
      sql`SELECT guest_email, closed_at IS NOT NULL AS closed FROM users WHERE id = ${id}`,
    );
    expect(rows).toEqual([{ guest_email: null, closed: true }]);
    expect((await get(ctx.app, '/api/front/user/info', bearer(token))).body.code).toBe(410001);
  });

  it('is refused while an order or a refund is open, naming it; then removes the personal data and keeps the orders', async () => {
    const email = `close.${unique()}@example.org`;
    const phone = `84${Math.floor(Math.random() * 1e7)}`.padEnd(9, '0');
    const { id, token } = await shopper({ email, phone });
    await ctx.db.execute(
      sql`INSERT INTO social_accounts (provider, subject, user_id) VALUES ('google', ${`g-${id}`}, ${id})`,
    );
    const { merchantId } = await merchantToken(ctx.db);
    const order = await placeOrder(ctx, token, await skusOf(ctx, merchantId, 1), false);
    const close = (body: Record<string, string> = { password: PASSWORD }) =>
      post(ctx.app, '/api/front/user/close', body, as(token, { cookie: 'locale=es' }));

    expect((await close({})).body.message).toBe('Introduce tu contraseña para confirmar que eres tú');
    expect((await close()).body.message).toBe(
      `Tu pedido ${order.parentNo} está pendiente de pago: págalo o cancélalo antes de cerrar tu cuenta`,
    );
    await ctx.db.execute(sql`UPDATE orders SET status = 'paid' WHERE order_no = ${order.parentNo}`);
    await ctx.db.execute(sql`UPDATE shop_orders SET status = 'to_ship' WHERE id = ${order.shopOrderId}`);
    expect((await close()).body.message).toContain(`Tu pedido ${order.orderNo} está pagado y aún no se ha enviado`);
    await ctx.db.execute(sql`UPDATE shop_orders SET status = 'to_receive' WHERE id = ${order.shopOrderId}`);
    expect((await close()).body.message).toContain(`Tu pedido ${order.orderNo} está en camino`);
    await ctx.db.execute(sql`UPDATE shop_orders SET status = 'to_review' WHERE id = ${order.shopOrderId}`);
    await ctx.db.execute(sql`
      INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, status, reason, amount)
      SELECT 'RE-CLOSE-1', order_id, id, user_id, merchant_id, 'refund', 'review', 'Broken', 100
      FROM shop_orders WHERE id = ${order.shopOrderId}`);
    expect((await close()).body.message).toContain('Tu reembolso RE-CLOSE-1 sigue abierto');
    await ctx.db.execute(sql`UPDATE refunds SET status = 'refused' WHERE refund_no = 'RE-CLOSE-1'`);

    const asked = await post(
      ctx.app,
      '/api/front/chat/messages',
      { merId: merchantId, kind: 'text', body: 'Hello before I leave' },
      as(token),
    );
    expect(asked.body.code, asked.body.message).toBe(200);

    const closed = await close();
    expect([closed.body.code, closed.body.message]).toEqual([200, 'Tu cuenta se ha cerrado']);
    // The session is over, the row is anonymised, its address book, cart and linked sign-ins are gone.
    expect((await get(ctx.app, '/api/front/user/info', bearer(token))).body.code).toBe(410001);
    const { rows } = await ctx.db.execute(sql`
      SELECT email, phone, country_code, password_hash, nickname, avatar, closed_at IS NOT NULL AS closed,
        (SELECT count(*)::int FROM addresses WHERE user_id = u.id) AS addresses,
        (SELECT count(*)::int FROM social_accounts WHERE user_id = u.id) AS links,
        (SELECT count(*)::int FROM sessions WHERE user_id = u.id AND revoked_at IS NULL) AS sessions,
        (SELECT count(*)::int FROM shop_orders WHERE user_id = u.id) AS orders
      FROM users u WHERE id = ${id}`);
    expect(rows[0]).toEqual({
      email: null,
      phone: null,
      country_code: null,
      password_hash: null,
      nickname: 'Closed account',
      avatar: '',
      closed: true,
      addresses: 0,
      links: 0,
      sessions: 0,
      orders: 1,
    });
    // The owner is told at the phone the account had (texts reach +66), in the language of the request.
    expect((await sent(`+66${phone}`))[0]?.body).toContain('Tu cuenta se ha cerrado y sus datos personales');
    // The shop still has the order, its buyer shown as a closed account.
    const { token: staff } = await merchantToken(ctx.db);
    const detail = await get<{ buyer: { nickname: string; closed: boolean } }>(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}`,
      bearer(staff),
    );
    expect(detail.body.data.buyer).toMatchObject({ nickname: 'Closed account', closed: true });
    // A Thai shop reads it in Thai wherever the name is shown: the order, the chat inbox (and reviews, refunds).
    const thai = { ...bearer(staff), 'accept-language': 'th', cookie: 'locale=th' };
    const closedName = 'บัญชีที่ปิดแล้ว';
    const thaiOrder = await get<{ buyer: { nickname: string } }>(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}`,
      thai,
    );
    expect(thaiOrder.body.data.buyer.nickname).toBe(closedName);
    const inbox = await get<{ list: { userId: number; nickname: string }[] }>(
      ctx.app,
      '/api/merchant/chat/conversations?limit=50',
      thai,
    );
    expect(inbox.body.data.list.find((c) => c.userId === id)?.nickname).toBe(closedName);
    // The operator, in Chinese, in the users list and the user's page.
    const chinese = { ...bearer(await adminToken(ctx.db)), 'accept-language': 'zh-CN', cookie: 'locale=zh-CN' };
    const user = await get<{ nickname: string }>(ctx.app, `/api/admin/users/${id}`, chinese);
    expect(user.body.data.nickname).toBe('账号已注销');
    // The password no longer opens anything, and the address is free for a new account.
    const signIn = await post(ctx.app, '/api/front/login/email', { email, password: PASSWORD }, { ip: freshIp() });
    expect(signIn.body.message).toBe('The account or password is incorrect');
    await post(ctx.app, '/api/front/login/email/captcha', { email }, { ip: freshIp() });
    const code = await codeIn(email);
    const again = await post(
      ctx.app,
      '/api/front/login/register/email',
      { email, captcha: code, password: 'Again77pass' },
      { ip: freshIp() },
    );
    expect([again.body.code, again.body.message]).toEqual([200, 'Registration succeeded']);
  });

  // Audit FL2 and FL4: closing is the shopper's way out. Their shop applications that never opened a shop go with their
  // identity documents (rows and files), and the shops they followed stop counting them.
  it('withdraws pending and rejected applications with their documents, and drops follows and favourites', async () => {
    const { id, token } = await shopper({ email: `leaver.${unique()}@example.org` });
    const rejected = await applyWith(ctx.app, ctx.db, token, [await uploadPicture(ctx.app, token)]);
    await ctx.db.execute(
      sql`UPDATE merchant_applications SET audit_status = 3, denial_reason = 'Blurred' WHERE id = ${rejected}`,
    );
    const pending = await applyWith(ctx.app, ctx.db, token, [await uploadPicture(ctx.app, token)]);
    const { rows: held } = await ctx.db.execute<{ path: string }>(sql`
      SELECT p.path FROM merchant_applications a, jsonb_array_elements_text(a.qualification_pictures) AS p(path)
      WHERE a.user_id = ${id}`);
    const documents = held.map((r) => r.path.slice('/uploads/private/'.length));
    expect(documents).toHaveLength(2);
    for (const key of documents) expect(await ctx.app.privateFiles.get(key)).not.toBeNull();

    const { merchantId } = await merchantToken(ctx.db);
    const followers = async () =>
      (
        await ctx.db.execute<{ count: number; rows: number }>(sql`
          SELECT follower_count AS count, (SELECT count(*)::int FROM merchant_follows WHERE merchant_id = m.id) AS rows
          FROM merchants m WHERE id = ${merchantId}`)
      ).rows[0]!;
    const followed = await post(ctx.app, `/api/front/collect/add/merchant/${merchantId}`, undefined, as(token));
    expect(followed.body.code, followed.body.message).toBe(200);
    const before = await followers();
    const { rows: product } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE merchant_id = ${merchantId} AND on_sale ORDER BY id LIMIT 1`,
    );
    const kept = await post(ctx.app, '/api/front/collect/add/product', { productId: product[0]!.id }, as(token));
    expect(kept.body.code, kept.body.message).toBe(200);

    const closed = await post(ctx.app, '/api/front/user/close', { password: PASSWORD }, as(token));
    expect([closed.body.code, closed.body.message]).toEqual([200, 'Your account has been closed']);
    const { rows } = await ctx.db.execute(sql`
      SELECT (SELECT count(*)::int FROM merchant_applications WHERE user_id = ${id}) AS applications,
        (SELECT count(*)::int FROM merchant_follows WHERE user_id = ${id}) AS follows,
        (SELECT count(*)::int FROM product_collects WHERE user_id = ${id}) AS favourites`);
    expect(rows[0]).toEqual({ applications: 0, follows: 0, favourites: 0 });
    for (const key of documents) expect(await ctx.app.privateFiles.get(key)).toBeNull();
    // Nothing is left for a reviewer to open or approve.
    const review = await get(ctx.app, `/api/admin/merchant/applications/${pending}`, bearer(await adminToken(ctx.db)));
    expect(review.status).toBe(404);
    // The shop's count follows its rows: one follower fewer.
    expect(await followers()).toEqual({ count: before.count - 1, rows: before.rows - 1 });
  });

  // The mall cannot close a shop (audit CP3): its owner is sent to its service. A member is sent to the Staff page's
  // "Leave this shop" (audit CX2).
  it('a shop owner, shop staff and the operator cannot close', async () => {
    const { token: staff } = await merchantToken(ctx.db);
    await ctx.db.execute(sql`
      UPDATE users SET password_hash = ${await hashPassword(PASSWORD)}
      WHERE id IN (SELECT user_id FROM merchant_staff) OR is_admin`);
    await ctx.db.execute(sql`
      UPDATE merchant_staff SET role = 'owner'
      WHERE user_id = (SELECT id FROM users WHERE email = 'merchant@example.com')`);
    const res = await post(ctx.app, '/api/front/user/close', { password: PASSWORD }, as(staff));
    expect(res.body.message).toBe(
      "You run a shop on the mall, so your account cannot be closed from the account page: write to the mall's customer service in the chat to leave the mall",
    );
    const owner = await post(
      ctx.app,
      '/api/front/user/close',
      { password: PASSWORD },
      as(staff, { cookie: 'locale=fr' }),
    );
    expect(owner.body.message).toBe(
      'Vous tenez une boutique du centre commercial : votre compte ne peut donc pas être fermé depuis la page du compte ; écrivez au service client du centre commercial dans le chat pour quitter le centre commercial',
    );
    const clerk = await shopper({ email: `clerk.${unique()}@example.org` });
    await ctx.db.execute(sql`
      INSERT INTO merchant_staff (merchant_id, user_id, role)
      SELECT merchant_id, ${clerk.id}, 'staff' FROM merchant_staff LIMIT 1`);
    const worker = await post(ctx.app, '/api/front/user/close', { password: PASSWORD }, as(clerk.token));
    expect(worker.body.message).toBe('Leave the shop first (Staff page of the console), then close your account');
    const th = await post(
      ctx.app,
      '/api/front/user/close',
      { password: PASSWORD },
      as(clerk.token, { cookie: 'locale=th' }),
    );
    expect(th.body.message).toBe('ออกจากร้านก่อน (หน้าทีมงานของคอนโซล) แล้วจึงปิดบัญชีของคุณ');
    expect((await get(ctx.app, '/api/front/user/info', bearer(clerk.token))).body.code).toBe(200);
    const admin = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE is_admin LIMIT 1`);
    const adminToken = await createSession(ctx.db, admin.rows[0]!.id);
    const refused = await post(ctx.app, '/api/front/user/close', { password: PASSWORD }, as(adminToken));
    expect(refused.body.message).toBe("The platform administrator's account cannot be closed");
    expect((await get(ctx.app, '/api/front/user/info', bearer(staff))).body.code).toBe(200);
  });
});
