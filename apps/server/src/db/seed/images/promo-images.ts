import { pictogram } from './product-image';
import { escapeXml, FONT, linearGradient, MALL_RED, SHADOW_FILTER, svgDoc } from './svg-kit';

export type Promo = {
  title: string;
  subtitle: string;
  colours: [string, string];
  button: string;
  shapes: [string, string][];
};

/** Font size that fits `text` into `width` pixels of bold sans-serif (about 0.55 em per character). */
const fittingFontSize = (text: string, width: number, max: number) =>
  Math.min(max, Math.floor(width / (text.length * 0.55)));

const dots = (colour: string) =>
  Array.from(
    { length: 18 },
    (_, i) => `<circle cx="${40 + (i % 6) * 22}" cy="${40 + Math.floor(i / 6) * 22}" r="3.5" fill="${colour}"/>`,
  ).join('');

/** Up to three pictograms side by side, each [shape, colour]. */
function products(shapes: [string, string][], x: number, y: number, scale: number, step: number): string {
  return shapes
    .map(([shape, colour], i) => {
      const dy = i === 1 ? -30 : 0;
      return `<g transform="translate(${x + i * step} ${y + dy}) scale(${scale})" filter="url(#sh)">${pictogram(shape, colour)}</g>`;
    })
    .join('');
}

/**
 * A 1200x400 home carousel banner without words: the storefront draws the banner's text over the left half in the
 * reader's language, so the picture keeps that side calm (gradient, soft rings) and the products on the right.
 */
export function homeBannerSvg(promo: Pick<Promo, 'colours' | 'shapes'>): string {
  const [from, to] = promo.colours;
  const deco =
    `<circle cx="900" cy="200" r="230" fill="#fff" opacity=".12"/><circle cx="900" cy="200" r="160" fill="#fff" opacity=".12"/>` +
    `<circle cx="120" cy="60" r="150" fill="#fff" opacity=".05"/><circle cx="420" cy="430" r="120" fill="#fff" opacity=".05"/>` +
    `<g transform="translate(1030 250)">${dots('#ffffff55')}</g><path d="M0 400L260 400L0 250z" fill="#000" opacity=".06"/>`;
  return svgDoc(
    1200,
    400,
    `<rect width="1200" height="400" fill="url(#g)"/>${deco}${products(promo.shapes, 690, 120, 0.95, 165)}`,
    linearGradient('g', from, to) + SHADOW_FILTER,
  );
}

/** A 600x300 activity card: large title, a short line and one product. */
export function activitySvg(promo: Promo): string {
  const [from, to] = promo.colours;
  const [shape, colour] = promo.shapes[0] ?? ['ball', '#f08a2e'];
  return svgDoc(
    600,
    300,
    `<rect width="600" height="300" rx="0" fill="url(#g)"/><circle cx="470" cy="150" r="120" fill="#fff" opacity=".16"/>` +
      `<text x="44" y="130" ${FONT} font-size="${fittingFontSize(promo.title, 330, 50)}" font-weight="900" fill="#fff">${escapeXml(promo.title)}</text>` +
      `<text x="46" y="180" ${FONT} font-size="24" fill="#fff" opacity=".9">${escapeXml(promo.subtitle)}</text>` +
      `<rect x="46" y="206" width="140" height="42" rx="21" fill="#fff"/><text x="116" y="234" text-anchor="middle" ${FONT} font-size="18" font-weight="700" fill="${promo.button}">Go now</text>` +
      `<g transform="translate(385 65) scale(0.85)" filter="url(#sh)">${pictogram(shape, colour)}</g>`,
    linearGradient('g', from, to) + SHADOW_FILTER,
  );
}

/** The picture on the left of the sign-in dialog (480x560). */
export function loginLeftSvg(): string {
  const items: [string, string, number, number, number][] = [
    ['handbag', '#f29bb5', 60, 250, 0.9],
    ['headphones', '#2d2f33', 250, 230, 0.85],
    ['sneaker', '#3d7bd9', 120, 380, 0.9],
    ['mug', '#f2c438', 300, 380, 0.7],
  ];
  const art = items
    .map(
      ([shape, colour, x, y, s]) =>
        `<g transform="translate(${x} ${y}) scale(${s})" filter="url(#sh)">${pictogram(shape, colour)}</g>`,
    )
    .join('');
  return svgDoc(
    480,
    560,
    `<rect width="480" height="560" fill="url(#g)"/><circle cx="400" cy="90" r="120" fill="#fff" opacity=".12"/><circle cx="60" cy="520" r="140" fill="#fff" opacity=".1"/>` +
      `<text x="44" y="110" ${FONT} font-size="44" font-weight="900" fill="#fff">Welcome to Mall</text>` +
      `<text x="46" y="156" ${FONT} font-size="22" fill="#fff" opacity=".9">Thousands of shops, one cart.</text>` +
      `<text x="46" y="188" ${FONT} font-size="22" fill="#fff" opacity=".9">Genuine goods, fast delivery.</text>${art}`,
    linearGradient('g', MALL_RED, '#ff8a3d', true) + SHADOW_FILTER,
  );
}
