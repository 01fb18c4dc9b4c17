import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { GLYPHS } from './captcha-glyphs';

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
      // Each character: scaled, rotated and slightly shaken, drawn as strokes rather than text.
      const scale = 3.6 + randomInt(8) / 10;
      const x0 = 12 + i * 26 + randomInt(5);
      const y0 = 8 + randomInt(6);
      const angle = ((randomInt(40) - 20) * Math.PI) / 180;
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      const colour = `hsl(${randomInt(360)},60%,35%)`;
      return (GLYPHS[c] ?? '')
        .split('|')
        .map((stroke) => {
          const points = stroke.split(' ').map((pair) => {
            const [gx = 0, gy = 0] = pair.split(',').map(Number);
            const x = (gx - 2) * scale + (randomInt(7) - 3) / 10;
            const y = (gy - 3) * scale + (randomInt(7) - 3) / 10;
            return `${(x0 + 8 + x * cos - y * sin).toFixed(1)},${(y0 + 12 + x * sin + y * cos).toFixed(1)}`;
          });
          return `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`;
        })
        .join('');
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#f5f5f5"/>${noise}${letters}</svg>`;
}
