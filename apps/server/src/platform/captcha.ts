import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { GLYPHS } from './captcha-glyphs';

// No look-alikes (0/O, 1/I/l).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/** The size the forms show (CSS pixels); the PNG has twice as many pixels, sharp on high-density screens. */
const WIDTH = 120;
const HEIGHT = 40;
/** Drawn at three times the shown size, then scaled down: the letters' edges blend into the noise. */
const SCALE = 3;

/**
 * A picture challenge: four characters rendered on the server into a PNG (the answer `{ key, image }` carries a
 * `data:image/png;base64,…` URL). The drawing instructions never leave the server, so a script has only pixels to
 * read: warped and rotated strokes in varied colours, crossed by noise curves of the same weight and colours, on a
 * textured background. Only the answer's hash is stored.
 */
export async function createCaptcha(db: Db): Promise<{ key: string; image: string }> {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const key = randomBytes(16).toString('base64url');
  await db.execute(sql`
    INSERT INTO captchas (key_hash, answer_hash, expires_at)
    VALUES (${hash(key)}, ${hash(answer)}, now() + interval '5 minutes')`);
  // Loaded on first use, not at start: libvips is 20 MB of a process that may never draw a challenge (issue 25).
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(drawCaptcha(answer)))
    .resize(WIDTH * 2, HEIGHT * 2)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return { key, image: `data:image/png;base64,${png.toString('base64')}` };
}

/** Checks and spends a challenge: right or wrong, a key is good for one try. */
export async function verifyCaptcha(db: Db, key: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!key || !answer || key.length > 64 || answer.length > 10) return false;
  const { rows } = await db.execute<{ answer_hash: string }>(sql`
    DELETE FROM captchas WHERE key_hash = ${hash(key)} AND expires_at > now() RETURNING answer_hash`);
  return rows[0]?.answer_hash === hash(answer.trim().toUpperCase());
}

const rand = (min: number, max: number) => min + (randomInt(10_000) / 10_000) * (max - min);
const colour = (lightness: [number, number]) =>
  `hsl(${randomInt(360)},${randomInt(45, 80)}%,${randomInt(lightness[0], lightness[1])}%)`;

/** The SVG the server rasterises (never sent): every coordinate is in the 3x drawing space. */
function drawCaptcha(answer: string): string {
  const w = WIDTH * SCALE;
  const h = HEIGHT * SCALE;
  // A wave that bends the whole picture, so letters are not rigid shapes at fixed places.
  const [ampX, ampY, freqX, freqY, phase] = [rand(3, 7), rand(4, 9), rand(0.015, 0.03), rand(0.02, 0.05), rand(0, 6)];
  const warp = (x: number, y: number): [number, number] => [
    x + ampX * Math.sin(y * freqY + phase),
    y + ampY * Math.sin(x * freqX + phase * 1.7),
  ];

  const background = [
    `<rect width="${w}" height="${h}" fill="hsl(${randomInt(360)},30%,${randomInt(88, 95)}%)"/>`,
    ...Array.from({ length: 140 }, () => {
      const r = rand(1, 5).toFixed(1);
      return `<circle cx="${randomInt(w)}" cy="${randomInt(h)}" r="${r}" fill="${colour([55, 85])}" opacity="${rand(0.25, 0.6).toFixed(2)}"/>`;
    }),
    ...Array.from({ length: 5 }, () => {
      const y = randomInt(h);
      return `<path d="M0 ${y} Q ${randomInt(w)} ${randomInt(h)} ${w} ${randomInt(h)}" stroke="${colour([60, 80])}" stroke-width="${rand(6, 14).toFixed(1)}" fill="none" opacity="0.35"/>`;
    }),
  ];

  const letters = [...answer].map((c, i) => {
    const scale = rand(9.5, 12);
    const x0 = 30 + i * 80 + rand(-6, 6);
    const y0 = 22 + rand(-8, 8);
    const angle = (rand(-28, 28) * Math.PI) / 180;
    const shear = rand(-0.35, 0.35);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const stroke = colour([20, 45]);
    const width = rand(7, 9.5).toFixed(1);
    return (GLYPHS[c] ?? '')
      .split('|')
      .map((line) => {
        const points = line.split(' ').map((pair) => {
          const [gx = 0, gy = 0] = pair.split(',').map(Number);
          const lx = (gx - 2 + shear * (gy - 3)) * scale + rand(-3, 3);
          const ly = (gy - 3) * scale + rand(-3, 3);
          return warp(x0 + 24 + lx * cos - ly * sin, y0 + 36 + lx * sin + ly * cos);
        });
        // Curved segments through the points (midpoint quadratic), so strokes are not straight lines.
        const [first, ...rest] = points;
        let d = `M${first![0].toFixed(1)} ${first![1].toFixed(1)}`;
        rest.forEach(([x, y], j) => {
          const [px, py] = points[j]!;
          d += ` Q${(px + rand(-3, 3)).toFixed(1)} ${(py + rand(-3, 3)).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
        });
        return `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
      })
      .join('');
  });

  // Noise as heavy as the letters, crossing them, in the same kind of colours.
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1] = warp(randomInt(w), randomInt(h));
    const [x2, y2] = warp(randomInt(w), randomInt(h));
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} C ${randomInt(w)} ${randomInt(h)} ${randomInt(w)} ${randomInt(h)} ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${colour([20, 50])}" stroke-width="${rand(2.5, 4).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  });
  const specks = Array.from({ length: 60 }, () => {
    return `<circle cx="${randomInt(w)}" cy="${randomInt(h)}" r="${rand(1, 3).toFixed(1)}" fill="${colour([15, 45])}"/>`;
  });

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background.join('')}${letters.join('')}${noise.join('')}${specks.join('')}</svg>`;
}
