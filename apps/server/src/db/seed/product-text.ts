import type { ChildCategory, LocalWords, ProductLang } from './catalog-types';
import type { Random } from './random';

// Shared qualifiers multiply the per-category word lists, so that 100,000 names are not mostly repeats.
const EN_QUALIFIERS = [
  'Classic',
  'Premium',
  'Everyday',
  'Essential',
  'Signature',
  'Deluxe',
  'Eco',
  'Original',
  'Modern',
  'Compact',
];
const EN_EDITIONS = ['2026 Edition', 'Gift Set', 'Value Pack', 'New Version', 'Limited Edition', 'Travel Edition'];
const ZH_HEADS = [
  '新款',
  '2026新款',
  '官方正品',
  '热卖',
  '限时特惠',
  '厂家直销',
  '品牌正品',
  '网红同款',
  '升级版',
  '经典款',
  '轻奢',
];
const ZH_TAILS = ['送礼佳品', '包邮', '现货速发', '品质保证', '限量版'];
const FR_EDITIONS = ['édition limitée', 'nouvelle collection', 'lot de 2', 'coffret cadeau'];
const TH_TAILS = ['ของแท้', 'พร้อมส่ง', 'ส่งฟรี', 'ราคาพิเศษ', 'รุ่นใหม่'];
const LO_TAILS = ['ຂອງແທ້', 'ພ້ອມສົ່ງ', 'ລຸ້ນໃໝ່'];
const MODEL_SERIES = ['X', 'S', 'Z', 'A', 'Pro ', 'Air ', 'Neo ', 'Max '];
const MODEL_SUFFIXES = [' Pro', ' Ultra', ' Lite', ' Plus'];

/** The words of `lang` for a child category, or undefined when that category has no names in that language. */
export function wordsOf(child: ChildCategory, lang: ProductLang): LocalWords | undefined {
  if (lang === 'zh-CN') return child.zh;
  if (lang === 'fr') return child.fr;
  if (lang === 'th') return child.th;
  if (lang === 'lo') return child.lo;
  return undefined;
}

export const hasWords = (child: ChildCategory, lang: ProductLang) =>
  lang === 'en' || wordsOf(child, lang) !== undefined;

