import { normaliseEmail } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { runMigrations } from './client';

// Addresses stored before the normal form (audit FN4) are brought to it at start-up, as every address typed since is
// looked up; one whose normal form another account holds is left, and named in a warning.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('stored sign-in addresses at start-up (audit FN4)', () => {
  it('are written in their normal form unless another account holds it, which is warned of and left', async () => {
    const stored = {
      decomposed: 'JOSE\u0301@Example.org',
      fullwidth: '\uff41nn2@example.org',
      dottedCapital: '\u0130nfo@example.org',
      dottedSmall: 'i\u0307nfo2@example.org',
      zeroWidth: 'zero\u200bwidth@example.org',
      plain: 'clash@example.org',
      clash: 'CLASH@example.org',
    };
    const ids: Record<string, number> = {};
    for (const [key, email] of Object.entries(stored)) {
      const { rows } = await ctx.db.execute<{ id: number }>(
        sql`INSERT INTO users (email, nickname) VALUES (${email}, ${key}) RETURNING id`,
      );
      ids[key] = rows[0]!.id;
    }
    const warnings: string[] = [];
    await runMigrations(ctx.db, (message) => warnings.push(message));

    const { rows } = await ctx.db.execute<{ id: number; email: string }>(
      sql`SELECT id, email FROM users WHERE id IN (${sql.join(Object.values(ids), sql`, `)})`,
    );
    const now = Object.fromEntries(rows.map((r) => [r.id, r.email]));
    expect(Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, now[id]]))).toEqual({
      decomposed: 'jos\u00e9@example.org',
      fullwidth: 'ann2@example.org',
      dottedCapital: 'info@example.org',
      dottedSmall: 'info2@example.org',
      zeroWidth: 'zerowidth@example.org',
      plain: 'clash@example.org',
      clash: 'CLASH@example.org',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`Account ${ids.clash}`);
    expect(warnings[0]).toContain(`account ${ids.plain}`);
    // What a person types is looked up in the same form: "İnfo" means "info".
    expect(normaliseEmail(' \u0130NFO@example.org')).toBe('info@example.org');
    expect(normaliseEmail('JOSE\u0301@example.org')).toBe(now[ids.decomposed!]);

    // Once done, the next start finds nothing to do but the clash, which it names again.
    const again: string[] = [];
    await runMigrations(ctx.db, (message) => again.push(message));
    expect(again).toEqual(warnings);
  });
});

describe('stored e-mails beyond the sign-in addresses at start-up (brief fix-GH)', () => {
  it('an invitation written Ana@Example.COM before the normal form is accepted by ana@example.com', async () => {
    const { createSession, hashToken } = await import('../platform/session');
    const { rows: owner } = await ctx.db.execute<{ user_id: number; merchant_id: number }>(sql`
      SELECT s.user_id, s.merchant_id FROM merchant_staff s JOIN users u ON u.id = s.user_id
      WHERE u.email = 'merchant@example.com'`);
    const { rows: ana } = await ctx.db.execute<{ id: number }>(
      sql`INSERT INTO users (email, nickname, password_hash) VALUES ('ana@example.com', 'Ana', 'x') RETURNING id`,
    );
    const token = 'fix-gh-invite-token-0123456789abcdef';
    await ctx.db.execute(sql`
      INSERT INTO merchant_staff_invites (merchant_id, email, invited_by, token_hash, expires_at)
      VALUES (${owner[0]!.merchant_id}, 'Ana@Example.COM', ${owner[0]!.user_id}, ${hashToken(token)},
        now() + interval '7 days')`);
    const headers = {
      authorization: `Bearer ${await createSession(ctx.db, ana[0]!.id)}`,
      'content-type': 'application/json',
    };
    const preview = () =>
      ctx.app.inject({ method: 'POST', url: '/api/front/staff-invite', headers, payload: { token } });
    expect((await preview()).statusCode, 'refused as another account before start-up').toBe(403);

    await runMigrations(ctx.db, () => {});
    const { rows } = await ctx.db.execute<{ email: string }>(
      sql`SELECT email FROM merchant_staff_invites WHERE token_hash = ${hashToken(token)}`,
    );
    expect(rows[0]!.email).toBe('ana@example.com');
    expect((await preview()).statusCode).toBe(200);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/staff-invite/accept',
      headers,
      payload: { token },
    });
    expect(accepted.json()).toMatchObject({ code: 200, data: { merchantId: owner[0]!.merchant_id } });
  });

  it('a bounced address kept in another form is listed in the normal one, once', async () => {
    await ctx.db.execute(sql`
      INSERT INTO notice_bounces (email, reason) VALUES
        ('Bounce@Example.org', 'a'), ('\uff42ounce2@example.org', 'b'), ('bounce2@example.org', 'c')`);
    await runMigrations(ctx.db, () => {});
    const { rows } = await ctx.db.execute<{ email: string; reason: string }>(
      sql`SELECT email, reason FROM notice_bounces WHERE email ILIKE '%ounce%' ORDER BY email`,
    );
    expect(rows).toEqual([
      { email: 'bounce2@example.org', reason: 'c' },
      { email: 'bounce@example.org', reason: 'a' },
    ]);
  });
});
