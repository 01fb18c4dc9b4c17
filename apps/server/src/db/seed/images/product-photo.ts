import type { Random } from '../random';
import { PICTOGRAMS } from './product-image';
import { darker, isLight, lighter, linearGradient, mix, paintOf, SHADOW_FILTER, svgDoc } from './svg-kit';

/**
 * Product "photos": the category's pictogram staged like a shop's studio shot. Each product draws its own look from
 * the seeded generator (backdrop, backdrop colour, fabric pattern, shade of its colour, pose and props), so that no
 * two products in a catalogue show the same main picture; the gallery's views frame the same look differently.
 */

/** Number of different views of one look; products show up to this many pictures. */
export const PHOTO_VIEWS = 4;

const BACKDROPS = ['studio', 'wall', 'arch', 'podium', 'table', 'blocks', 'marble', 'sun'] as const;
type Backdrop = (typeof BACKDROPS)[number];
const PATTERNS = ['plain', 'stripes', 'dots', 'checks', 'floral', 'chevron'] as const;
type Pattern = (typeof PATTERNS)[number];
const PROPS = ['none', 'leaves', 'spheres', 'confetti'] as const;
/** Studio paper and painted walls: soft colours that let the goods stand out. */
const BACKDROP_COLOURS = [
  '#f6efe7',
  '#fde2e4',
  '#e2ece9',
  '#dfe7fd',
  '#fff1c1',
  '#e9e3f5',
  '#eeeeee',
  '#d8eef7',
  '#f9dcc4',
  '#e6e1d6',
  '#dcebd8',
  '#f3d9e8',
];
const WOODS = ['#c8a27a', '#a47551', '#dcc3a1', '#8a6a4f'];
/** Shades of the SKU colour: the same "navy" from two brands is rarely the same navy. */
const TONES = [-0.14, -0.07, 0, 0, 0.08, 0.16];
const ANGLES = [-8, -5, -2, 0, 0, 3, 6, 9];

/** Goods that come in printed or woven fabric; the others keep a plain finish. */
const PATTERNED = new Set([
  'dress',
  'blouse',
  'scarf',
  'tshirt',
  'pillow',
  'handbag',
  'backpack',
  'cap',
  'mat',
  'mug',
  'storybook',
  'book',
  'tent',
  'snack',
  'jacket',
  'teddy',
]);

export type Look = {
  backdrop: Backdrop;
  bg: string;
  pattern: Pattern;
  /** Pattern colour and rotation. */
  accent: string;
  patternAngle: number;
  tone: number;
  angle: number;
  /** Offset of the product from the centre, in pixels. */
  dx: number;
  scale: number;
  props: (typeof PROPS)[number];
  /** A short key naming the look in file names: the same key is the same picture. */
  key: string;
};

function channels(hex: string): number[] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function distance(a: string, b: string): number {
  const x = channels(a);
  const y = channels(b);
  return Math.hypot((x[0] ?? 0) - (y[0] ?? 0), (x[1] ?? 0) - (y[1] ?? 0), (x[2] ?? 0) - (y[2] ?? 0));
}

/** Draws one look for a product of `shape` in `hex`. */
export function drawLook(rng: Random, shape: string, hex: string): Look {
  const b = rng.int(0, BACKDROPS.length - 1);
  let c = rng.int(0, BACKDROP_COLOURS.length - 1);
  // A pale product on pale paper disappears: move to a colour far enough from it.
  for (let k = 0; k < BACKDROP_COLOURS.length && distance(BACKDROP_COLOURS[c] as string, hex) < 60; k++)
    c = (c + 5) % BACKDROP_COLOURS.length;
  const p = PATTERNED.has(shape) && rng.chance(0.65) ? rng.int(1, PATTERNS.length - 1) : 0;
  const a = rng.int(0, 3);
  const t = rng.int(0, TONES.length - 1);
  const g = rng.int(0, ANGLES.length - 1);
  const x = rng.int(0, 4);
  const s = rng.int(0, 3);
  const r = rng.int(0, PROPS.length - 1);
  const bg = BACKDROP_COLOURS[c] as string;
  const accents = ['#ffffff', lighter(hex, 0.55), darker(hex, 0.35), mix(bg, '#3a3a3a', 0.15)];
  return {
    backdrop: BACKDROPS[b] as Backdrop,
    bg,
    pattern: PATTERNS[p] as Pattern,
    accent: accents[a] as string,
    patternAngle: [0, 45, -30, 90][a] as number,
    tone: TONES[t] as number,
    angle: ANGLES[g] as number,
    dx: (x - 2) * 9,
    scale: 1.5 + s * 0.07,
    props: PROPS[r] as (typeof PROPS)[number],
    key: [b, c, p, a, t, g, x, s, r].map((n) => n.toString(36)).join(''),
  };
}

