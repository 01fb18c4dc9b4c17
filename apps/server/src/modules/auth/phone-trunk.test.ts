import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha';
import { bearer, freshIp, get, post, startTestApp, type TestContext } from '../../../test/harness';

// Audit AN4: "081-234-5678" with +66 (as Thais write it) and "+66 81 234 5678" are one phone, one account.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

/** Asks for an SMS code as the storefront dialog does; answers the code the outbox holds for `target`. */
async function smsCode(countryCode: string, phone: string, target: string): Promise<string> {
  // The 60-second resend guard is tested elsewhere: forget the previous code's time.
  await ctx.db.execute(sql`UPDATE verification_codes SET created_at = now() - interval '2 minutes'`);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/front/login/sendCode',
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ phone, countryCode, ...(await solvedCaptcha(ctx)) }).toString(),
  });
  expect(res.json().code).toBe(200);
  const { rows } = await ctx.db.execute<{ body: string }>(
    sql`SELECT body FROM outbox WHERE recipient = ${target} ORDER BY id DESC LIMIT 1`,
  );
  return /\d{6}/.exec(rows[0]?.body ?? '')?.[0] ?? '';
}

describe('a phone typed with its trunk zero is the same phone', () => {
  it('registration with "+66 81 234 5678", then SMS and password sign-in with "081-234-5678": one account', async () => {
    const code = await smsCode('+66', '+66 81 234 5678', '+66812345678');
    const registered = await post<{ id: number }>(
      ctx.app,
      '/api/front/login/register/mobile',
      { countryCode: '+66', phone: '+66 81 234 5678', captcha: code, password: 'Passw0rd99' },
      { ip: freshIp() },
    );
    expect(registered.body.code).toBe(200);

    // The code for the local spelling goes to the same, international number.
    const local = await smsCode('+66', '081-234-5678', '+66812345678');
    expect(local).toMatch(/^\d{6}$/);
    const bySms = await post<{ id: number; isNew: boolean }>(
      ctx.app,
      '/api/front/login/mobile/captcha',
      { countryCode: '+66', phone: '081-234-5678', captcha: local },
      { ip: freshIp() },
    );
    expect(bySms.body.data).toMatchObject({ id: registered.body.data.id, isNew: false });
    const byPassword = await post<{ id: number; token: string }>(
      ctx.app,
      '/api/front/login/mobile/password',
      { countryCode: '+66', phone: '081-234-5678', password: 'Passw0rd99' },
      { ip: freshIp() },
    );
    expect(byPassword.body.data.id).toBe(registered.body.data.id);
    const info = await get<{ phone: string; countryCode: string }>(
      ctx.app,
      '/api/front/user/info',
      bearer(byPassword.body.data.token),
    );
    expect([info.body.data.countryCode, info.body.data.phone]).toEqual(['+66', '812345678']);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE country_code = '+66' AND phone LIKE '%812345678'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('a Lao mobile typed "020 5555 1234" gets its SMS at +856 20 5555 1234; an address keeps the number so', async () => {
    const code = await smsCode('+856', '020 5555 1234', '+8562055551234');
    const signedIn = await post<{ token: string }>(
      ctx.app,
      '/api/front/login/mobile/captcha',
      { countryCode: '+856', phone: '020 5555 1234', captcha: code },
      { ip: freshIp() },
    );
    expect(signedIn.body.code).toBe(200);
    const saved = await post(
      ctx.app,
      '/api/front/address/edit',
      {
        realName: 'Somchai',
        country: 'TH',
        regionCode: 'TH-10',
        city: 'Bang Rak',
        detail: '99 Silom Rd',
        postCode: '10500',
        countryCode: '+66',
        phone: '081-234-5678',
      },
      { headers: bearer(signedIn.body.data.token) },
    );
    expect(saved.body.code).toBe(200);
    const { rows } = await ctx.db.execute<{ phone: string }>(
      sql`SELECT a.phone FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = '2055551234'`,
    );
    expect(rows.map((r) => r.phone)).toEqual(['812345678']);
  });
});

describe('the migration of phones stored with their trunk prefix', () => {
  it('drops the prefix unless the number without it is another account; address phones too', async () => {
    const users = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO users (nickname, country_code, phone) VALUES
        ('zero', '+66', '0899990001'), ('lao', '+856', '02077770001'), ('italy', '+39', '0612345678'),
        ('twin-zero', '+66', '0899990002'), ('twin', '+66', '899990002')
      RETURNING id`);
    const [zero] = users.rows;
    await ctx.db.execute(sql`
      INSERT INTO addresses (user_id, real_name, detail, post_code, country_code, phone)
      VALUES (${zero!.id}, 'A', 'B', '10500', '+66', '0812340009'), (${zero!.id}, 'A', 'B', '00100', '+39', '0612345678')`);
    const file = path.join(import.meta.dirname, '../../db/migrations/0050_phones_without_trunk_prefix.sql');
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
      await ctx.db.execute(sql.raw(statement));
    }
    const { rows } = await ctx.db.execute<{ nickname: string; phone: string }>(
      sql`SELECT nickname, phone FROM users WHERE nickname IN ('zero', 'lao', 'italy', 'twin-zero', 'twin') ORDER BY id`,
    );
    expect(rows).toEqual([
      { nickname: 'zero', phone: '899990001' },
      { nickname: 'lao', phone: '2077770001' },
      { nickname: 'italy', phone: '0612345678' },
      { nickname: 'twin-zero', phone: '0899990002' },
      { nickname: 'twin', phone: '899990002' },
    ]);
    const addresses = await ctx.db.execute<{ phone: string }>(
      sql`SELECT phone FROM addresses WHERE user_id = ${zero!.id} ORDER BY id`,
    );
    expect(addresses.rows.map((r) => r.phone)).toEqual(['812340009', '0612345678']);
  });
});
