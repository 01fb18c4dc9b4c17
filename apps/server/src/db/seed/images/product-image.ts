import { homePictograms } from './pictograms-home';
import { techPictograms } from './pictograms-tech';
import { wearPictograms } from './pictograms-wear';
import { isLight, lighter, linearGradient, mix, type Paint, paintOf, SHADOW_FILTER, svgDoc } from './svg-kit';

export const PICTOGRAMS: Record<string, (p: Paint) => string> = {
  ...techPictograms,
  ...wearPictograms,
  ...homePictograms,
};

/** Number of different compositions of one pictogram and colour; products show up to this many pictures. */
export const PRODUCT_VIEWS = 4;

/** The pictogram's elements in its 200x200 box. */
export function pictogram(shape: string, hex: string): string {
  const draw = PICTOGRAMS[shape];
  if (!draw) throw new Error(`No pictogram named ${shape}`);
  return draw(paintOf(hex));
}

const place = (shape: string, hex: string, transform: string, extra = '') =>
  `<g transform="${transform}" filter="url(#sh)"${extra}>${pictogram(shape, hex)}</g>`;

/**
 * A 400x400 product picture: the category's soft background and the product's pictogram in the SKU colour.
 * The views vary the composition so that a gallery of four pictures does not look like one picture four times.
 */
export function productImageSvg(shape: string, hex: string, tint: string, view: number): string {
  const defs = linearGradient('bg', lighter(tint, 0.45), tint) + SHADOW_FILTER;
  // A white product on a white stage disappears; light products stand on a deeper shade of the tint instead.
  const stage = isLight(hex) ? mix(tint, '#3a4a66', 0.18) : '#ffffff';
  const bg = '<rect width="400" height="400" fill="url(#bg)"/>';
  const floor = (cx: number, rx: number, cy = 318) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="14" fill="${mix(tint, '#000000', 0.25)}" opacity=".25"/>`;
  let body: string;
  switch (view) {
    case 2:
      body =
        `${bg}<circle cx="330" cy="70" r="90" fill="${stage}" opacity=".35"/>${floor(150, 110)}${floor(300, 70, 306)}` +
        place(shape, hex, 'translate(215 150) rotate(8 100 100) scale(0.85)', ' opacity=".9"') +
        place(shape, hex, 'translate(30 95) rotate(-6 100 100) scale(1.2)');
      break;
    case 3: {
      const stripes = Array.from(
        { length: 8 },
        (_, i) => `<path d="M${i * 60 - 120} 400L${i * 60 + 80} 0" stroke="#fff" stroke-width="18" opacity=".18"/>`,
      ).join('');
      body = `${bg}${stripes}${place(shape, hex, 'translate(-30 -20) scale(2.3)')}`;
      break;
    }
    case 4:
      body =
        `${bg}<rect x="40" y="40" width="320" height="320" rx="28" fill="${stage}" opacity="${isLight(hex) ? 0.45 : 0.92}"/>` +
        `<path d="M290 40h42a28 28 0 0 1 28 28v42z" fill="${paintOf(hex).d}"/>` +
        `<g fill="${tint}"><circle cx="78" cy="80" r="8"/><circle cx="100" cy="322" r="5"/><circle cx="320" cy="300" r="7"/></g>` +
        place(shape, hex, 'translate(90 85) scale(1.1)');
      break;
    default:
      body = `${bg}<circle cx="200" cy="190" r="150" fill="${stage}" opacity=".5"/>${floor(200, 120, 314)}${place(shape, hex, 'translate(60 50) scale(1.4)')}`;
  }
  return svgDoc(400, 400, body, defs);
}

/** A 48x48 category icon: the pictogram on a round tinted badge. */
export function categoryIconSvg(shape: string, hex: string, tint: string): string {
  return svgDoc(
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="${tint}"/><g transform="translate(6 6) scale(0.18)">${pictogram(shape, hex)}</g>`,
  );
}
