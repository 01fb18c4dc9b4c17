import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type Socket } from '../../../test/chat-socket';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { startMailCatcher } from '../../../test/mail-catcher';
import { readMail } from '../../../test/mail-parts';
import { createSession } from '../../platform/session';
import { hashPassword } from '../auth/passwords';
import { deliverDue } from '../notices/sender';

// Decision 0050: a shop's owner invites, and removes, the people who help run the shop.

let ctx: TestContext;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let owner: { token: string; merchantId: number };
let wsUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await startTestApp({ SMTP_URL: mail.url, PUBLIC_URL: 'https://mall.example' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}/api/front/chat/ws`;
  owner = await merchantToken(ctx.db);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await ctx?.close();
  await mail?.close();
});

const deliver = () => deliverDue({ db: ctx.db, messaging: ctx.app.messaging });
const mailsTo = (to: string) => mail.mails.filter((m) => m.to.includes(to)).map((m) => readMail(m.raw));
const tokenIn = (text: string) => /#\/staff-invite\/([\w-]+)/.exec(text)?.[1] ?? null;

async function send(method: 'DELETE', url: string, headers: Record<string, string>) {
  const res = await ctx.app.inject({ method, url, headers });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: unknown } };
}

const invite = (email: string, headers: Record<string, string> = bearer(owner.token)) =>
  post(ctx.app, '/api/merchant/staff/invites', { email }, { headers });
const accept = (token: string, who: string) =>
  post<{ merchantId: number; shop: string }>(
    ctx.app,
    '/api/front/staff-invite/accept',
    { token },
    { headers: bearer(who) },
  );

const PASSWORD = 'Staff77pass';
let passwordHash: string;

/** A shopper with an e-mail address of our choosing, a password, and a live session. */
async function shopper(tag: string) {
  const s = await newShopper(ctx.db, tag);
  const email = `${tag}.${randomBytes(4).toString('hex')}@example.org`;
  passwordHash ??= await hashPassword(PASSWORD);
  await ctx.db.execute(sql`UPDATE users SET email = ${email}, password_hash = ${passwordHash} WHERE id = ${s.id}`);
  return { ...s, email };
}

/** A member of the owner's shop, joined through an invitation. */
async function member(tag: string) {
  const who = await shopper(tag);
  expect((await accept(await invitedToken(who), who.token)).status).toBe(200);
  return who;
}

/** Invites `who` and reads the link's token from the mail their notice sent. */
async function invitedToken(who: { email: string }): Promise<string> {
  const sent = await invite(who.email);
  expect(sent.status, sent.body.message).toBe(200);
  await deliver();
  const mails = mailsTo(who.email);
  const token = tokenIn(mails.at(-1)?.text ?? '');
  expect(token).not.toBeNull();
  return token!;
}

async function staffRows(userId: number) {
  const { rows } = await ctx.db.execute<{ merchant_id: number; role: string }>(
    sql`SELECT merchant_id, role FROM merchant_staff WHERE user_id = ${userId}`,
  );
  return rows;
}

async function noticeKinds(userId: number) {
  const { rows } = await ctx.db.execute<{ kind: string }>(sql`SELECT kind FROM notices WHERE user_id = ${userId}`);
  return rows.map((r) => r.kind);
}

async function ownerId(): Promise<number> {
  const { rows } = await ctx.db.execute<{ user_id: number }>(
    sql`SELECT user_id FROM merchant_staff WHERE merchant_id = ${owner.merchantId} AND role = 'owner'`,
  );
  return rows[0]!.user_id;
}

describe('inviting and accepting', () => {
  it('mails the invited shopper a link; accepting opens the console at once and tells the owner', async () => {
    const helper = await shopper('helper');
    expect((await get(ctx.app, '/api/merchant/dashboard', bearer(helper.token))).status).toBe(403);

    const sent = await invite(helper.email.toUpperCase());
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(
      'Invitation sent: whoever signs in with this e-mail address can accept it within 7 days',
    );
    await deliver();
    const [letter] = mailsTo(helper.email);
    expect(letter?.subject).toBe('TechZone Official Store invites you to help run the shop');
    expect(letter?.html).toContain('https://mall.example/console/#/staff-invite/');
    const token = tokenIn(letter!.text)!;
    // Only the token's hash is kept with the invitation.
    const { rows: kept } = await ctx.db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM merchant_staff_invites WHERE email = ${helper.email}`,
    );
    expect(kept[0]?.token_hash).not.toContain(token);

    const preview = await post(ctx.app, '/api/front/staff-invite', { token }, { headers: bearer(helper.token) });
    expect(preview.body.data).toMatchObject({ shop: 'TechZone Official Store' });

    const accepted = await accept(token, helper.token);
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(accepted.body.message).toBe('You now help run this shop');
    expect(await staffRows(helper.id)).toEqual([{ merchant_id: owner.merchantId, role: 'staff' }]);
    expect((await get(ctx.app, '/api/merchant/dashboard', bearer(helper.token))).status).toBe(200);
    const info = await get<{ scope: string[] }>(ctx.app, '/api/front/user/info', bearer(helper.token));
    expect(info.body.data.scope).toContain('merchant');

    expect(await noticeKinds(await ownerId())).toContain('staff_joined');
    expect(await noticeKinds(helper.id)).not.toContain('staff_joined');

    // The list: members with masked e-mails, the owner first; the link is used up.
    const list = await get<{ members: { userId: number; email: string; role: string }[]; owner: boolean }>(
      ctx.app,
      '/api/merchant/staff',
      bearer(owner.token),
    );
    expect(list.body.data.owner).toBe(true);
    expect(list.body.data.members[0]?.role).toBe('owner');
    const listed = list.body.data.members.find((m) => m.userId === helper.id);
    expect(listed?.email).toBe(`${helper.email[0]}•••@example.org`);
    const again = await accept(token, helper.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invitation was already used or cancelled');
  });

  it('tells the owner alone, never the other members, who joined, left or was removed (audit DS2)', async () => {
    const { rows: last } = await ctx.db.execute<{ id: number }>(sql`SELECT coalesce(max(id), 0) AS id FROM notices`);
    const bystander = await member('bystander');
    // The owner's matrix once had every kind on for members: a saved row does not bring these back.
    await ctx.db.execute(sql`
      INSERT INTO notice_recipients (merchant_id, user_id, kind, enabled)
      VALUES (${owner.merchantId}, ${bystander.id}, 'staff_joined', true)`);
    const newcomer = await member('newcomer');
    const leaver = await member('leaver');
    expect(
      (await post(ctx.app, '/api/merchant/staff/leave', undefined, { headers: bearer(leaver.token) })).status,
    ).toBe(200);
    await deliver();
    // The platform's removal: in 'lets the platform remove a member' below (the operator log is append-only).
    const staffKinds = ['staff_joined', 'staff_left'];
    const told = await get<{ list: { kind: string; body: string }[] }>(
      ctx.app,
      '/api/merchant/notices',
      bearer(bystander.token),
    );
    expect(told.body.data.list.filter((n) => staffKinds.includes(n.kind))).toEqual([]);
    expect((await noticeKinds(bystander.id)).filter((k) => staffKinds.includes(k))).toEqual([]);
    expect(mailsTo(bystander.email).filter((m) => /joined|left|removed/.test(m.subject ?? ''))).toEqual([]);
    expect(await noticeKinds(await ownerId())).toEqual(expect.arrayContaining(staffKinds));
    // The owner's matrix offers these alerts for the owner only.
    const matrix = await get<{ staff: { userId: number; kinds: string[] }[] }>(
      ctx.app,
      '/api/merchant/notices/recipients',
      bearer(owner.token),
    );
    const of = (userId: number) => matrix.body.data.staff.find((m) => m.userId === userId)!.kinds;
    const ownerOnly = [...staffKinds, 'staff_removed_by_platform'];
    expect(of(bystander.id).filter((k) => ownerOnly.includes(k))).toEqual([]);
    expect(of(await ownerId())).toEqual(expect.arrayContaining(ownerOnly));
    // The later tests count the shop's invitations and the owner's staff notices from here.
    await post(ctx.app, '/api/merchant/staff/leave', undefined, { headers: bearer(bystander.token) });
    await send('DELETE', `/api/merchant/staff/${newcomer.id}`, bearer(owner.token));
    await ctx.db.execute(sql`DELETE FROM notices WHERE id > ${last[0]!.id}`);
    await ctx.db.execute(sql`DELETE FROM merchant_staff_invites WHERE email IN
      (${bystander.email}, ${newcomer.email}, ${leaver.email})`);
  });

  it('answers alike whether or not an account can join, and mails an unknown address to register first', async () => {
    const unknown = `nobody.${randomBytes(4).toString('hex')}@example.org`;
    const elsewhere = await shopper('elsewhere');
    const { rows: other } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM merchants WHERE id <> ${owner.merchantId} ORDER BY id LIMIT 1`,
    );
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${other[0]!.id}, ${elsewhere.id}, 'staff')`,
    );
    const disabled = await shopper('disabled');
    await ctx.db.execute(sql`UPDATE users SET disabled_at = now() WHERE id = ${disabled.id}`);

    const answers = await Promise.all(
      [unknown, elsewhere.email, disabled.email, 'admin@example.com'].map(async (e) => (await invite(e)).body),
    );
    for (const a of answers) {
      expect(a).toEqual({
        code: 200,
        message: 'Invitation sent: whoever signs in with this e-mail address can accept it within 7 days',
        data: null,
      });
    }
    await deliver();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [registerFirst] = mailsTo(unknown);
    expect(registerFirst?.subject).toBe('TechZone Official Store invites you to help run the shop on Mall');
    expect(registerFirst?.text).toContain('first create a Mall account with this e-mail address');
    for (const e of [elsewhere.email, disabled.email, 'admin@example.com']) expect(mailsTo(e)).toEqual([]);
    expect(await noticeKinds(elsewhere.id)).not.toContain('staff_invited');

    // The unknown address registers, and its account accepts from the mailed link.
    const token = tokenIn(registerFirst!.text)!;
    const late = await shopper('late');
    await ctx.db.execute(sql`UPDATE users SET email = ${unknown} WHERE id = ${late.id}`);
    expect((await accept(token, late.token)).status).toBe(200);
    expect(await staffRows(late.id)).toHaveLength(1);
  });

  it("refuses the owner's own address and a member of the shop", async () => {
    const own = await invite('merchant@example.com');
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This is your own e-mail address: you already run this shop');
    const member = await shopper('member');
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${owner.merchantId}, ${member.id}, 'staff')`,
    );
    const twice = await invite(member.email);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This person already helps run your shop');
  });

  it("refuses a staff member who is not the owner, in the reader's language", async () => {
    const member = await shopper('notowner');
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${owner.merchantId}, ${member.id}, 'staff')`,
    );
    const headers = { ...bearer(member.token), 'accept-language': 'th' };
    const refused = await invite('someone@example.org', headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('เฉพาะเจ้าของร้านเท่านั้นที่จัดการทีมงานของร้านได้');
    expect((await send('DELETE', `/api/merchant/staff/${await ownerId()}`, headers)).status).toBe(403);
    const list = await get<{ owner: boolean; invites: unknown[] }>(ctx.app, '/api/merchant/staff', headers);
    expect(list.body.data).toMatchObject({ owner: false, invites: [] });
  });

  it('refuses another account, an expired link, a cancelled one and an operator, each with its sentence', async () => {
    const invited = await shopper('invited');
    const stranger = await shopper('stranger');
    const token = await invitedToken(invited);
    const other = await accept(token, stranger.token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      'This invitation is for another account: sign in with the e-mail address it was sent to',
    );

    await ctx.db.execute(sql`UPDATE merchant_staff_invites SET expires_at = now() WHERE email = ${invited.email}`);
    const expired = await accept(token, invited.token);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe("This invitation has expired: ask the shop's owner for a new one");

    const fresh = await invitedToken(invited);
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM merchant_staff_invites WHERE email = ${invited.email} AND cancelled_at IS NULL`);
    expect((await send('DELETE', `/api/merchant/staff/invites/${rows[0]!.id}`, bearer(owner.token))).status).toBe(200);
    const cancelled = await accept(fresh, invited.token);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('This invitation was already used or cancelled');

    const bogus = await accept('x'.repeat(43), invited.token);
    expect(bogus.status).toBe(404);
    expect(bogus.body.message).toBe('This invitation link is not valid');

    // An operator who registered the invited address after the invitation cannot join.
    const address = `op.${randomBytes(4).toString('hex')}@example.org`;
    await invite(address);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const opToken = tokenIn(mailsTo(address)[0]?.text ?? '')!;
    const op = await newShopper(ctx.db, 'operator');
    await ctx.db.execute(sql`UPDATE users SET email = ${address}, is_admin = true WHERE id = ${op.id}`);
    const operator = await accept(opToken, op.token);
    expect(operator.status).toBe(403);
    expect(operator.body.message).toBe("The platform's accounts cannot join a shop");
    expect(await staffRows(op.id)).toEqual([]);
  });

  it('makes one staff row of two accepts at once, and refuses an account that joined another shop meanwhile', async () => {
    const both = await shopper('both');
    const token = await invitedToken(both);
    const answers = await Promise.all([accept(token, both.token), accept(token, both.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await staffRows(both.id)).toHaveLength(1);

    const mover = await shopper('mover');
    const moverToken = await invitedToken(mover);
    const { rows: other } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM merchants WHERE id <> ${owner.merchantId} ORDER BY id LIMIT 1`,
    );
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${other[0]!.id}, ${mover.id}, 'staff')`,
    );
    const refused = await accept(moverToken, mover.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('You already help run a shop: an account runs one shop only');
    expect(await staffRows(mover.id)).toEqual([{ merchant_id: other[0]!.id, role: 'staff' }]);
  });
});

describe('removing a member', () => {
  it('ends their console and shop socket at once, unassigns their chats, forgets their alert choices, tells them', async () => {
    const leaver = await shopper('leaver');
    expect((await accept(await invitedToken(leaver), leaver.token)).status).toBe(200);
    const customer = await newShopper(ctx.db, 'customer');
    const { rows: conv } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO chat_conversations (user_id, mer_id, assignee_id) VALUES (${customer.id}, ${owner.merchantId}, ${leaver.id})
      RETURNING id`);
    await post(
      ctx.app,
      '/api/merchant/notices/recipients',
      { userId: leaver.id, kinds: ['new_order'] },
      { headers: bearer(owner.token) },
    );
    const socket = await openSocket(wsUrl, { type: 'auth', token: leaver.token, role: 'merchant' });
    sockets.push(socket);
    await socket.next('ready');

    // The owner reads a sentence about the member, not the cart's "Removed" (audit FL1).
    const removed = await send('DELETE', `/api/merchant/staff/${leaver.id}`, {
      ...bearer(owner.token),
      'accept-language': 'th',
    });
    expect([removed.status, removed.body.message]).toEqual([200, 'นำออกจากทีมงานของร้านแล้ว']);

    const refused = await get(ctx.app, '/api/merchant/orders', bearer(leaver.token));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account does not run a shop');
    expect(await Promise.race([socket.closed, new Promise((r) => setTimeout(() => r('open'), 3000))])).toBe(4401);
    const { rows: after } = await ctx.db.execute<{ assignee_id: number | null }>(
      sql`SELECT assignee_id FROM chat_conversations WHERE id = ${conv[0]!.id}`,
    );
    expect(after[0]?.assignee_id).toBeNull();
    const { rows: choices } = await ctx.db.execute(sql`SELECT 1 FROM notice_recipients WHERE user_id = ${leaver.id}`);
    expect(choices).toEqual([]);
    expect(await noticeKinds(leaver.id)).toContain('staff_removed');
    // The owner removed them: the owner's own answer says so, no alert that the platform did.
    expect(await noticeKinds(await ownerId())).not.toContain('staff_removed_by_platform');
    // Still a shopper: signed in, their own account intact.
    expect((await get(ctx.app, '/api/front/user/info', bearer(leaver.token))).status).toBe(200);
  });

  it('never removes the owner', async () => {
    const refused = await send('DELETE', `/api/merchant/staff/${await ownerId()}`, bearer(owner.token));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The shop's owner cannot be removed");
  });
});

