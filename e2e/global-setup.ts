import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startTestIssuer } from '../apps/server/src/modules/auth/social-test-issuer';
import { freePort } from '../apps/server/test/free-port';
import { startInbox } from './inbox-server';

const root = path.resolve(import.meta.dirname, '..');

/** Starts the real shop the way `npm start` does (embedded PostgreSQL, demo data) on a fresh data directory. */
export default async function setup(project: TestProject) {
  const dataDir = path.join(root, '.test-data', `e2e-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const pgPort = await freePort();
  // Real SMTP and SMS endpoints for the shop; journeys read the codes through the inbox's small HTTP API.
  const inbox = await startInbox();
  // A real OpenID provider standing in for Google; its login and consent pages answer by themselves.
  const publicUrl = `http://127.0.0.1:${port}`;
  const issuer = await startTestIssuer({ publicUrl, clients: ['google'] });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      SMTP_URL: inbox.smtpUrl,
      SMS_WEBHOOK_URL: inbox.smsUrl,
      PUBLIC_URL: publicUrl,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: issuer.issuer,
      OIDC_ALLOW_HTTP: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Everything the shop prints goes to a log beside the screenshots, to read when a journey meets a 500.
  const logFile = path.join(root, 'test-results', 'e2e-server.log');
  await mkdir(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop did not start:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /The shop is open at (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the shop exited with ${code}:\n${output}`)));
  });
  const password = (await readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
  const databaseUrl = `postgres://mall:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/mall`;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`UPDATE settings SET value = jsonb_set(value, '{googleOpen}', 'true') WHERE key = 'loginMethods'`);
  await db.end();
  project.provide('baseUrl', baseUrl);
  project.provide('inboxUrl', inbox.apiUrl);
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    child.stdout?.destroy();
    child.stderr?.destroy();
    await inbox.close();
    await issuer.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    inboxUrl: string;
    databaseUrl: string;
  }
}