/** The product's colour in the look's shade. */
function shade(hex: string, tone: number): string {
  return tone < 0 ? darker(hex, -tone) : tone > 0 ? lighter(hex, tone) : hex;
}

function patternDef(look: Look, hex: string): string {
  const a = look.accent;
  const open = (size: number) =>
    `<pattern id="pt" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${look.patternAngle})"><rect width="${size}" height="${size}" fill="${hex}"/>`;
  switch (look.pattern) {
    case 'stripes':
      return `${open(16)}<rect width="6" height="16" fill="${a}" opacity=".85"/></pattern>`;
    case 'dots':
      return `${open(14)}<circle cx="4" cy="4" r="2.6" fill="${a}"/><circle cx="11" cy="11" r="2.6" fill="${a}"/></pattern>`;
    case 'checks':
      return `${open(20)}<rect width="10" height="20" fill="${a}" opacity=".45"/><rect width="20" height="10" fill="${a}" opacity=".45"/></pattern>`;
    case 'floral':
      return (
        `${open(26)}<g fill="${a}"><circle cx="7" cy="4" r="3"/><circle cx="10" cy="8" r="3"/><circle cx="4" cy="8" r="3"/>` +
        `<circle cx="7" cy="11" r="3"/></g><circle cx="7" cy="7.5" r="2" fill="${darker(hex, 0.3)}"/>` +
        `<circle cx="20" cy="20" r="2" fill="${a}" opacity=".7"/></pattern>`
      );
    case 'chevron':
      return `${open(18)}<path d="M0 12l9-8 9 8" fill="none" stroke="${a}" stroke-width="3.5"/></pattern>`;
    default:
      return '';
  }
}

/** The product itself: the pictogram in its shade (and pattern), posed by `transform`. */
function product(shape: string, look: Look, hex: string, transform: string, extra = ''): string {
  const draw = PICTOGRAMS[shape];
  if (!draw) throw new Error(`No pictogram named ${shape}`);
  const paint = paintOf(hex);
  // The pattern takes the place of the main colour; the darker and lighter details stay plain.
  if (look.pattern !== 'plain') paint.c = 'url(#pt)';
  return `<g transform="${transform}" filter="url(#sh)"${extra}>${draw(paint)}</g>`;
}

function backdrop(look: Look, floorY: number): string {
  const bg = look.bg;
  const deep = darker(bg, 0.07);
  switch (look.backdrop) {
    case 'wall':
      return `<rect width="400" height="400" fill="${bg}"/><rect y="${floorY}" width="400" height="${400 - floorY}" fill="${deep}"/><rect y="${floorY}" width="400" height="3" fill="${darker(bg, 0.12)}" opacity=".6"/>`;
    case 'arch':
      return (
        `<rect width="400" height="400" fill="${lighter(bg, 0.5)}"/>` +
        `<path d="M95 ${floorY}V170a105 105 0 0 1 210 0V${floorY}z" fill="${bg}"/>` +
        `<rect y="${floorY}" width="400" height="${400 - floorY}" fill="${deep}"/>`
      );
    case 'podium':
      return (
        `<rect width="400" height="400" fill="url(#bg)"/>` +
        `<rect x="90" y="${floorY - 2}" width="220" height="${400 - floorY}" fill="${lighter(bg, 0.55)}"/>` +
        `<rect x="90" y="${floorY - 2}" width="220" height="${400 - floorY}" fill="${darker(bg, 0.1)}" opacity=".25"/>` +
        `<ellipse cx="200" cy="${floorY - 2}" rx="110" ry="22" fill="${lighter(bg, 0.7)}"/>`
      );
    case 'table': {
      const wood = WOODS[look.key.charCodeAt(1) % WOODS.length] as string;
      const grain = [18, 44, 70, 96]
        .map(
          (y) =>
            `<path d="M0 ${floorY + y}q100 -6 200 0t200 0" fill="none" stroke="${darker(wood, 0.15)}" stroke-width="2" opacity=".5"/>`,
        )
        .join('');
      return `<rect width="400" height="400" fill="${bg}"/><rect y="${floorY}" width="400" height="${400 - floorY}" fill="${wood}"/>${grain}`;
    }
    case 'blocks':
      return `<rect width="400" height="400" fill="${bg}"/><path d="M0 400L400 120V400z" fill="${mix(bg, '#ffffff', 0.55)}"/>`;
    case 'marble':
      return (
        '<rect width="400" height="400" fill="#f4f3f1"/>' +
        `<path d="M-20 90q120 40 160 120t260 60M40 400q60-120 180-150t200-120" fill="none" stroke="${mix(bg, '#9a9a9a', 0.6)}" stroke-width="2" opacity=".45"/>` +
        `<path d="M-10 300q100-40 170-10" fill="none" stroke="${mix(bg, '#9a9a9a', 0.5)}" stroke-width="1.2" opacity=".4"/>`
      );
    case 'sun':
      return `<rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="180" r="140" fill="${lighter(bg, 0.6)}"/>`;
    default:
      return `<rect width="400" height="400" fill="url(#bg)"/>`;
  }
}

