import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// No look-alikes (0/O, 1/I/l).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/** A picture challenge: four characters drawn as an SVG with noise. Only the answer's hash is stored. */
export async function createCaptcha(db: Db): Promise<{ key: string; image: string }> {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const key = randomBytes(16).toString('base64url');
  await db.execute(sql`
    INSERT INTO captchas (key_hash, answer_hash, expires_at)
    VALUES (${hash(key)}, ${hash(answer)}, now() + interval '5 minutes')`);
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer)).toString('base64')}` };
}

/** Checks and spends a challenge: right or wrong, a key is good for one try. */
export async function verifyCaptcha(db: Db, key: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!key || !answer || key.length > 64 || answer.length > 10) return false;
  const { rows } = await db.execute<{ answer_hash: string }>(sql`
    DELETE FROM captchas WHERE key_hash = ${hash(key)} AND expires_at > now() RETURNING answer_hash`);
  return rows[0]?.answer_hash === hash(answer.trim().toUpperCase());
}

function drawCaptcha(answer: string): string {
  const w = 120;
  const h = 40;
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(w), randomInt(h), randomInt(w), randomInt(h)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(360)},50%,60%)" stroke-width="1.5"/>`;
  }).join('');
  const letters = [...answer]
    .map((c, i) => {
      const x = 14 + i * 26 + randomInt(6);
      const y = 28 + randomInt(6);
      const rotate = randomInt(40) - 20;
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-size="24" font-family="monospace" font-weight="bold" fill="hsl(${randomInt(360)},60%,35%)">${c}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#f5f5f5"/>${noise}${letters}</svg>`;
}
