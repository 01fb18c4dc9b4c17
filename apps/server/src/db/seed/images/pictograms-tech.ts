import type { Paint } from './svg-kit';

/** Pictograms of gadgets, books and toys, drawn in a 200x200 box centred on (100, 100). */
const SCREEN = '#22314d';

export const techPictograms: Record<string, (p: Paint) => string> = {
  phone: (p) =>
    `<rect x="58" y="18" width="84" height="164" rx="16" fill="${p.c}"/><rect x="65" y="30" width="70" height="140" rx="9" fill="${SCREEN}"/>` +
    `<path d="M65 39a9 9 0 0 1 9-9h30L65 110z" fill="#fff" opacity=".1"/><rect x="88" y="34" width="24" height="6" rx="3" fill="#0d1320"/>` +
    `<rect x="142" y="60" width="3" height="22" rx="1.5" fill="${p.d}"/><rect x="78" y="150" width="44" height="5" rx="2.5" fill="#fff" opacity=".5"/>`,
  headphones: (p) =>
    `<path d="M44 120V98a56 56 0 0 1 112 0v22" fill="none" stroke="${p.d}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="30" y="100" width="36" height="64" rx="16" fill="${p.c}"/><rect x="134" y="100" width="36" height="64" rx="16" fill="${p.c}"/>` +
    `<rect x="56" y="110" width="14" height="44" rx="6" fill="${p.d}"/><rect x="130" y="110" width="14" height="44" rx="6" fill="${p.d}"/>` +
    `<circle cx="48" cy="132" r="8" fill="${p.l}"/><circle cx="152" cy="132" r="8" fill="${p.l}"/>`,
  watch: (p) =>
    `<rect x="76" y="16" width="48" height="168" rx="14" fill="${p.d}"/><rect x="58" y="52" width="84" height="96" rx="24" fill="${p.c}"/>` +
    `<rect x="66" y="60" width="68" height="80" rx="17" fill="#151b28"/><circle cx="100" cy="100" r="24" fill="none" stroke="${p.l}" stroke-width="5" stroke-dasharray="110 60" stroke-linecap="round"/>` +
    `<path d="M100 100V84M100 100l10 6" stroke="#fff" stroke-width="4" stroke-linecap="round"/><rect x="141" y="86" width="8" height="20" rx="3" fill="${p.d}"/>`,
  camera: (p) =>
    `<rect x="66" y="46" width="50" height="26" rx="6" fill="${p.d}"/><rect x="26" y="62" width="148" height="100" rx="16" fill="${p.c}"/>` +
    `<rect x="26" y="92" width="148" height="12" fill="${p.d}" opacity=".35"/><circle cx="100" cy="112" r="38" fill="${p.d}"/>` +
    `<circle cx="100" cy="112" r="28" fill="#161c28"/><circle cx="100" cy="112" r="15" fill="#2f4a78"/><circle cx="92" cy="104" r="5" fill="#fff" opacity=".7"/>` +
    `<rect x="140" y="72" width="22" height="12" rx="3" fill="#fff" opacity=".75"/><circle cx="44" cy="78" r="5" fill="#e93323"/>`,
  laptop: (p) =>
    `<rect x="38" y="40" width="124" height="88" rx="9" fill="${p.c}"/><rect x="46" y="48" width="108" height="72" rx="4" fill="${SCREEN}"/>` +
    `<path d="M46 52a4 4 0 0 1 4-4h34L46 100z" fill="#fff" opacity=".1"/><path d="M18 132h164l-10 20H28z" fill="${p.d}"/>` +
    `<rect x="18" y="128" width="164" height="8" rx="4" fill="${p.c}"/><rect x="86" y="128" width="28" height="5" rx="2" fill="${p.l}"/>`,
  speaker: (p) =>
    `<rect x="56" y="24" width="88" height="152" rx="20" fill="${p.c}"/><circle cx="100" cy="64" r="17" fill="${p.d}"/><circle cx="100" cy="64" r="7" fill="${p.l}"/>` +
    `<circle cx="100" cy="124" r="33" fill="${p.d}"/><circle cx="100" cy="124" r="21" fill="#1c2230" opacity=".55"/><circle cx="100" cy="124" r="9" fill="${p.l}"/>`,
  book: (p) =>
    `<rect x="48" y="26" width="106" height="150" rx="6" fill="${p.c}"/><rect x="146" y="32" width="10" height="138" rx="2" fill="#f6f1e7"/>` +
    `<rect x="48" y="26" width="16" height="150" rx="5" fill="${p.d}"/><rect x="78" y="58" width="56" height="8" rx="4" fill="#fff" opacity=".9"/>` +
    `<rect x="78" y="74" width="40" height="6" rx="3" fill="#fff" opacity=".6"/><circle cx="106" cy="126" r="18" fill="${p.l}"/><path d="M96 126l8 8 14-16" fill="none" stroke="${p.d}" stroke-width="4"/>`,
  storybook: (p) =>
    `<path d="M100 58Q70 42 24 50v112q46-8 76 10z" fill="#fffaf0" stroke="${p.d}" stroke-width="4"/>` +
    `<path d="M100 58q30-16 76-8v112q-46-8-76 10z" fill="#fffaf0" stroke="${p.d}" stroke-width="4"/><path d="M100 58v114" stroke="${p.d}" stroke-width="4"/>` +
    `<path d="M56 86l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="${p.c}"/><circle cx="140" cy="96" r="16" fill="${p.c}"/>` +
    `<path d="M114 150q12-18 24 0t24 0" fill="none" stroke="${p.c}" stroke-width="5" stroke-linecap="round"/>`,
  teddy: (p) =>
    `<circle cx="60" cy="48" r="20" fill="${p.c}"/><circle cx="140" cy="48" r="20" fill="${p.c}"/><circle cx="60" cy="48" r="10" fill="${p.l}"/><circle cx="140" cy="48" r="10" fill="${p.l}"/>` +
    `<ellipse cx="100" cy="146" rx="50" ry="40" fill="${p.c}"/><circle cx="100" cy="82" r="44" fill="${p.c}"/><ellipse cx="100" cy="96" rx="20" ry="15" fill="${p.l}"/>` +
    `<circle cx="84" cy="74" r="5" fill="#2a2a2a"/><circle cx="116" cy="74" r="5" fill="#2a2a2a"/><ellipse cx="100" cy="90" rx="7" ry="5" fill="#2a2a2a"/>` +
    `<ellipse cx="100" cy="150" rx="24" ry="20" fill="${p.l}"/><path d="M78 122h44l-6 8H84z" fill="#e93323"/>`,
  dice: (p) =>
    `<rect x="30" y="70" width="76" height="76" rx="14" fill="${p.c}" transform="rotate(-12 68 108)"/>` +
    `<g fill="#fff"><circle cx="52" cy="92" r="7"/><circle cx="68" cy="108" r="7"/><circle cx="84" cy="124" r="7"/></g>` +
    `<rect x="100" y="54" width="70" height="70" rx="13" fill="${p.d}" transform="rotate(14 135 89)"/>` +
    `<g fill="#fff"><circle cx="124" cy="74" r="6"/><circle cx="148" cy="80" r="6"/><circle cx="120" cy="98" r="6"/><circle cx="144" cy="104" r="6"/></g>` +
    `<path d="M132 176h36l-6-20q10-8 0-18 6-12-6-16-12 4-6 16-10 10 0 18z" fill="${p.l}"/>`,
  blocks: (p) => {
    const brick = (x: number, y: number, w: number, fill: string, stud: string) =>
      `<rect x="${x}" y="${y}" width="${w}" height="34" rx="4" fill="${fill}"/>` +
      Array.from(
        { length: Math.round(w / 30) },
        (_, i) => `<rect x="${x + 8 + i * 30}" y="${y - 8}" width="16" height="10" rx="3" fill="${stud}"/>`,
      ).join('');
    return (
      brick(30, 140, 140, p.c, p.c) +
      brick(44, 98, 90, '#f2c438', '#f2c438') +
      brick(120, 98, 50, '#3d7bd9', '#3d7bd9') +
      brick(70, 56, 60, p.d, p.d)
    );
  },
};
