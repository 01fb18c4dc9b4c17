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
