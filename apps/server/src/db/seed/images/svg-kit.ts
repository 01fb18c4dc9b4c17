/** Small helpers shared by the SVG drawings. Every file is self-contained: no scripts, fonts or external links. */

export const FONT = 'font-family="sans-serif"';
export const MALL_RED = '#e93323';

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  return `${head}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

/** Text goes through here so that a name with &, < or quotes never breaks the XML. Only ASCII is drawn. */
export function escapeXml(text: string): string {
  return escapeMarkup(text.replace(/[^\x20-\x7e]/g, ''));
}

/**
 * Text in any script for a drawing (a shop's banner in the reader's language): only control characters and the
 * invisible direction marks are dropped; &, <, > and quotes are escaped as in `escapeXml`.
 */
export function escapeXmlText(text: string): string {
  return escapeMarkup(text.replace(/[\p{Cc}\p{Cf}]/gu, ''));
}

/** &, <, > and double quotes as XML entities, for text and attribute values alike. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * About how wide `text` draws, in ems of a bold sans-serif (no font is measured: the drawings carry none, the
 * reader's fonts draw them). Han, kana and Hangul are one em; Thai and Lao vowel and tone marks take no width;
 * the rest is counted generously, so that a name fitted by it never runs out of its place.
 */
export function textEms(text: string, bold = false): number {
  // Regular letters are narrower than bold ones; Han is as wide in both.
  const weight = bold ? 1 : 0.86;
  let ems = 0;
  for (const ch of text) {
    if (/\p{Mn}/u.test(ch)) continue;
    if (/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch)) ems += 1;
    else if (ch === ' ') ems += 0.33 * weight;
    else if (/[\u0e00-\u0eff]/.test(ch)) ems += 0.66 * weight;
    else if (/[A-Z]/.test(ch)) ems += 0.78 * weight;
    else ems += 0.66 * weight;
  }
  return ems;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards `target` by `amount` (0..1). */
export function mix(hex: string, target: string, amount: number): string {
  const a = channels(hex);
  const b = channels(target);
  return toHex(
    [0, 1, 2].map((i) => (a[i] as number) + ((b[i] as number) - (a[i] as number)) * amount) as [number, number, number],
  );
}

export const darker = (hex: string, amount = 0.25) => mix(hex, '#000000', amount);
export const lighter = (hex: string, amount = 0.35) => mix(hex, '#ffffff', amount);

/** Paint of a pictogram: main colour, a darker and a lighter shade of it. */
export type Paint = { c: string; d: string; l: string };

/** White, cream and silver goods: they need a darker stage behind them to stand out. */
export function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return r + g + b > 600;
}

export function paintOf(hex: string): Paint {
  // Very light colours need a stronger dark shade to keep their details readable.
  return { c: hex, d: darker(hex, isLight(hex) ? 0.32 : 0.28), l: lighter(hex, 0.4) };
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export const SHADOW_FILTER =
  '<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#000" flood-opacity=".22"/></filter>';

/** Initials of a Latin name, for avatars: "Urban Runner Sports" -> "UR". */
export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
  return letters.join('') || 'M';
}
