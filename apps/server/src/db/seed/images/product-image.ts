import { homePictograms } from './pictograms-home';
import { techPictograms } from './pictograms-tech';
import { wearPictograms } from './pictograms-wear';
import { type Paint, paintOf, svgDoc } from './svg-kit';

export const PICTOGRAMS: Record<string, (p: Paint) => string> = {
  ...techPictograms,
  ...wearPictograms,
  ...homePictograms,
};

/** The pictogram's elements in its 200x200 box. */
export function pictogram(shape: string, hex: string): string {
  const draw = PICTOGRAMS[shape];
  if (!draw) throw new Error(`No pictogram named ${shape}`);
  return draw(paintOf(hex));
}

/** A 48x48 category icon: the pictogram on a round tinted badge. */
export function categoryIconSvg(shape: string, hex: string, tint: string): string {
  return svgDoc(
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="${tint}"/><g transform="translate(6 6) scale(0.18)">${pictogram(shape, hex)}</g>`,
  );
}