/** A product name built from word lists, e.g. "AeroSound X2 Wireless Noise-Cancelling Headphones". */
export function productName(rng: Random, child: ChildCategory, lang: ProductLang): string {
  const words = wordsOf(child, lang);
  if (lang === 'en' || !words) {
    const en = child.en;
    const feature = rng.pick(en.features);
    const noun = rng.pick(en.nouns);
    // Book titles ("Winter in Lisbon:") read without a brand in front.
    if (feature.endsWith(':')) return `${feature} ${noun}${rng.chance(0.3) ? ` (${rng.pick(EN_EDITIONS)})` : ''}`;
    const model = en.model
      ? ` ${rng.pick(MODEL_SERIES)}${rng.int(2, 12)}${rng.chance(0.2) ? rng.pick(MODEL_SUFFIXES) : ''}`
      : '';
    const qualifier = !en.model && rng.chance(0.5) ? ` ${rng.pick(EN_QUALIFIERS)}` : '';
    const edition = rng.chance(0.2) ? ` - ${rng.pick(EN_EDITIONS)}` : '';
    return `${rng.pick(en.brands)}${model}${qualifier} ${feature} ${noun}${edition}`;
  }
  const noun = rng.pick(words.nouns);
  // French takes one tail: two could contradict each other ("en lin lavé, en percale de coton").
  const tails = rng.sample(words.tails, lang !== 'fr' && rng.chance(0.4) ? 2 : 1);
  if (lang === 'zh-CN') {
    const extra = rng.chance(0.35) ? ` ${rng.pick(ZH_TAILS)}` : '';
    return `${rng.chance(0.45) ? rng.pick(ZH_HEADS) : ''}${noun} ${tails.join(' ')}${extra}`;
  }
  if (lang === 'fr') {
    const tail = tails[0] ?? '';
    const named = tail.startsWith(',') ? `${noun}${tail}` : `${noun} ${tail}`;
    return rng.chance(0.25) ? `${named} – ${rng.pick(FR_EDITIONS)}` : named;
  }
  const generic = lang === 'th' ? TH_TAILS : LO_TAILS;
  return `${noun} ${tails.join(' ')}${rng.chance(0.4) ? ` ${rng.pick(generic)}` : ''}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Copy = { intros: string[]; middles: string[]; bullets: string[]; closing: string; sep: string };

/** Description phrases per language. */
const COPY: Record<ProductLang, Copy> = {
  en: {
    intros: [
      'is designed for everyday use and built to last. We tested it for weeks before adding it to our shelves.',
      'combines thoughtful design with quality materials, at a price that makes sense.',
      'is one of our customers’ favourites this season, and it is easy to see why.',
      'brings together the details that matter: good materials, careful finishing and honest value.',
    ],
    middles: [
      'Every piece is inspected before it leaves our warehouse, and we stand behind it with a full warranty.',
      'Photos show the product in natural light; colours may vary slightly from screen to screen.',
      'Order today and it usually arrives within two to four working days. Combine it with other items from the same shop to save on shipping.',
    ],
    bullets: [
      'Carefully checked by hand before shipping',
      'Ships within 24 hours from our local warehouse',
      'Packed in recyclable packaging',
      '30-day hassle-free returns',
      'Backed by our genuine product guarantee',
    ],
    closing: 'Questions about sizing, delivery or care? Our service team answers every day from 9:00 to 21:00.',
    sep: ', ',
  },
  'zh-CN': {
    intros: [
      '精选优质材料，做工精细，经久耐用。',
      '简约设计，实用百搭，适合日常使用。',
      '本季热销爆款，好评如潮，回购率高。',
    ],
    middles: [
      '每件商品出库前都经过严格质检，请放心购买。',
      '图片均为实物拍摄，因显示器不同可能略有色差。',
      '当天下单，一般二至四天送达。',
    ],
    bullets: ['正品保障，假一赔十', '24小时内发货', '环保包装，安全无异味', '支持七天无理由退换', '质检合格后出库'],
    closing: '如有任何问题，请随时联系在线客服，我们将竭诚为您服务。',
    sep: '、',
  },
  fr: {
    intros: [
      'est conçu pour un usage quotidien et fabriqué pour durer.',
      'allie un design soigné et des matériaux de qualité, à un prix juste.',
      'fait partie des coups de cœur de nos clients cette saison.',
    ],
    middles: [
      'Chaque article est vérifié avant de quitter notre entrepôt.',
      'Photos prises en lumière naturelle ; les couleurs peuvent légèrement varier selon l’écran.',
      'Commandé aujourd’hui, livré en général sous deux à quatre jours ouvrés.',
    ],
    bullets: [
      'Contrôlé avec soin avant expédition',
      'Expédié sous 24 heures',
      'Emballage recyclable',
      'Retours gratuits sous 30 jours',
    ],
    closing: 'Une question ? Notre service client vous répond tous les jours de 9 h à 21 h.',
    sep: ', ',
  },
  th: {
    intros: ['ผลิตจากวัสดุคุณภาพดี ทนทาน ใช้งานได้นาน', 'ดีไซน์เรียบง่าย ใช้งานได้ทุกวัน', 'สินค้าขายดีประจำฤดูกาลนี้ ลูกค้ารีวิวดีมาก'],
    middles: [
      'สินค้าทุกชิ้นผ่านการตรวจสอบคุณภาพก่อนจัดส่ง',
      'ภาพถ่ายจากสินค้าจริง สีอาจแตกต่างเล็กน้อยตามหน้าจอ',
      'สั่งวันนี้ ได้รับสินค้าภายใน 2-4 วันทำการ',
    ],
    bullets: ['สินค้าของแท้ 100%', 'จัดส่งภายใน 24 ชั่วโมง', 'บรรจุภัณฑ์รักษ์โลก', 'คืนสินค้าได้ภายใน 7 วัน'],
    closing: 'หากมีข้อสงสัย ติดต่อฝ่ายบริการลูกค้าได้ทุกวัน 9:00-21:00 น.',
    sep: ', ',
  },
  lo: {
    intros: ['ເຮັດຈາກວັດສະດຸຄຸນນະພາບດີ ທົນທານ ໃຊ້ໄດ້ດົນ', 'ອອກແບບລຽບງ່າຍ ເໝາະສຳລັບໃຊ້ທຸກມື້', 'ສິນຄ້າຂາຍດີປະຈຳລະດູການນີ້'],
    middles: ['ສິນຄ້າທຸກຊິ້ນຜ່ານການກວດສອບຄຸນນະພາບກ່ອນຈັດສົ່ງ', 'ຮູບຖ່າຍຈາກສິນຄ້າແທ້ ສີອາດແຕກຕ່າງເລັກນ້ອຍຕາມໜ້າຈໍ'],
    bullets: ['ສິນຄ້າແທ້ 100%', 'ຈັດສົ່ງພາຍໃນ 24 ຊົ່ວໂມງ', 'ຫໍ່ດ້ວຍວັດສະດຸທີ່ເປັນມິດກັບສິ່ງແວດລ້ອມ', 'ສົ່ງຄືນໄດ້ພາຍໃນ 7 ມື້'],
    closing: 'ຖ້າມີຄຳຖາມ ກະລຸນາຕິດຕໍ່ພະແນກບໍລິການລູກຄ້າ ທຸກມື້ 9:00-21:00.',
    sep: ', ',
  },
};

/**
 * A short description in simple, safe HTML (<p>, <ul>, <li>, <strong> only). `options` holds one line per
 * attribute, e.g. "Colour: Black, Silver", listed first.
 */
export function productDescription(rng: Random, lang: ProductLang, name: string, options: string[]): string {
  const copy = COPY[lang];
  const space = lang === 'zh-CN' ? '，' : ' ';
  const bullets = [...options, ...rng.sample(copy.bullets, 3)].map((b) => `<li>${escapeHtml(b)}</li>`);
  return (
    `<p><strong>${escapeHtml(name)}</strong>${space}${escapeHtml(rng.pick(copy.intros))}</p>` +
    `<p>${escapeHtml(rng.pick(copy.middles))}</p><ul>${bullets.join('')}</ul>` +
    `<p>${escapeHtml(copy.closing)}</p>`
  );
}

export const listSeparator = (lang: ProductLang) => COPY[lang].sep;