describe('leaving the shop (audit CX2)', () => {
  const leave = (token: string, headers: Record<string, string> = {}) =>
    post(ctx.app, '/api/merchant/staff/leave', undefined, { headers: { ...bearer(token), ...headers } });

  it('a member leaves by themselves: the console closes, chats and alert choices go, the owner is told', async () => {
    const quitter = await member('quitter');
    const customer = await newShopper(ctx.db, 'customer');
    const { rows: conv } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO chat_conversations (user_id, mer_id, assignee_id) VALUES (${customer.id}, ${owner.merchantId}, ${quitter.id})
      RETURNING id`);
    await post(
      ctx.app,
      '/api/merchant/notices/recipients',
      { userId: quitter.id, kinds: ['new_order'] },
      { headers: bearer(owner.token) },
    );
    const closing = await post(
      ctx.app,
      '/api/front/user/close',
      { password: PASSWORD },
      { headers: bearer(quitter.token) },
    );
    expect(closing.body.message).toBe('Leave the shop first (Staff page of the console), then close your account');

    const left = await leave(quitter.token);
    expect([left.status, left.body.message]).toEqual([200, "You left the shop's staff"]);
    expect(await staffRows(quitter.id)).toEqual([]);
    expect((await get(ctx.app, '/api/merchant/orders', bearer(quitter.token))).status).toBe(403);
    const { rows: after } = await ctx.db.execute<{ assignee_id: number | null }>(
      sql`SELECT assignee_id FROM chat_conversations WHERE id = ${conv[0]!.id}`,
    );
    expect(after[0]?.assignee_id).toBeNull();
    const { rows: choices } = await ctx.db.execute(sql`SELECT 1 FROM notice_recipients WHERE user_id = ${quitter.id}`);
    expect(choices).toEqual([]);
    const { rows: told } = await ctx.db.execute<{ vars: { name: string } }>(sql`
      SELECT vars FROM notices WHERE kind = 'staff_left' AND user_id = ${await ownerId()}`);
    expect(told.map((n) => n.vars.name)).toEqual(['quitter']);
    expect(await noticeKinds(quitter.id)).not.toContain('staff_left');
    const again = await leave(quitter.token);
    expect(again.status).toBe(403);

    // Now the account closes as any shopper's.
    const closed = await post(
      ctx.app,
      '/api/front/user/close',
      { password: PASSWORD },
      { headers: bearer(quitter.token) },
    );
    expect([closed.status, closed.body.message]).toEqual([200, 'Your account has been closed']);
  });

  it("refuses the owner, in the reader's language", async () => {
    const refused = await leave(owner.token, { 'accept-language': 'th' });
    expect([refused.status, refused.body.message]).toEqual([400, 'เจ้าของร้านออกจากร้านไม่ได้: ร้านต้องมีเจ้าของเสมอ']);
    expect(await staffRows(await ownerId())).toEqual([{ merchant_id: owner.merchantId, role: 'owner' }]);
  });

  it('lets the platform remove a member (never the owner), in the operator log', async () => {
    const watcher = await member('watcher');
    const removed = await member('byplatform');
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
    const admin = bearer(await createSession(ctx.db, rows[0]!.id));
    const url = `/api/admin/merchants/${owner.merchantId}/staff/${removed.id}`;
    expect((await send('DELETE', url, bearer(owner.token))).status).toBe(403);
    const done = await send('DELETE', url, admin);
    expect([done.status, done.body.message]).toEqual([200, "Removed from the shop's staff"]);
    expect(await staffRows(removed.id)).toEqual([]);
    expect(await noticeKinds(removed.id)).toContain('staff_removed');
    // The owner is told, by the name their Staff page gave the member (audit CZ3); the operator is told nothing.
    const told = await get<{ list: { kind: string; title: string; body: string }[] }>(
      ctx.app,
      '/api/merchant/notices?kind=staff_removed_by_platform',
      { ...bearer(owner.token), 'accept-language': 'fr' },
    );
    expect(told.body.data.list.map((n) => [n.title, n.body])).toEqual([
      [
        'La plateforme a retiré byplatform de TechZone Official Store',
        "La plateforme a retiré byplatform de l'équipe de TechZone Official Store : la console marchand lui est fermée, ses conversations sont revenues parmi celles sans responsable, et les alertes que vous lui aviez confiées ne lui parviennent plus. Pour toute question, écrivez au service client de la plateforme.",
      ],
    ]);
    expect((await noticeKinds(rows[0]!.id)).filter((kind) => kind.startsWith('staff'))).toEqual([]);
    expect(await noticeKinds(removed.id)).not.toContain('staff_removed_by_platform');
    // Another member is not told either: "the alerts you had sent them" are the owner's words (audit DS2).
    expect(await noticeKinds(watcher.id)).not.toContain('staff_removed_by_platform');
    await send('DELETE', `/api/merchant/staff/${watcher.id}`, bearer(owner.token));
    await ctx.db.execute(sql`DELETE FROM merchant_staff_invites WHERE email = ${watcher.email}`);
    const { rows: logged } = await ctx.db.execute<{ method: string; user_id: number }>(sql`
      SELECT method, user_id FROM operator_actions WHERE route = '/api/admin/merchants/:id/staff/:userId'`);
    expect(logged).toEqual([{ method: 'DELETE', user_id: rows[0]!.id }]);
    const ownerRefused = await send(
      'DELETE',
      `/api/admin/merchants/${owner.merchantId}/staff/${await ownerId()}`,
      admin,
    );
    expect([ownerRefused.status, ownerRefused.body.message]).toEqual([400, "The shop's owner cannot be removed"]);
  });
});

describe('the staff list (audit CX3)', () => {
  it('marks a member the platform disabled', async () => {
    const off = await member('off');
    await ctx.db.execute(sql`UPDATE users SET disabled_at = now() WHERE id = ${off.id}`);
    const list = await get<{ members: { userId: number; disabled: boolean }[] }>(
      ctx.app,
      '/api/merchant/staff',
      bearer(owner.token),
    );
    const byId = new Map(list.body.data.members.map((m) => [m.userId, m.disabled]));
    expect(byId.get(off.id)).toBe(true);
    expect(byId.get(await ownerId())).toBe(false);
  });
});

describe('a suspended shop (audit CY)', () => {
  it('invites nobody new, but still cancels invitations and removes members', async () => {
    const stays = await member('suspended-member');
    const pending = `pending.${randomBytes(4).toString('hex')}@example.org`;
    expect((await invite(pending)).status).toBe(200);
    await ctx.db.execute(sql`UPDATE merchants SET status = 'suspended' WHERE id = ${owner.merchantId}`);
    try {
      const stranger = `stranger.${randomBytes(4).toString('hex')}@example.org`;
      const refused = await invite(stranger, { ...bearer(owner.token), 'accept-language': 'fr' });
      expect([refused.status, refused.body.message]).toEqual([
        403,
        'Votre boutique est suspendue : elle ne peut inviter personne tant que la plateforme ne l’a pas rouverte. Retirer des membres et annuler des invitations reste possible',
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo(stranger)).toEqual([]);
      const { rows } = await ctx.db.execute<{ id: number }>(
        sql`SELECT id FROM merchant_staff_invites WHERE email IN (${stranger}, ${pending}) AND cancelled_at IS NULL`,
      );
      expect(rows).toHaveLength(1);
      expect((await send('DELETE', `/api/merchant/staff/invites/${rows[0]!.id}`, bearer(owner.token))).status).toBe(
        200,
      );
      expect((await send('DELETE', `/api/merchant/staff/${stays.id}`, bearer(owner.token))).status).toBe(200);
    } finally {
      await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${owner.merchantId}`);
    }
  });
});

