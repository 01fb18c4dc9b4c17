import type { Random } from '../random';
import { escapeXml, escapeXmlText, FONT, initials, linearGradient, MALL_RED, mix, svgDoc, textEms } from './svg-kit';

const BAG = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M6 14h28l-2 24H8z" fill="${fill}"/>` +
  `<path d="M13 16v-5a7 7 0 0 1 14 0v5" fill="none" stroke="${fill}" stroke-width="3"/><path d="M14 24q6 6 12 0" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></g>`;

/** The mall's logo: a shopping bag and the word "Mall" in the mall's red. */
export function logoSvg(): string {
  return svgDoc(
    200,
    60,
    `${BAG(8, 6, 1.15, MALL_RED)}<text x="62" y="44" ${FONT} font-size="40" font-weight="800" letter-spacing="-1" fill="${MALL_RED}">Mall</text>`,
  );
}

/** A round avatar: initials on a gradient, or a person's silhouette when the name has no Latin letters. */
export function avatarSvg(name: string, colours: [string, string]): string {
  const latin = /[A-Za-z]/.test(name);
  const face = latin
    ? `<text x="60" y="75" text-anchor="middle" ${FONT} font-size="${initials(name).length > 1 ? 40 : 48}" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`
    : '<circle cx="60" cy="48" r="20" fill="#fff" opacity=".9"/><path d="M24 104a36 36 0 0 1 72 0z" fill="#fff" opacity=".9"/>';
  return svgDoc(
    120,
    120,
    `<circle cx="60" cy="60" r="60" fill="url(#g)"/>${face}`,
    linearGradient('g', colours[0], colours[1]),
  );
}

/** The width the banner's words may take: from their left edge to the bag drawn on the right. */
const BANNER_TEXT_WIDTH = 900;

/** A line of the banner: as large as `size` when it fits, smaller when it does not, squeezed below `least`. */
function bannerLine(text: string, x: number, y: number, size: number, least: number, bold: boolean): string {
  const ems = textEms(text, bold);
  const fitted = Math.max(least, Math.min(size, Math.floor(BANNER_TEXT_WIDTH / Math.max(ems, 1))));
  const squeeze =
    ems * fitted > BANNER_TEXT_WIDTH ? ` textLength="${BANNER_TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
  const paint = bold ? 'font-weight="800" fill="#fff"' : 'fill="#fff" opacity=".85"';
  return `<text x="${x}" y="${y}" ${FONT} font-size="${fitted}"${squeeze} ${paint}>${escapeXmlText(text)}</text>`;
}

/**
 * A 1200x300 shop banner: gradient, soft shapes, the shop's name and its service line, in any script. `lang` (a
 * storefront language) tells the reader's fonts which glyphs to draw (the Chinese forms of Han, not the Japanese).
 */
export function shopBannerSvg(name: string, tagline: string, colours: [string, string], lang = 'en'): string {
  const circles =
    `<circle cx="1080" cy="40" r="160" fill="#fff" opacity=".08"/><circle cx="960" cy="280" r="110" fill="#fff" opacity=".07"/>` +
    `<circle cx="120" cy="300" r="140" fill="#000" opacity=".06"/>`;
  const words =
    `<g xml:lang="${escapeXml(lang)}">${bannerLine(name, 80, 150, 64, 30, true)}` +
    `${bannerLine(tagline, 82, 200, 26, 16, false)}</g>`;
  return svgDoc(
    1200,
    300,
    `<rect width="1200" height="300" fill="url(#g)"/>${circles}${words}${BAG(1010, 90, 3, '#ffffff33')}`,
    linearGradient('g', colours[0], colours[1]),
  );
}

const CERT_TITLES = ['Business License', 'Quality Certificate', 'Brand Authorization'];

/** A certificate-looking qualification picture (600x420): double border, title, lines of text and a red seal. */
export function certificateSvg(latinName: string, kind: number, accent: string): string {
  const title = CERT_TITLES[kind % CERT_TITLES.length] as string;
  const lines = [0, 1, 2, 3]
    .map((i) => `<rect x="120" y="${200 + i * 28}" width="${360 - i * 40}" height="8" rx="4" fill="#c9c2b3"/>`)
    .join('');
  const seal =
    `<g transform="translate(470 330)"><circle r="46" fill="none" stroke="${MALL_RED}" stroke-width="5"/><circle r="38" fill="none" stroke="${MALL_RED}" stroke-width="2"/>` +
    `<path d="M0-20l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="${MALL_RED}"/></g>`;
  return svgDoc(
    600,
    420,
    `<rect width="600" height="420" fill="#fbf8f1"/><rect x="16" y="16" width="568" height="388" fill="none" stroke="${accent}" stroke-width="6"/>` +
      `<rect x="28" y="28" width="544" height="364" fill="none" stroke="${mix(accent, '#ffffff', 0.4)}" stroke-width="2"/>` +
      `<text x="300" y="100" text-anchor="middle" ${FONT} font-size="38" font-weight="700" fill="${accent}">${title}</text>` +
      `<text x="300" y="150" text-anchor="middle" ${FONT} font-size="22" fill="#444">${escapeXml(latinName)}</text>${lines}` +
      `<text x="120" y="350" ${FONT} font-size="16" fill="#777">No. ${(kind + 1) * 104729}-${latinName.length * 7919}</text>${seal}`,
  );
}

/** A QR-code-style square (it encodes nothing; it only has to look the part in the service popup). */
export function qrSvg(rng: Random): string {
  const size = 25;
  const finder = (x: number, y: number) => x < 8 && y < 8;
  const inFinder = (x: number, y: number) => finder(x, y) || finder(size - 1 - x, y) || finder(x, size - 1 - y);
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (!inFinder(x, y) && rng.chance(0.48)) path += `M${x} ${y}h1v1h-1z`;
  }
  const eye = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7" fill="#111"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#111"/>`;
  return svgDoc(
    200,
    200,
    `<rect width="200" height="200" fill="#fff"/><g transform="translate(12.5 12.5) scale(7)"><path d="${path}" fill="#111"/>${eye(0, 0)}${eye(size - 7, 0)}${eye(0, size - 7)}</g>` +
      `<rect x="84" y="84" width="32" height="32" rx="6" fill="#fff"/>${BAG(86, 84, 0.7, MALL_RED)}`,
  );
}
