import type { Paint } from './svg-kit';

/** Pictograms of clothes, shoes, bags and jewellery, drawn in a 200x200 box centred on (100, 100). */
export const wearPictograms: Record<string, (p: Paint) => string> = {
  dress: (p) =>
    `<path d="M80 22h10q10 14 20 0h10l4 40q-10 10 4 22l32 88q-60 18-120 0l32-88q14-12 4-22z" fill="${p.c}"/>` +
    `<path d="M72 84q28 10 56 0l-2 10q-26 8-52 0z" fill="${p.d}"/><path d="M60 150q40 14 80 0" fill="none" stroke="${p.l}" stroke-width="4" stroke-dasharray="6 6"/>` +
    `<path d="M100 96l-14 76M100 96l14 76" stroke="${p.d}" stroke-width="2" opacity=".35"/>`,
  blouse: (p) =>
    `<path d="M70 28l16-6q14 26 28 0l16 6 38 30-16 26-18-10 2 96H62l2-96-18 10-16-26z" fill="${p.c}"/>` +
    `<path d="M86 22l14 34 14-34" fill="none" stroke="${p.d}" stroke-width="5" stroke-linejoin="round"/>` +
    `<g fill="${p.l}"><circle cx="100" cy="80" r="4"/><circle cx="100" cy="104" r="4"/><circle cx="100" cy="128" r="4"/></g>` +
    `<path d="M48 84l-16-26M152 84l16-26" stroke="${p.d}" stroke-width="3" opacity=".4"/>`,
  scarf: (p) =>
    `<path d="M40 52q60-34 120 0l-8 96q-52-28-104 0z" fill="${p.c}"/>` +
    `<path d="M44 80q56-30 112 0M46 108q54-28 108 0" fill="none" stroke="${p.l}" stroke-width="6"/>` +
    `<path d="M72 62l8 10 8-10 8 10 8-10 8 10 8-10 8 10" fill="none" stroke="${p.d}" stroke-width="3"/>` +
    `<path d="M52 150v18M62 146v18M72 142v18M82 139v18M92 137v18M102 137v18M112 139v18M122 142v18M132 146v18M142 150v18" stroke="${p.d}" stroke-width="3" stroke-linecap="round"/>`,
  handbag: (p) =>
    `<path d="M68 84V62a32 32 0 0 1 64 0v22" fill="none" stroke="${p.d}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M36 82h128l12 88q0 8-8 8H32q-8 0-8-8z" fill="${p.c}"/><path d="M36 82h128l-6 34H42z" fill="${p.d}"/>` +
    `<rect x="90" y="108" width="20" height="18" rx="4" fill="#d4a93a"/><path d="M42 156h116" stroke="${p.l}" stroke-width="3" stroke-dasharray="5 5"/>`,
  necklace: (p) =>
    `<path d="M44 30q56 150 112 0" fill="none" stroke="#d4a93a" stroke-width="5" stroke-dasharray="2 5" stroke-linecap="round"/>` +
    `<path d="M44 30q56 150 112 0" fill="none" stroke="#b8902c" stroke-width="2"/>` +
    `<path d="M100 112l26 22-26 40-26-40z" fill="${p.c}"/><path d="M74 134h52M100 112l-10 22 10 40 10-40z" fill="none" stroke="${p.l}" stroke-width="2"/>` +
    `<circle cx="100" cy="108" r="6" fill="#d4a93a"/><path d="M112 124l6-3" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  tshirt: (p) =>
    `<path d="M72 26q28 22 56 0l44 24-16 34-18-8v96H62V76l-18 8-16-34z" fill="${p.c}"/>` +
    `<path d="M72 26q28 22 56 0" fill="none" stroke="${p.d}" stroke-width="7"/><path d="M44 84l-16-34M156 84l16-34" stroke="${p.d}" stroke-width="3" opacity=".35"/>` +
    `<rect x="82" y="88" width="36" height="28" rx="5" fill="${p.l}" opacity=".8"/>`,
  jacket: (p) =>
    `<path d="M70 26l30 12 30-12 30 18 16 108-22 2-12-70-2 88H60l-2-88-12 70-22-2 16-108z" fill="${p.c}"/>` +
    `<path d="M70 26l30 30 30-30-4 24-26 18-26-18z" fill="${p.d}"/><path d="M100 56v116" stroke="${p.d}" stroke-width="4"/>` +
    `<path d="M72 118h18M110 118h18" stroke="${p.d}" stroke-width="4" stroke-linecap="round"/><path d="M100 60v110" stroke="${p.l}" stroke-width="1.5" stroke-dasharray="3 3"/>`,
  sneaker: (p) =>
    `<path d="M20 142l8-46q20 4 36-12l22-20q10-6 18 4l18 24q30 12 52 20 14 6 10 30z" fill="${p.c}"/>` +
    `<path d="M16 140h168q2 20-14 22H30q-16-2-14-22z" fill="#fafafa" stroke="${p.d}" stroke-width="3"/>` +
    `<path d="M60 122q40-6 70-30" fill="none" stroke="${p.d}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M84 74l14 8M78 84l14 8M72 94l14 8" stroke="${p.l}" stroke-width="4" stroke-linecap="round"/>`,
  runner: (p) =>
    `<path d="M14 110h26M8 124h26M18 96h18" stroke="${p.d}" stroke-width="5" stroke-linecap="round" opacity=".5"/>` +
    `<path d="M36 140l10-40q18 2 32-10l22-22q10-6 18 4l16 20q26 12 40 18 12 6 8 30z" fill="${p.c}"/>` +
    `<path d="M30 138h156q0 22-16 24H46q-18-2-16-24z" fill="${p.l}" stroke="${p.d}" stroke-width="3"/>` +
    `<path d="M70 130l36-40M92 132l30-34" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  shoe: (p) =>
    `<path d="M18 140q0-28 26-36l36-8q18-18 38 0 34 8 54 22 12 10 10 22z" fill="${p.c}"/>` +
    `<path d="M16 138h168v10q0 6-6 6H22q-6 0-6-6z" fill="${p.d}"/><path d="M140 154h30v12h-30z" fill="${p.d}"/>` +
    `<path d="M84 98q18 12 36 0" fill="none" stroke="${p.d}" stroke-width="4"/><path d="M40 112q30-10 60-6" fill="none" stroke="${p.l}" stroke-width="3" opacity=".7"/>`,
  backpack: (p) =>
    `<path d="M82 46V36a18 18 0 0 1 36 0v10" fill="none" stroke="${p.d}" stroke-width="8"/>` +
    `<rect x="46" y="42" width="108" height="134" rx="30" fill="${p.c}"/><rect x="62" y="108" width="76" height="52" rx="12" fill="${p.d}"/>` +
    `<path d="M66 120h68" stroke="${p.l}" stroke-width="3"/><rect x="94" y="116" width="12" height="10" rx="2" fill="${p.l}"/>` +
    `<path d="M60 66q40-14 80 0" fill="none" stroke="${p.l}" stroke-width="4" opacity=".7"/>`,
  cap: (p) =>
    `<path d="M36 126a64 64 0 0 1 128 0z" fill="${p.c}"/><path d="M100 62v64M66 72q-6 26 0 54M134 72q6 26 0 54" stroke="${p.d}" stroke-width="3" fill="none" opacity=".6"/>` +
    `<path d="M116 122q50-8 72 12-40 14-96 2z" fill="${p.d}"/><circle cx="100" cy="62" r="6" fill="${p.d}"/>` +
    `<rect x="34" y="120" width="100" height="10" rx="4" fill="${p.d}"/>`,
};
