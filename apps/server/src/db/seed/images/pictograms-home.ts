import type { Paint } from './svg-kit';

/** Pictograms for home, beauty, food and sports goods, drawn in a 200x200 box centred on (100, 100). */
const GREEN = '#3f9a5b';
const GOLD = '#d4a93a';

export const homePictograms: Record<string, (p: Paint) => string> = {
  lamp: (p) =>
    `<ellipse cx="100" cy="112" rx="54" ry="12" fill="#fff3b0" opacity=".8"/><path d="M64 36h72l22 66H42z" fill="${p.c}"/>` +
    `<path d="M64 36h72l4 12H60z" fill="${p.d}"/><rect x="95" y="102" width="10" height="58" fill="#8a8f99"/>` +
    `<ellipse cx="100" cy="166" rx="44" ry="10" fill="${p.d}"/>`,
  candle: (p) =>
    `<path d="M100 30q16 20 0 40-16-20 0-40z" fill="#ffb020"/><path d="M100 46q7 10 0 20-7-10 0-20z" fill="#fff2a8"/>` +
    `<path d="M100 70v12" stroke="#333" stroke-width="3"/><rect x="56" y="78" width="88" height="96" rx="14" fill="${p.c}"/>` +
    `<ellipse cx="100" cy="84" rx="42" ry="8" fill="${p.l}"/><rect x="70" y="112" width="60" height="36" rx="5" fill="#fff" opacity=".85"/>` +
    `<path d="M80 124h40M86 134h28" stroke="${p.d}" stroke-width="3"/>`,
  mug: (p) =>
    `<path d="M84 28q-10 12 0 24M104 22q-10 14 0 28" fill="none" stroke="#a9aeb6" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M138 84q34 0 34 28t-36 28" fill="none" stroke="${p.d}" stroke-width="13"/>` +
    `<path d="M48 62h94v90q0 22-22 22H70q-22 0-22-22z" fill="${p.c}"/><ellipse cx="95" cy="62" rx="47" ry="8" fill="${p.d}"/>` +
    `<path d="M70 104q25 18 50 0" fill="none" stroke="${p.l}" stroke-width="5" stroke-linecap="round"/>`,
  pan: (p) =>
    `<path d="M136 104l52-20q8 0 6 8l-50 30z" fill="${p.d}"/><circle cx="84" cy="112" r="58" fill="${p.c}"/>` +
    `<circle cx="84" cy="112" r="48" fill="#3a3d44"/><circle cx="84" cy="112" r="40" fill="#4b4f58"/><path d="M60 96q12-14 30-14" fill="none" stroke="#fff" stroke-width="4" opacity=".3" stroke-linecap="round"/>`,
  pillow: (p) =>
    `<path d="M34 52q66-20 132 0 14 48 0 96-66 20-132 0-14-48 0-96z" fill="${p.c}"/>` +
    `<path d="M48 64q52-14 104 0 10 36 0 72-52 14-104 0-10-36 0-72z" fill="none" stroke="${p.l}" stroke-width="3" stroke-dasharray="7 6"/>` +
    `<circle cx="100" cy="100" r="6" fill="${p.d}"/><path d="M34 52l-10-8M166 52l10-8M34 148l-10 8M166 148l10 8" stroke="${p.d}" stroke-width="5" stroke-linecap="round"/>`,
  plant: (p) =>
    `<path d="M100 118q-34-22-32-70 28 22 32 70z" fill="${GREEN}"/><path d="M100 118q30-30 44-74-34 16-44 74z" fill="#5cb874"/>` +
    `<path d="M100 118q-6-50 6-92 14 46-6 92z" fill="#4aa865"/><path d="M100 118q-40-4-60-30 38-2 60 30z" fill="#6cc383"/>` +
    `<path d="M64 124h72l-10 52H74z" fill="${p.c}"/><rect x="58" y="114" width="84" height="16" rx="5" fill="${p.d}"/>`,
  jar: (p) =>
    `<rect x="50" y="64" width="100" height="34" rx="9" fill="${p.d}"/><path d="M56 72h88" stroke="${p.l}" stroke-width="2" opacity=".6"/>` +
    `<rect x="44" y="94" width="112" height="76" rx="18" fill="${p.c}"/><rect x="62" y="114" width="76" height="34" rx="6" fill="#fff" opacity=".8"/>` +
    `<circle cx="100" cy="131" r="9" fill="${p.d}" opacity=".6"/>`,
  lipstick: (p) =>
    `<path d="M84 92V52q0-6 6-10l20-14q6-2 6 4v60z" fill="${p.c}"/><path d="M84 62l32-22" stroke="${p.l}" stroke-width="3" opacity=".6"/>` +
    `<rect x="78" y="90" width="44" height="28" rx="3" fill="#e6c877"/><rect x="72" y="116" width="56" height="62" rx="6" fill="${GOLD}"/>` +
    `<rect x="80" y="124" width="8" height="46" rx="3" fill="#fff" opacity=".35"/>`,
  perfume: (p) =>
    `<rect x="80" y="26" width="40" height="30" rx="7" fill="${p.d}"/><rect x="88" y="54" width="24" height="18" fill="${GOLD}"/>` +
    `<rect x="50" y="70" width="100" height="104" rx="22" fill="${p.c}" opacity=".9"/><rect x="62" y="82" width="16" height="78" rx="8" fill="#fff" opacity=".35"/>` +
    `<rect x="82" y="110" width="48" height="30" rx="4" fill="#fff" opacity=".75"/>`,
  pump: (p) =>
    `<path d="M88 36h46v12h-28v20H88z" fill="${p.d}"/><rect x="90" y="66" width="20" height="14" fill="${p.d}"/>` +
    `<rect x="64" y="78" width="72" height="100" rx="16" fill="${p.c}"/><rect x="76" y="104" width="48" height="50" rx="6" fill="#fff" opacity=".8"/>` +
    `<path d="M84 120h32M84 132h22" stroke="${p.d}" stroke-width="3"/>`,
  coffee: (p) =>
    `<path d="M54 54h92l10 120H44z" fill="${p.c}"/><rect x="52" y="38" width="96" height="20" rx="3" fill="${p.d}"/>` +
    `<path d="M58 44h84" stroke="${p.l}" stroke-width="2" stroke-dasharray="4 4"/><circle cx="100" cy="116" r="28" fill="#fff" opacity=".85"/>` +
    `<ellipse cx="100" cy="116" rx="12" ry="17" fill="#6b4226" transform="rotate(25 100 116)"/><path d="M94 102q10 14 12 28" fill="none" stroke="#fff" stroke-width="3"/>`,
  snack: (p) =>
    `<path d="M50 44l10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10v126H50z" fill="${p.c}"/>` +
    `<ellipse cx="100" cy="112" rx="36" ry="34" fill="#fff" opacity=".9"/><circle cx="100" cy="112" r="26" fill="#d9a066"/>` +
    `<g fill="#6b4226"><circle cx="92" cy="104" r="4"/><circle cx="108" cy="108" r="4"/><circle cx="98" cy="122" r="4"/><circle cx="112" cy="122" r="3"/></g>` +
    `<rect x="50" y="150" width="100" height="10" fill="${p.d}"/>`,
  fruit: (p) =>
    `<path d="M100 64c-30-22-70-2-62 46 6 40 36 64 62 54 26 10 56-14 62-54 8-48-32-68-62-46z" fill="${p.c}"/>` +
    `<path d="M100 64q-2-20 10-34" fill="none" stroke="#6b4226" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M106 44q24-18 42-6-18 20-42 6z" fill="${GREEN}"/><path d="M60 92q4-14 18-18" fill="none" stroke="#fff" stroke-width="6" opacity=".45" stroke-linecap="round"/>`,
  rice: (p) =>
    `<path d="M64 58q-10-20 10-22h52q20 2 10 22l22 104q0 14-12 14H54q-12 0-12-14z" fill="${p.c}"/>` +
    `<rect x="66" y="52" width="68" height="12" rx="6" fill="${p.d}"/><ellipse cx="100" cy="124" rx="34" ry="30" fill="#fff" opacity=".8"/>` +
    `<path d="M100 146v-40" stroke="${GREEN}" stroke-width="3"/><g fill="#caa55a"><ellipse cx="92" cy="112" rx="5" ry="9" transform="rotate(-30 92 112)"/>` +
    `<ellipse cx="108" cy="112" rx="5" ry="9" transform="rotate(30 108 112)"/><ellipse cx="92" cy="128" rx="5" ry="9" transform="rotate(-30 92 128)"/>` +
    `<ellipse cx="108" cy="128" rx="5" ry="9" transform="rotate(30 108 128)"/><ellipse cx="100" cy="100" rx="4" ry="8"/></g>`,
  honey: (p) =>
    `<rect x="60" y="40" width="80" height="24" rx="6" fill="#8b5a2b"/><path d="M60 56h80" stroke="#6b4420" stroke-width="3"/>` +
    `<rect x="48" y="62" width="104" height="112" rx="26" fill="${p.c}"/><path d="M100 96l24 14v28l-24 14-24-14v-28z" fill="#fff" opacity=".85"/>` +
    `<path d="M92 120h16" stroke="${p.d}" stroke-width="4" stroke-linecap="round"/><rect x="60" y="76" width="12" height="70" rx="6" fill="#fff" opacity=".3"/>`,
  ball: (p) =>
    `<circle cx="100" cy="100" r="70" fill="${p.c}"/><g fill="none" stroke="${p.d}" stroke-width="4">` +
    `<path d="M30 100h140M100 30v140"/><path d="M52 48q30 52 0 104M148 48q-30 52 0 104"/></g>` +
    `<path d="M58 66q16-22 40-26" fill="none" stroke="#fff" stroke-width="7" opacity=".35" stroke-linecap="round"/>`,
  dumbbell: (p) =>
    `<rect x="40" y="93" width="120" height="14" rx="5" fill="#9aa0a8"/><rect x="24" y="58" width="26" height="84" rx="7" fill="${p.c}"/>` +
    `<rect x="50" y="70" width="16" height="60" rx="5" fill="${p.d}"/><rect x="150" y="58" width="26" height="84" rx="7" fill="${p.c}"/>` +
    `<rect x="134" y="70" width="16" height="60" rx="5" fill="${p.d}"/><rect x="80" y="91" width="40" height="18" rx="4" fill="#6f757e"/>`,
  tent: (p) =>
    `<path d="M100 36l78 132H22z" fill="${p.c}"/><path d="M100 36l-22 132H22z" fill="${p.d}" opacity=".45"/>` +
    `<path d="M100 76l28 92H72z" fill="#2b2f36"/><path d="M100 76l-6 92" stroke="${p.l}" stroke-width="3"/>` +
    `<path d="M100 36l-8-16M100 36l8-16" stroke="#6b4226" stroke-width="4" stroke-linecap="round"/><path d="M10 170h180" stroke="${GREEN}" stroke-width="5" stroke-linecap="round"/>`,
  bicycle: (p) =>
    `<g fill="none" stroke="#2f3238" stroke-width="8"><circle cx="50" cy="128" r="34"/><circle cx="150" cy="128" r="34"/></g>` +
    `<g fill="none" stroke="${p.c}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"><path d="M50 128l32-50h52l16 50M82 78l20 50h-52M134 78l-32 50"/>` +
    `<path d="M134 78l-6-20h16"/></g><path d="M70 70h26" stroke="#2f3238" stroke-width="8" stroke-linecap="round"/>`,
  mat: (p) =>
    `<rect x="40" y="70" width="110" height="76" rx="6" fill="${p.c}"/><ellipse cx="150" cy="108" rx="22" ry="38" fill="${p.l}"/>` +
    `<path d="M150 108m-4 0a4 6 0 1 1 8 0a10 16 0 1 1 -18 0a16 26 0 1 1 30 0" fill="none" stroke="${p.d}" stroke-width="3"/>` +
    `<rect x="76" y="66" width="14" height="84" rx="3" fill="${p.d}"/><ellipse cx="40" cy="108" rx="10" ry="38" fill="${p.d}"/>`,
};
