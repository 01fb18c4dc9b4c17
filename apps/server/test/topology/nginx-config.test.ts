import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { requireProgram } from './cluster';

// The operator's nginx (deploy/nginx.conf) as Debian's nginx reads it: the file is valid, and the realtime socket's
// path caps the sockets one address holds over all three processes (audit CH1); the client's address it passes on is
// the one it saw (audit CR1).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const conf = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'mall-nginx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The socket's location block of the file. */
const socketBlock = () => /location = \/api\/front\/chat\/ws \{([^}]*)\}/.exec(conf)?.[1] ?? '';

describe('deploy/nginx.conf', () => {
  it('caps the realtime sockets per client address on the socket path, answering 429', () => {
    const zone = /limit_conn_zone \$binary_remote_addr zone=(\w+):\d+m;/.exec(conf);
    expect(zone).not.toBeNull();
    const limit = new RegExp(`limit_conn ${zone![1]} (\\d+);`).exec(socketBlock());
    expect(Number(limit?.[1])).toBeGreaterThanOrEqual(10);
    expect(socketBlock()).toContain('limit_conn_status 429;');
  });

  it('replaces X-Forwarded-For with the address it saw, never appending to what a client wrote (audit CR1)', () => {
    const forwarded = [...conf.matchAll(/proxy_set_header X-Forwarded-For ([^;]+);/g)].map((m) => m[1]);
    expect(forwarded.length).toBeGreaterThanOrEqual(2);
    expect(new Set(forwarded)).toEqual(new Set(['$remote_addr']));
  });

  it('is accepted by nginx -t (the compose hosts app1-3 read as this machine)', async () => {
    const bin = requireProgram('nginx', 'apt-get install nginx (.ci/run installs it)');
    mkdirSync(path.join(dir, 'logs'), { recursive: true });
    const site = conf
      .replace(/\bapp[123]:3000\b/g, '127.0.0.1:3000')
      .replace(/listen 80;/, `listen 127.0.0.1:${await freePort()};`);
    writeFileSync(path.join(dir, 'site.conf'), site);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
    );
    execFileSync(bin, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
  });
});
