import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { socketDirectory } from './embedded';

const ask = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ unix: boolean }>(
      'SELECT client_addr IS NULL AS unix FROM pg_stat_activity WHERE pid = pg_backend_pid()',
    );
    return rows[0]?.unix;
  } finally {
    await client.end();
  }
};

describe('the embedded cluster is reached through its Unix socket (issue 25)', () => {
  it('names the data directory as the host of the URL the shop connects with, and the session is local', async () => {
    const url = new URL(inject('pgAdminUrl'));
    const host = decodeURIComponent(url.hostname);
    // The test cluster lives under the checkout: its socket is there unless the checkout's path is too deep for one.
    const socket = socketDirectory(inject('pgDir'), Number(url.port));
    expect(host).toBe(socket ?? '127.0.0.1');
    expect(await ask(url.toString())).toBe(socket !== null);
  });

  it('still answers on loopback TCP, with the password, for the tools', async () => {
    const url = new URL(inject('pgAdminUrl'));
    url.host = `127.0.0.1:${url.port}`;
    expect(await ask(url.toString())).toBe(false);
  });

  it('falls back to TCP when the socket path would be too long for the system', () => {
    expect(socketDirectory('/srv/shop/data/pg', 5432)).toBe('/srv/shop/data/pg');
    expect(socketDirectory(`/srv/${'x'.repeat(100)}/pg`, 5432)).toBeNull();
  });
});
