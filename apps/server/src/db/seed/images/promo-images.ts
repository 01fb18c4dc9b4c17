import { pictogram } from './product-image';
import { linearGradient, MALL_RED, SHADOW_FILTER, svgDoc } from './svg-kit';

export type Promo = {
  title: string;
  subtitle: string;
  colours: [string, string];
  shapes: [string, string][];
};

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

/**
 * A 600x300 activity card without words: the storefront draws the activity's name over its lower left in the
 * reader's language, so the picture keeps that corner calm and the product on the right.
 */
export function activitySvg(promo: Pick<Promo, 'colours' | 'shapes'>): string {
  const [from, to] = promo.colours;
  const [shape, colour] = promo.shapes[0] ?? ['ball', '#f08a2e'];
  return svgDoc(
    600,
    300,
    `<rect width="600" height="300" rx="0" fill="url(#g)"/><circle cx="470" cy="150" r="120" fill="#fff" opacity=".16"/>` +
      `<circle cx="90" cy="60" r="70" fill="#fff" opacity=".07"/><g transform="translate(60 40)">${dots('#ffffff44')}</g>` +
      `<g transform="translate(385 65) scale(0.85)" filter="url(#sh)">${pictogram(shape, colour)}</g>`,
    linearGradient('g', from, to) + SHADOW_FILTER,
  );
}

/**
 * The picture on the left of the sign-in dialog (480x560), without words: the dialog draws its welcome over the top
 * in the reader's language, so the products sit in the lower half.
 */
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
      art,
    linearGradient('g', MALL_RED, '#ff8a3d', true) + SHADOW_FILTER,
  );
}
