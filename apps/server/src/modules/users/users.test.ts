import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freshIp,
  get,
  merchantToken,
  newShopper,
  post,
  startTestApp,
  type TestContext,
} from '../../../test/harness';
import { clearOfWindowEdge, fillWindow } from '../../../test/rate-window';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

async function signIn(email = 'shopper@example.com', password = 'Shopper123!') {
  const res = await post<{ token: string }>(ctx.app, '/api/front/login/email', { email, password }, { ip: freshIp() });
  expect(res.body.code).toBe(200);
  return res.body.data.token;
}

/** The desktop asks for a QR code; `cookie` is the header its browser sends back with the polls. */
async function qrStart<T>() {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/front/login/qrcode', remoteAddress: freshIp() });
  const pair = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { body: res.json() as { code: number; message: string; data: T }, cookie: { cookie: pair } };
}

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----mallupload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the account menu', () => {
  it('lists the account pages with pc_url, named in the shopper language', async () => {
    const token = await signIn();
    type Menu = { routine_my_menus: { id: number; name: string; pc_url: string }[] };
    const en = await get<Menu>(ctx.app, '/api/front/user/menu/user', bearer(token));
    const settle = en.body.data.routine_my_menus.find((m) => m.id === 70);
    expect(settle).toEqual({ id: 70, name: 'Apply as merchant', pc_url: '/users/merchant_settled' });
    const zh = await get<Menu>(ctx.app, '/api/front/user/menu/user', { ...bearer(token), cookie: 'locale=zh-CN' });
    expect(zh.body.data.routine_my_menus.find((m) => m.id === 70)?.name).toBe('商家入驻');
  });

  it('needs a session', async () => {
    const res = await get(ctx.app, '/api/front/user/menu/user');
    expect(res.status).toBe(401);
  });
});

describe('profile and password', () => {
  it('changes the nickname; an empty one is refused with the spec message', async () => {
    const token = await signIn();
    const empty = await post(ctx.app, '/api/front/user/edit', { nickname: '  ' }, { headers: bearer(token) });
    expect(empty.body.message).toContain('User name cannot be empty');
    const ok = await post(ctx.app, '/api/front/user/edit', { nickname: 'Ann <b>' }, { headers: bearer(token) });
    expect(ok.body.code).toBe(200);
    const info = await get<{ nickname: string }>(ctx.app, '/api/front/user/info', bearer(token));
    expect(info.body.data.nickname).toBe('Ann <b>');
  });

  // Audit FX14: API.md L207's `user/edit {"locale":"fr"}` was refused for a missing nickname in zod's raw English.
  it('edits one field alone and keeps the others; a missing field is named in the reader language', async () => {
    const shopper = await newShopper(ctx.db, 'partial');
    const { rows: before } = await ctx.db.execute<{ nickname: string }>(
      sql`SELECT nickname FROM users WHERE id = ${shopper.id}`,
    );
    const fr = await post(ctx.app, '/api/front/user/edit', { locale: 'fr' }, { headers: bearer(shopper.token) });
    expect(fr.body.code, fr.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ nickname: string; locale: string }>(
      sql`SELECT nickname, locale FROM users WHERE id = ${shopper.id}`,
    );
    expect(rows[0]).toEqual({ nickname: before[0]!.nickname, locale: 'fr' });
    const nothing = await post(ctx.app, '/api/front/user/edit', {}, { headers: bearer(shopper.token) });
    expect([nothing.status, nothing.body.message]).toEqual([
      400,
      'Change at least one of the user name, the picture or the language',
    ]);
    const badLocale = await post(ctx.app, '/api/front/user/edit', { locale: 'de' }, { headers: bearer(shopper.token) });
    expect(badLocale.body.message).toBe('Choose one of the languages the mall speaks: en, zh-CN, fr, th, lo or es');
    // A required field left out elsewhere: the mall's sentence, not zod's raw "Invalid input: expected …".
    const missing = await post(
      ctx.app,
      '/api/front/user/password',
      { oldPassword: 'x' },
      {
        headers: bearer(shopper.token),
      },
    );
    expect([missing.status, missing.body.message, missing.body.data]).toEqual([
      400,
      'This field is required',
      { field: 'newPassword', detail: 'This field is required' },
    ]);
    const thai = await post(
      ctx.app,
      '/api/front/user/password',
      { oldPassword: 'x' },
      {
        headers: { ...bearer(shopper.token), 'accept-language': 'th' },
      },
    );
    expect(thai.body.message).toBe('ต้องกรอกช่องนี้');
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/user/edit',
      headers: bearer(shopper.token),
    });
    expect(noBody.json().message).toBe('Send the fields of the request as a JSON object');
  });

  it('refuses a nickname that reads as the mall’s staff, in the reader’s language (audit AN13)', async () => {
    const token = await signIn();
    for (const nickname of [
      'Mall Admin',
      'mall customer service',
      'Customer-Service',
      'Official Support',
      '商城客服',
      'แอดมิน',
    ]) {
      const res = await post(ctx.app, '/api/front/user/edit', { nickname }, { headers: bearer(token) });
      expect([nickname, res.status, res.body.message]).toEqual([
        nickname,
        400,
        'This name is kept for the mall’s own staff; please choose another',
      ]);
    }
    const french = await post(
      ctx.app,
      '/api/front/user/edit',
      { nickname: 'Administrateur' },
      { headers: { ...bearer(token), 'accept-language': 'fr' } },
    );
    expect(french.body.message).toBe('Ce nom est réservé à l’équipe du Mall ; choisissez-en un autre');
    for (const nickname of ['Small Fry', 'Supporter of cats', 'Mallory']) {
      const res = await post(ctx.app, '/api/front/user/edit', { nickname }, { headers: bearer(token) });
      expect([nickname, res.body.code]).toEqual([nickname, 200]);
    }
    // The operator keeps its own name.
    const admin = await signIn('admin@example.com', 'Admin123!');
    const kept = await post(ctx.app, '/api/front/user/edit', { nickname: 'Mall Admin' }, { headers: bearer(admin) });
    expect(kept.body.code, kept.body.message).toBe(200);
  });

  it('refuses an avatar that is not one of our uploads', async () => {
    const token = await signIn();
    const res = await post(
      ctx.app,
      '/api/front/user/edit',
      { nickname: 'Ann', avatar: 'https://evil.example/x.png' },
      { headers: bearer(token) },
    );
    expect(res.status).toBe(400);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const email = 'merchant@example.com';
    const keep = await signIn(email, 'Merchant123!');
    const other = await signIn(email, 'Merchant123!');
    const wrong = await post(
      ctx.app,
      '/api/front/user/password',
      { oldPassword: 'nope', newPassword: 'Harbour2026' },
      { headers: bearer(keep) },
    );
    expect(wrong.body.message).toBe('The current password is incorrect');
    const ok = await post(
      ctx.app,
      '/api/front/user/password',
      { oldPassword: 'Merchant123!', newPassword: 'Harbour2026' },
      { headers: bearer(keep) },
    );
    expect(ok.body.code).toBe(200);
    expect((await get(ctx.app, '/api/front/user/info', bearer(keep))).body.code).toBe(200);
    expect((await get(ctx.app, '/api/front/user/info', bearer(other))).body.code).toBe(410001);
    await signIn(email, 'Harbour2026');
  });
});