describe('an invitation made before a suspension', () => {
  it('cannot be accepted while the shop is suspended, and can once it is reopened', async () => {
    const waiting = await shopper('waiting');
    const token = await invitedToken(waiting);
    await ctx.db.execute(sql`UPDATE merchants SET status = 'suspended' WHERE id = ${owner.merchantId}`);
    try {
      const page = await post(
        ctx.app,
        '/api/front/staff-invite',
        { token },
        { headers: { ...bearer(waiting.token), 'accept-language': 'es' } },
      );
      expect([page.status, page.body.message]).toEqual([
        409,
        'Esta tienda está suspendida por ahora: podrás aceptar la invitación cuando la plataforma la reabra, mientras la invitación siga vigente',
      ]);
      const refused = await accept(token, waiting.token);
      expect([refused.status, refused.body.message]).toEqual([
        409,
        'This shop is suspended for now: you can accept the invitation once the platform reopens it, while the invitation is still valid',
      ]);
      expect(await staffRows(waiting.id)).toEqual([]);
    } finally {
      await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${owner.merchantId}`);
    }
    // The invitation stayed valid: reopened, the shop takes them.
    expect((await accept(token, waiting.token)).status).toBe(200);
    expect(await staffRows(waiting.id)).toEqual([{ merchant_id: owner.merchantId, role: 'staff' }]);
  });
});

describe('the console signs in with a password only (audit CY)', () => {
  it('refuses an account without a password, until it sets one', async () => {
    const social = await shopper('nopassword');
    await ctx.db.execute(sql`UPDATE users SET password_hash = NULL WHERE id = ${social.id}`);
    const token = await invitedToken(social);
    const refused = await accept(token, social.token);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Set a password for your account first (Profile → Security), then open the link again',
    ]);
    expect(await staffRows(social.id)).toEqual([]);
    await ctx.db.execute(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${social.id}`);
    expect((await accept(token, social.token)).status).toBe(200);
  });

  it("ends the account's sessions opened by QR or a social sign-in on joining", async () => {
    const joiner = await shopper('joiner');
    const qr = await createSession(ctx.db, joiner.id, '', 'qr');
    const bySocial = await createSession(ctx.db, joiner.id, '', 'social');
    expect((await get(ctx.app, '/api/front/user/info', bearer(qr))).status).toBe(200);
    expect((await accept(await invitedToken(joiner), joiner.token)).status).toBe(200);
    for (const ended of [qr, bySocial]) {
      expect((await get(ctx.app, '/api/merchant/dashboard', bearer(ended))).status).toBe(401);
      expect((await get(ctx.app, '/api/front/user/info', bearer(ended))).status).toBe(401);
    }
    expect((await get(ctx.app, '/api/merchant/dashboard', bearer(joiner.token))).status).toBe(200);
  });
});

