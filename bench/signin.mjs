// Sign-in throughput: POST /api/front/login/email with the demo shopper at 16 connections. argon2id (19 MiB,
// 2 passes, 1 lane) makes each sign-in deliberately expensive. Start the shop with a raised rate limit, or every
// request past the tenth is answered 429:
//   RATE_LIMIT_FACTOR=100000 npm start      then      node bench/signin.mjs [--url http://127.0.0.1:3000]
import { header, load, row } from './lib/load.mjs';

const urlArg = process.argv.indexOf('--url');
const base = (urlArg > 0 ? process.argv[urlArg + 1] : 'http://127.0.0.1:3000').replace(/\/$/, '');
const body = JSON.stringify({ email: 'shopper@example.com', password: 'Shopper123!' });
const url = `${base}/api/front/login/email`;
const opts = { urls: [url], method: 'POST', body, headers: { 'content-type': 'application/json' } };
console.log(header);
for (const connections of [1, 16]) {
  console.log(row(`sign-in, ${connections} connection(s)`, await load({ ...opts, connections, seconds: 10 })));
}