function props(look: Look, hex: string): string {
  switch (look.props) {
    case 'leaves':
      return (
        '<g fill="#6f9e6a" opacity=".85">' +
        '<path d="M-10 330q50-60 110-40-40 60-110 40z"/><path d="M330 -10q10 70-40 110-20-60 40-110z"/>' +
        '</g><path d="M-10 330q60-20 110-40M330 -10q-20 60-40 110" stroke="#4f7a4b" stroke-width="2" fill="none"/>'
      );
    case 'spheres':
      return `<circle cx="60" cy="${330}" r="22" fill="${lighter(hex, 0.5)}"/><circle cx="345" cy="300" r="14" fill="${darker(look.bg, 0.15)}"/>`;
    case 'confetti':
      return `<g fill="${darker(look.bg, 0.25)}" opacity=".5"><circle cx="52" cy="60" r="5"/><circle cx="350" cy="80" r="4"/><rect x="330" y="340" width="10" height="10" rx="2" transform="rotate(20 335 345)"/><circle cx="70" cy="350" r="3"/></g>`;
    default:
      return '';
  }
}

/** A 400x400 picture of a product of `shape` in colour `baseHex`, drawn in `look`, as view 1..PHOTO_VIEWS. */
export function productPhotoSvg(shape: string, baseHex: string, look: Look, view: number): string {
  const hex = shade(baseHex, look.tone);
  const defs =
    linearGradient('bg', lighter(look.bg, 0.5), look.bg, true) +
    SHADOW_FILTER +
    (look.pattern === 'plain' ? '' : patternDef(look, hex));
  const floorY = look.backdrop === 'podium' ? 300 : 290;
  const shadow = (cx: number, rx: number, cy: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="13" fill="${darker(look.bg, 0.45)}" opacity=".28"/>`;
  const pose = (cx: number, cy: number, scale: number, angle: number) =>
    `translate(${cx} ${cy}) rotate(${angle}) scale(${scale.toFixed(2)}) translate(-100 -100)`;
  const cx = 200 + look.dx;
  let body: string;
  switch (view) {
    case 2:
      // Two pieces side by side, the second a little behind.
      body =
        backdrop(look, floorY) +
        shadow(140, 90, 322) +
        shadow(285, 66, 312) +
        product(shape, look, darker(hex, 0.06), pose(282, 240, 0.95, look.angle + 6), ' opacity=".95"') +
        product(shape, look, hex, pose(145, 225, 1.3, look.angle - 4)) +
        props(look, hex);
      break;
    case 3:
      // A close-up: the material and the details fill the frame.
      body = `${backdrop(look, floorY)}${product(shape, look, hex, pose(220, 215, 2.2, look.angle / 2))}`;
      break;
    case 4:
      // Straight on, on a card of the shop's packaging colour.
      body =
        backdrop(look, floorY) +
        `<rect x="48" y="48" width="304" height="304" rx="26" fill="${isLight(hex) ? mix(look.bg, '#3a4a66', 0.2) : '#ffffff'}" opacity=".92"/>` +
        `<path d="M300 48h26a26 26 0 0 1 26 26v26z" fill="${paintOf(hex).d}"/>` +
        product(shape, look, hex, pose(200, 200, 1.4, 0));
      break;
    default: {
      // The goods stand on the floor (or the podium): their foot and their shadow meet.
      const ground = look.backdrop === 'podium' ? 302 : 326;
      const cy = ground - 76 * look.scale;
      body =
        backdrop(look, floorY) +
        shadow(cx, 62 * look.scale, ground - 4) +
        product(shape, look, hex, pose(cx, cy, look.scale, look.angle)) +
        props(look, hex);
    }
  }
  return svgDoc(400, 400, body, defs);
}
