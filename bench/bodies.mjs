// What hostile request bodies cost the server without a session, beside the floor of the same run (/healthz and a
// small honest sign-in body). Errors are expected (the bodies are refused); what matters is how fast.
//   node bench/bodies.mjs [--url http://127.0.0.1:3000] [--seconds 5]
import { header, load, row } from './lib/load.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const seconds = Number(arg('seconds', 5));
const login = `${base}/api/front/login/email`;
const json = { 'content-type': 'application/json' };

const manyKeys = `{${Array.from({ length: 90_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
const flat = JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(manyKeys.length - 40) });

console.log(
  `bodies: 90,000 keys ${(manyKeys.length / 1024).toFixed(0)} KB, flat ${(flat.length / 1024).toFixed(0)} KB`,
);
console.log(header);
for (const connections of [1, 20]) {
  console.log(row(`/healthz, ${connections} conn`, await load({ urls: [`${base}/healthz`], connections, seconds })));
  for (const [label, body] of [
    ['90,000-key body', manyKeys],
    ['flat 1 MB body', flat],
  ]) {
    const r = await load({ urls: [login], connections, seconds, method: 'POST', body, headers: json });
    console.log(row(`${label}, ${connections} conn`, r));
  }
}