describe("the shop's limits", () => {
  it('refuses a 21st invitation in a day and a 21st member', async () => {
    const { rows: shop } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM merchants WHERE id <> ${owner.merchantId} ORDER BY id DESC LIMIT 1`,
    );
    const shopId = shop[0]!.id;
    const boss = await shopper('boss');
    await ctx.db.execute(sql`DELETE FROM merchant_staff WHERE merchant_id = ${shopId}`);
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shopId}, ${boss.id}, 'owner')`,
    );
    const headers = bearer(boss.token);
    for (let n = 0; n < 20; n++) {
      expect((await invite(`daily${n}.${randomBytes(3).toString('hex')}@example.org`, headers)).status).toBe(200);
    }
    const capped = await invite('one.more@example.org', headers);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe('Your shop sent 20 invitations in the last 24 hours: try again tomorrow');

    await ctx.db.execute(sql`UPDATE merchant_staff_invites SET created_at = now() - interval '2 days'
      WHERE merchant_id = ${shopId}`);
    for (let n = 0; n < 20; n++) {
      const u = await newShopper(ctx.db, `crew${n}`);
      await ctx.db.execute(
        sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shopId}, ${u.id}, 'staff')`,
      );
    }
    const full = await invite('one.more@example.org', headers);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'A shop has at most 20 people besides its owner: remove someone before inviting another',
    );
  });
});
