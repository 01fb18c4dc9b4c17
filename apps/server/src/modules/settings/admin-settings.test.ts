import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadPicture } from '../../../test/settle-support';
import { createSession } from '../../platform/session';

let ctx: TestContext;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  // A Google client id is configured, the others are not: the console shows which switches can take effect.
  ctx = await startTestApp({ GOOGLE_CLIENT_ID: 'google-client-for-tests' });
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = { headers: bearer(await createSession(ctx.db, rows[0]!.id)) };
});
afterAll(() => ctx?.close());

type Home = {
  logoUrl: string;
  currencySymbol: string;
  mobileUrl: string;
  showGuest: boolean;
  service: Record<string, string>;
  footer: Record<string, string>;
};
const home = async () => (await get<Home>(ctx.app, '/api/pc/home/index')).body.data;

describe('home settings', () => {
  it('reads and saves logo, login picture, mobile site and currency; the storefront follows', async () => {
    const before = await get<Record<string, string>>(ctx.app, '/api/admin/settings/home', admin.headers);
    expect(before.body.data.logoUrl).toMatch(/^\/uploads\//);
    const next = {
      // Any upload our upload call recorded (modules/uploads/upload-owners.ts).
      logoUrl: await uploadPicture(ctx.app, admin.headers.authorization!.slice('Bearer '.length)),
      loginLeftImage: '',
      mobileUrl: 'https://m.shop.example',
      currencySymbol: 'US$',
    };
    const saved = await post<Record<string, string>>(ctx.app, '/api/admin/settings/home', next, admin);
    expect(saved.body).toMatchObject({ code: 200, message: 'Saved', data: next });
    expect(await home()).toMatchObject({ logoUrl: next.logoUrl, mobileUrl: next.mobileUrl, currencySymbol: 'US$' });
    expect((await get<{ loginLeftImage: string }>(ctx.app, '/api/pc/login/getLoginPic')).body.data.loginLeftImage).toBe(
      '',
    );
    // The guest flag stored beside them is left alone.
    expect((await home()).showGuest).toBe(true);
  });

  it('refuses outside pictures and addresses', async () => {
    const base = { logoUrl: '', loginLeftImage: '', mobileUrl: '', currencySymbol: '$' };
    for (const bad of [
      { logoUrl: 'https://evil.example/logo.png' },
      { mobileUrl: 'javascript:alert(1)' },
      { currencySymbol: '' },
      { currencySymbol: 'dollars' },
    ]) {
      expect((await post(ctx.app, '/api/admin/settings/home', { ...base, ...bad }, admin)).status).toBe(400);
    }
    expect((await post(ctx.app, '/api/admin/settings/home', { logoUrl: '' }, admin)).status).toBe(400);
  });
});

describe('login methods', () => {
  const info = async () =>
    (await get<Record<string, boolean | string>>(ctx.app, '/api/front/login/method/info')).body.data;

  it('shows the switches and which providers the environment configures', async () => {
    const { body } = await get<Record<string, unknown>>(ctx.app, '/api/admin/settings/login-methods', admin.headers);
    expect(body.data).toEqual({
      visitorOpen: true,
      showGuest: true,
      googleOpen: false,
      facebookOpen: false,
      twitterOpen: false,
      configured: { google: true, facebook: false, twitter: false },
    });
  });

  it('switching the guest entry off hides it and refuses guest sign-in; on again allows it', async () => {
    const off = { visitorOpen: false, showGuest: true, googleOpen: true, facebookOpen: true, twitterOpen: false };
    const saved = await post<Record<string, unknown>>(ctx.app, '/api/admin/settings/login-methods', off, admin);
    expect(saved.body.data).toMatchObject(off);
    // Google is configured and on; Facebook is on but has no client id, so shoppers are not offered it.
    expect(await info()).toMatchObject({
      visitorOpen: false,
      googleOpen: true,
      facebookOpen: false,
      twitterOpen: false,
    });
    const guest = { countryCode: '+33', email: 'guest.admin@example.org', phone: '612345678' };
    expect((await post(ctx.app, '/api/front/login/register/visitor', guest, { ip: freshIp() })).status).toBe(403);

    const storeFlagOff = { ...off, visitorOpen: true, showGuest: false };
    await post(ctx.app, '/api/admin/settings/login-methods', storeFlagOff, admin);
    expect((await home()).showGuest).toBe(false);
    expect((await post(ctx.app, '/api/front/login/register/visitor', guest, { ip: freshIp() })).status).toBe(403);

    await post(ctx.app, '/api/admin/settings/login-methods', { ...storeFlagOff, showGuest: true }, admin);
    expect((await home()).showGuest).toBe(true);
    expect((await info()).visitorOpen).toBe(true);
    expect((await post(ctx.app, '/api/front/login/register/visitor', guest, { ip: freshIp() })).body.code).toBe(200);
    // The home settings stored beside the guest flag are untouched.
    expect((await home()).currencySymbol).toBe('US$');
  });

  it('takes exactly the five switches', async () => {
    const all = { visitorOpen: true, showGuest: true, googleOpen: false, facebookOpen: false, twitterOpen: false };
    expect(
      (await post(ctx.app, '/api/admin/settings/login-methods', { ...all, facebookAppId: 'x' }, admin)).status,
    ).toBe(400);
    expect(
      (await post(ctx.app, '/api/admin/settings/login-methods', { ...all, visitorOpen: 'yes' }, admin)).status,
    ).toBe(400);
  });
});

describe('customer service and footer', () => {
  it('saves the service config; the home data and a shop without its own config follow', async () => {
    const next = {
      serviceType: 'email',
      serviceLink: '',
      serviceMessage: 'We answer within a day.',
      servicePhone: '+1 212-555-0100',
      serviceEmail: 'help@shop.example',
      qrImage: '',
    };
    const saved = await post<Record<string, string>>(ctx.app, '/api/admin/settings/service', next, admin);
    expect(saved.body.data).toEqual(next);
    // The home data carries the QR picture too: the service popup shows it (spec audit, issue 15).
    expect((await home()).service).toEqual(next);
    expect((await get(ctx.app, '/api/admin/settings/service', admin.headers)).body.data).toEqual(next);
  });

  it('needs the field of the chosen service type, and valid values', async () => {
    const base = {
      serviceType: 'h5',
      serviceLink: '',
      serviceMessage: '',
      servicePhone: '',
      serviceEmail: '',
      qrImage: '',
    };
    const noLink = await post(ctx.app, '/api/admin/settings/service', base, admin);
    expect(noLink.status).toBe(400);
    expect(noLink.body.message).toContain('The h5 service type needs a link');
    for (const bad of [
      { serviceType: 'h5', serviceLink: 'javascript:alert(1)' },
      { serviceType: 'phone', servicePhone: 'call me' },
      { serviceType: 'email', serviceEmail: 'not-an-email' },
      { serviceType: 'pigeon', serviceMessage: 'hi' },
      { serviceType: 'message', serviceMessage: 'x'.repeat(201) },
    ]) {
      expect((await post(ctx.app, '/api/admin/settings/service', { ...base, ...bad }, admin)).status).toBe(400);
    }
  });

  it('saves the footer; the storefront footer follows', async () => {
    const next = { phone: '400-000-1234', address: '1 New Road, Springfield', copyright: '© 2026 Shop' };
    expect((await post(ctx.app, '/api/admin/settings/footer', next, admin)).body.data).toEqual(next);
    expect((await home()).footer).toEqual(next);
    expect((await get(ctx.app, '/api/admin/settings/footer', admin.headers)).body.data).toEqual(next);
    expect(
      (await post(ctx.app, '/api/admin/settings/footer', { ...next, address: 'x'.repeat(201) }, admin)).status,
    ).toBe(400);
  });
});

describe('payment settings', () => {
  it('shows the active provider and never a secret', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings/payment', headers: admin.headers });
    expect(res.json().data).toEqual({
      stripeOpen: true,
      testcardOpen: true,
      stripeConfigured: false,
      stripeWebhookConfigured: false,
      stripePublishableKey: '',
      activeProvider: 'testcard',
      testcardAllowed: true,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('closing the test card leaves no card payment in the storefront; opening it brings it back', async () => {
    const closed = await post<{ activeProvider: string | null }>(
      ctx.app,
      '/api/admin/settings/payment',
      { stripeOpen: true, testcardOpen: false },
      admin,
    );
    expect(closed.body.data.activeProvider).toBeNull();
    expect((await get<unknown[]>(ctx.app, '/api/front/pay/method')).body.data).toEqual([]);
    const shopper = await newShopper(ctx.db, 'payer');
    const pay = await post(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      { orderNo: 'PT20260101000000000001', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'A B' },
      { headers: bearer(shopper.token) },
    );
    expect(pay.body).toMatchObject({
      code: 400,
      message: 'Payment is not available at the moment. Your order is kept; please try again later',
    });

    await post(ctx.app, '/api/admin/settings/payment', { stripeOpen: true, testcardOpen: true }, admin);
    expect((await get<unknown[]>(ctx.app, '/api/front/pay/method')).body.data).toEqual([
      { payType: 'card', name: 'Bank card', provider: 'testcard' },
    ]);
    expect((await post(ctx.app, '/api/admin/settings/payment', { stripeOpen: true }, admin)).status).toBe(400);
  });
});

describe('points settings', () => {
  it('reads and saves the points rules; the points page shows them', async () => {
    const before = await get<Record<string, number>>(ctx.app, '/api/admin/settings/points', admin.headers);
    expect(before.body.data).toEqual({
      earnRate: expect.any(Number),
      frozenDays: expect.any(Number),
      value: expect.any(Number),
      maxShare: expect.any(Number),
    });
    const next = { earnRate: 2.5, frozenDays: 3, value: 50, maxShare: 30 };
    expect((await post(ctx.app, '/api/admin/settings/points', next, admin)).body.data).toEqual(next);
    const shopper = await newShopper(ctx.db, 'pointy');
    const summary = await get<Record<string, number>>(ctx.app, '/api/front/integral/user', bearer(shopper.token));
    expect(summary.body.data).toMatchObject(next);
    for (const bad of [
      { ...next, earnRate: 101 },
      { ...next, earnRate: 1.234 },
      { ...next, frozenDays: 1.5 },
      { ...next, value: 0 },
      { ...next, maxShare: 101 },
    ]) {
      expect((await post(ctx.app, '/api/admin/settings/points', bad, admin)).status, JSON.stringify(bad)).toBe(400);
    }
  });
});