describe('accounts without a password', () => {
  /** What the outbox (no SMS or mail transport in this test app) holds for a recipient, newest first. */
  async function sent(recipient: string): Promise<string[]> {
    const { rows } = await ctx.db.execute<{ body: string }>(
      sql`SELECT body FROM outbox WHERE recipient = ${recipient} ORDER BY id DESC`,
    );
    return rows.map((r) => r.body);
  }

  async function passwordless(columns: { phone?: string; email?: string }) {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO users (nickname, country_code, phone, email)
      VALUES ('No Password', ${columns.phone ? '+66' : null}, ${columns.phone ?? null}, ${columns.email ?? null})
      RETURNING id`);
    const { createSession } = await import('../../platform/session');
    return createSession(ctx.db, rows[0]!.id);
  }

  it('a session alone cannot set the first password of an SMS account: it takes the code sent to its phone (audit AN9)', async () => {
    const token = await passwordless({ phone: '812340001' });
    const before = await get<{ hasPassword: boolean }>(ctx.app, '/api/front/user/info', bearer(token));
    expect(before.body.data.hasPassword).toBe(false);

    // Whoever holds a session (a borrowed phone, a shared computer) is refused without the code, or with a wrong one.
    const bare = await post(
      ctx.app,
      '/api/front/user/password',
      { newPassword: 'Attacker77' },
      { headers: bearer(token) },
    );
    expect([bare.status, bare.body.message]).toEqual([400, 'Ask for a code and enter it to set your password']);
    const asked = await post<{ sentTo: string }>(
      ctx.app,
      '/api/front/user/password/code',
      {},
      { headers: bearer(token), ip: freshIp() },
    );
    expect(asked.body).toMatchObject({ code: 200, data: { sentTo: '+66 812340001' } });
    const [text = ''] = await sent('+66812340001');
    const code = /\d{6}/.exec(text)?.[0] ?? '';
    expect(text).toContain('set a password');
    const wrong = await post(
      ctx.app,
      '/api/front/user/password',
      { newPassword: 'Attacker77', captcha: code === '000000' ? '111111' : '000000' },
      { headers: bearer(token) },
    );
    expect(wrong.body.message).toBe('The verification code is wrong or has expired');
    expect(
      (await get<{ hasPassword: boolean }>(ctx.app, '/api/front/user/info', bearer(token))).body.data.hasPassword,
    ).toBe(false);

    // The owner, with the code from their phone, sets it, and is told by SMS.
    const set = await post(
      ctx.app,
      '/api/front/user/password',
      { newPassword: 'Firstpass77', captcha: code },
      { headers: bearer(token) },
    );
    expect([set.body.code, set.body.message]).toEqual([200, 'Your password has been set']);
    expect((await sent('+66812340001'))[0]).toContain('A password was just set for your account');
    const after = await get<{ hasPassword: boolean }>(ctx.app, '/api/front/user/info', bearer(token));
    expect(after.body.data.hasPassword).toBe(true);
    // From now on the current password is the proof.
    const again = await post(
      ctx.app,
      '/api/front/user/password',
      { newPassword: 'Secondpass88', captcha: code },
      { headers: bearer(token) },
    );
    expect(again.body.message).toBe('The current password is incorrect');
  });

  it('a social account proves its email; one with neither phone nor email is told it cannot (audit AN9)', async () => {
    const social = await passwordless({ email: 'nopass.social@example.org' });
    const asked = await post<{ sentTo: string }>(
      ctx.app,
      '/api/front/user/password/code',
      {},
      { headers: bearer(social), ip: freshIp() },
    );
    expect(asked.body.data.sentTo).toBe('nopass.social@example.org');
    const code = /\d{6}/.exec((await sent('nopass.social@example.org'))[0] ?? '')?.[0];
    const set = await post(
      ctx.app,
      '/api/front/user/password',
      { newPassword: 'Firstpass77', captcha: code },
      { headers: bearer(social) },
    );
    expect(set.body.code).toBe(200);

    const bare = await passwordless({});
    const none = await post(ctx.app, '/api/front/user/password/code', {}, { headers: bearer(bare), ip: freshIp() });
    expect(none.body.message).toBe('Your account has no phone number or email address to send a code to');
  });

  it('changing a password tells the owner too', async () => {
    const token = await passwordless({ email: 'tell.me@example.org' });
    const code = await (async () => {
      await post(ctx.app, '/api/front/user/password/code', {}, { headers: bearer(token), ip: freshIp() });
      return /\d{6}/.exec((await sent('tell.me@example.org'))[0] ?? '')?.[0];
    })();
    await post(
      ctx.app,
      '/api/front/user/password',
      { newPassword: 'Firstpass77', captcha: code },
      { headers: bearer(token) },
    );
    const before = (await sent('tell.me@example.org')).length;
    const changed = await post(
      ctx.app,
      '/api/front/user/password',
      { oldPassword: 'Firstpass77', newPassword: 'Secondpass88' },
      { headers: bearer(token) },
    );
    expect(changed.body.message).toBe('Your password has been changed');
    expect(await sent('tell.me@example.org')).toHaveLength(before + 1);
  });
});

describe('image upload', () => {
  it('takes a PNG, stores a re-encoded JPEG under a new name, and serves it', async () => {
    const token = await signIn();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e93323' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart('file', '../../etc/passwd.png', 'image/png', png);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/upload/image',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    const body = res.json() as { code: number; data: { url: string } };
    expect(body.code).toBe(200);
    expect(body.data.url).toMatch(/^\/uploads\/u\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/);
    const served = await ctx.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });

  it.each([
    [
      'an SVG with a script',
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['HTML named .png', 'x.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a GIF', 'x.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00')],
  ])('refuses %s', async (_what, name, type, data) => {
    const token = await signIn();
    const { payload, headers } = multipart('file', name, type, data);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/upload/image',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only JPG and PNG pictures can be uploaded');
  });

  it("answers a multipart body without a boundary or cut short with 400 in the reader's language (audit DM5)", async () => {
    const token = await signIn();
    const send = (payload: string, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/front/upload/image',
        payload,
        headers: { 'content-type': contentType, 'accept-language': 'fr', ...bearer(token) },
      });
    const noBoundary = await send('abc', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: 400, message: 'Impossible de lire l’image' });
    const cutShort = await send(
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      'multipart/form-data; boundary=xyz',
    );
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json()).toMatchObject({ code: 400, message: 'Impossible de lire l’image' });
  });

  it('refuses a picture over 5 MB and anonymous uploads', async () => {
    const token = await signIn();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const { payload, headers } = multipart('file', 'big.jpg', 'image/jpeg', big);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/upload/image',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(413);
    const anon = await ctx.app.inject({ method: 'POST', url: '/api/front/upload/image', payload, headers });
    expect(anon.statusCode).toBe(401);
  });
});

describe('how many pictures an account uploads an hour (audit AG4)', () => {
  const png = () =>
    sharp({ create: { width: 10, height: 10, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
  async function upload(token: string) {
    const { payload, headers } = multipart('file', 'p.png', 'image/png', await png());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/upload/image',
      payload,
      headers: { ...headers, ...bearer(token), 'accept-language': 'fr' },
    });
    return { status: res.statusCode, message: (res.json() as { message: string }).message };
  }
  const merchantKey = async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE email = 'merchant@example.com'`,
    );
    return `upload:user:${rows[0]!.id}`;
  };

  it('a shop building its catalogue uploads its 61st picture of the hour and up to 600; a shopper stops at 60', async () => {
    await clearOfWindowEdge(3600);
    const staff = await merchantToken(ctx.db);
    const staffKey = await merchantKey();
    await fillWindow(ctx.db, staffKey, 3600, 60);
    expect(await upload(staff.token)).toEqual({ status: 200, message: 'Image envoyée' });
    await fillWindow(ctx.db, staffKey, 3600, 599);
    expect((await upload(staff.token)).status).toBe(200);
    const over = await upload(staff.token);
    expect(over.status).toBe(429);
    expect(over.message).toMatch(/^Trop de requêtes, réessayez dans \d+ (minutes?|secondes?)$/);

    const shopper = await newShopper(ctx.db, 'uploader');
    await fillWindow(ctx.db, `upload:user:${shopper.id}`, 3600, 59);
    expect((await upload(shopper.token)).status).toBe(200);
    expect((await upload(shopper.token)).status).toBe(429);
  });

  it("the staff of a suspended shop have a shopper's budget", async () => {
    await clearOfWindowEdge(3600);
    const staff = await merchantToken(ctx.db);
    await ctx.db.execute(sql`UPDATE merchants SET status = 'suspended' WHERE id = ${staff.merchantId}`);
    try {
      await fillWindow(ctx.db, await merchantKey(), 3600, 60);
      expect((await upload(staff.token)).status).toBe(429);
    } finally {
      await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${staff.merchantId}`);
    }
  });
});

describe('QR-code sign-in', () => {
  it('the desktop is signed in once a signed-in phone confirms; the code works once', async () => {
    const start = await qrStart<{ key: string; url: string; image: string; expiresIn: number }>();
    const { key, url, image, expiresIn } = start.body.data;
    const desktop = start.cookie;
    expect(url).toContain(`qrcode_confirm?key=${key}`);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(expiresIn).toBe(120);
    expect((await get<{ status: string }>(ctx.app, `/api/front/login/qrcode/${key}`, desktop)).body.data.status).toBe(
      'waiting',
    );
    const anon = await post(ctx.app, `/api/front/login/qrcode/${key}/confirm`);
    expect(anon.status).toBe(401);
    const phone = await signIn();
    await post(ctx.app, `/api/front/login/qrcode/${key}/scan`, undefined, { headers: bearer(phone) });
    expect((await get<{ status: string }>(ctx.app, `/api/front/login/qrcode/${key}`, desktop)).body.data.status).toBe(
      'scanned',
    );
    await post(ctx.app, `/api/front/login/qrcode/${key}/confirm`, undefined, { headers: bearer(phone) });
    const done = await get<{ status: string; token: string }>(ctx.app, `/api/front/login/qrcode/${key}`, desktop);
    expect(done.body.data.status).toBe('confirmed');
    const me = await get<{ email: string }>(ctx.app, '/api/front/user/info', bearer(done.body.data.token));
    expect(me.body.data.email).toBe('shopper@example.com');
    const again = await get<{ status: string; token?: string }>(ctx.app, `/api/front/login/qrcode/${key}`, desktop);
    expect(again.body.data).toEqual({ status: 'expired' });
  });

  it('a code expires after two minutes', async () => {
    const start = await qrStart<{ key: string }>();
    await ctx.db.execute(sql`UPDATE qr_logins SET expires_at = now() - interval '1 second'`);
    const phone = await signIn();
    const late = await post(ctx.app, `/api/front/login/qrcode/${start.body.data.key}/confirm`, undefined, {
      headers: bearer(phone),
    });
    expect(late.body.message).toBe('This QR code has expired, please refresh it on the computer');
    const poll = await get<{ status: string }>(ctx.app, `/api/front/login/qrcode/${start.body.data.key}`, start.cookie);
    expect(poll.body.data.status).toBe('expired');
  });
});
