import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { loadConfig } from '../config';
import { PUBLISHED_SECRETS, SECRET_URL_VARIABLES, SECRET_VARIABLES } from '../config-secrets';

// Issue 21, item 4: a published credential that works. docker-compose.yml shipped a metrics token (and database,
// replica and MinIO passwords) that the server accepted in production, so anyone who read the repository could read
// /metrics of a shop started from it. Now a production server refuses to start with any secret whose value the
// repository has published, naming the variable; the example files hold no secret and say how to make one.

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env });

/** The files people copy settings from: compose, deploy/, the README and docs, and every example env file. */
function exampleFiles(): string[] {
  const files = ['docker-compose.yml', 'README.md', 'Dockerfile'];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = path.join(dir, name);
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else files.push(rel);
    }
  };
  walk('deploy');
  walk('docs');
  for (const name of readdirSync(ROOT)) if (/^\.env\..*example|\.example$/.test(name)) files.push(name);
  return files;
}

/**
 * Secret-looking values written in a text: `NAME: value` or `NAME=value` where the name says password, secret, token
 * or key (a publishable key and an access key id are not secret), and the password of any `scheme://user:pass@` address.
 * Interpolations (`${VAR:?…}`, `$VAR`) are not values.
 */
function secretValues(text: string): string[] {
  const found: string[] = [];
  const named =
    /(?<!\$\{)\b([A-Z][A-Z0-9_]*(?:PASSWORD|SECRET|TOKEN|_KEY)[A-Z0-9_]*)\b[ \t]*[:=][ \t]*["']?([^"'\s#,|`]+)/g;
  for (const m of text.matchAll(named)) {
    const name = m[1] ?? '';
    const value = m[2] ?? '';
    if (/PUBLISHABLE|ACCESS_KEY_ID/.test(name) || value.startsWith('$') || value.startsWith('<')) continue;
    found.push(value);
  }
  for (const m of text.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:([^\s@]+)@/g)) {
    const value = m[1] as string;
    if (!value.startsWith('$')) found.push(value);
  }
  return found;
}

describe('a published credential that works', () => {
  it('the metrics token docker-compose.yml published is refused at start in production, naming the variable', () => {
    expect(production({ METRICS_TOKEN: 'change-this-metrics-token' })).toThrow(
      /METRICS_TOKEN is a value published in this repository.*openssl rand -hex 32/,
    );
  });

  it.each(SECRET_VARIABLES.flatMap((name) => PUBLISHED_SECRETS.map((value) => [name, value] as const)))(
    '%s=%s is refused in production',
    (name, value) => {
      expect(production({ [name]: value })).toThrow(new RegExp(`${name} is a value published`));
      expect(production({ [name]: value.toUpperCase() })).toThrow(new RegExp(name));
    },
  );

  it.each(SECRET_URL_VARIABLES.flatMap((name) => PUBLISHED_SECRETS.map((value) => [name, value] as const)))(
    'a published password in %s (%s) is refused in production',
    (name, value) => {
      const url = name.startsWith('SMTP')
        ? `smtp://mall:${value}@mail.example.com:587`
        : name.startsWith('SMS')
          ? `https://sms:${value}@sms.example.com/send`
          : `postgres://mall:${value}@db:5432/mall`;
      expect(production({ [name]: url })).toThrow(new RegExp(`${name} holds a password published`));
    },
  );

  it('placeholders are refused too, fresh secrets and development start', () => {
    expect(production({ METRICS_TOKEN: 'changeme-changeme-changeme' })).toThrow(/METRICS_TOKEN/);
    expect(production({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const fresh = '5f0c1f0e9d7a4b3c8e2a6d1f0b9c8a7e5f0c1f0e9d7a4b3c8e2a6d1f0b9c8a7e';
    expect(production({ METRICS_TOKEN: fresh, DATABASE_URL: `postgres://mall:${fresh}@db:5432/mall` })).not.toThrow();
    // A trial outside production may use the old example values.
    expect(() => loadConfig({ NODE_ENV: 'development', METRICS_TOKEN: 'change-this-metrics-token' })).not.toThrow();
  });

  it('every secret-looking value in the example files is on the refused list, and none is left in compose', () => {
    // The scanner finds what it should (so an empty result below means something).
    expect(
      secretValues('METRICS_TOKEN: abc\nX_PASSWORD=def\nDB: postgres://u:ghi@h/db\nS3_ACCESS_KEY_ID: mall'),
    ).toEqual(['abc', 'def', 'ghi']);
    const refused = new Set(PUBLISHED_SECRETS.map((v) => v.toLowerCase()));
    for (const file of exampleFiles()) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const value of secretValues(text)) expect(refused.has(value.toLowerCase()), `${file}: ${value}`).toBe(true);
    }
    expect(secretValues(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'))).toEqual([]);
  });

  it('the example files say how to make a secret', () => {
    for (const file of ['docker-compose.yml', '.env.example'])
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toContain('openssl rand -hex 32');
  });
});

describe('a fresh metrics token in production', () => {
  let prod: TestContext;
  const token = 'f3a9c2d47b1e8a6c5d0f9e2b7a4c1d8e';
  beforeAll(async () => {
    prod = await startTestApp({ NODE_ENV: 'production', METRICS_TOKEN: token });
  });
  afterAll(() => prod?.close());

  it('starts and lets Prometheus read /metrics with it; a wrong token reads nothing', async () => {
    const read = (bearer: string) =>
      prod.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${bearer}` } });
    expect((await read(token)).statusCode).toBe(200);
    expect((await read('change-this-metrics-token')).statusCode).not.toBe(200);
  }, 30_000);
});
