import type { BannerTexts, Locale } from '@mall/contract';
import { activities, activityProducts, banners, hotKeywords, settings } from '../schema';
import type { CatalogRefs } from './build-catalog';
import type { ProductIndex } from './build-products';
import { type Executor, insertRows, reserveIds } from './bulk-insert';
import { logoSvg, qrSvg } from './images/brand-images';
import type { ImageStore } from './images/image-store';
import { activitySvg, homeBannerSvg, loginLeftSvg, type Promo } from './images/promo-images';
import type { Random } from './random';

const DAY = 86_400_000;

/** Store settings under their well-known keys (modules/content/settings.ts parses them). */
export async function seedSettings(db: Executor, rng: Random, images: ImageStore): Promise<void> {
  const logoUrl = images.add('logo.svg', logoSvg);
  const loginLeftImage = images.add('login-left.svg', loginLeftSvg);
  const qr = qrSvg(rng);
  const qrImage = images.add('service-qr.svg', () => qr);
  await insertRows(db, settings, [
    {
      key: 'home',
      value: { logoUrl, mobileUrl: '', currencySymbol: '$', showGuest: true, loginLeftImage },
    },
    {
      key: 'service',
      value: {
        serviceType: 'phone',
        serviceLink: '',
        serviceMessage: 'Our service team answers every day from 9:00 to 21:00.',
        servicePhone: '+66 2 026 3388',
        serviceEmail: 'care@mall-asia.com',
        qrImage,
      },
    },
    {
      key: 'footer',
      value: {
        phone: '+66 2 026 3388',
        address: 'Mall Tower, 1 Sukhumvit Soi 24, Khlong Toei, Bangkok 10110, Thailand',
        copyright: '© 2026 Mall. All rights reserved.',
      },
    },
    {
      key: 'loginMethods',
      value: { visitorOpen: true, facebookOpen: false, facebookAppId: '', googleOpen: false, twitterOpen: false },
    },
  ]);
}

/** Hot keywords: for every reader, then each language's own (shown first to its readers); each finds demo products. */
const KEYWORDS: { title: string; locale: Locale | null }[] = [
  ...['headphones', 'dress', 'candle', 'running shoes', 'coffee'].map((title) => ({ title, locale: null })),
  ...(
    [
      ['zh-CN', ['连衣裙', '耳机', '咖啡']],
      ['th', ['รองเท้า', 'เสื้อ', 'ผ้าไหม']],
      ['lo', ['ເກີບ', 'ເສື້ອ', 'ຜ້າໄໝ']],
      ['fr', ['bougie', 'lampe', 'café']],
      // Spanish readers were offered the English words for every language (audit AX15).
      ['es', ['auriculares', 'vestido', 'vela']],
    ] as const
  ).flatMap(([locale, titles]) => titles.map((title) => ({ title, locale }))),
];

/** `texts`: the words drawn over the picture in the other languages, headline and subline (BannerTextSchema). */
type BannerDef = Promo & { top: string; toProduct?: boolean; texts: BannerTexts };
const BANNERS: BannerDef[] = [
  {
    title: 'Autumn Sale',
    subtitle: 'Up to 50% off across the mall',
    colours: ['#e93323', '#ff8a3d'],
    top: 'women',
    shapes: [
      ['dress', '#f29bb5'],
      ['handbag', '#8a5a3b'],
      ['scarf', '#d4a93a'],
    ],
    texts: {
      'zh-CN': '秋季大促\n全场低至五折',
      fr: 'Soldes d’automne\nJusqu’à -50 % dans tout le centre',
      th: 'ลดราคาฤดูใบไม้ร่วง\nลดสูงสุด 50% ทั้งห้าง',
      lo: 'ຫຼຸດລາຄາລະດູໃບໄມ້ຫຼົ່ນ\nຫຼຸດສູງສຸດ 50% ທົ່ວທັງຫ້າງ',
      es: 'Rebajas de otoño\nHasta un 50 % de descuento en todo el centro',
    },
  },
  {
    title: 'Tech Week',
    subtitle: 'Headphones and more from $29',
    colours: ['#1e2a78', '#3d7bd9'],
    top: 'digital',
    shapes: [
      ['headphones', '#2d2f33'],
      ['phone', '#8e6cc9'],
      ['watch', '#bfc4cc'],
    ],
    texts: {
      'zh-CN': '数码周\n耳机等好物 $29 起',
      fr: 'Semaine high-tech\nCasques et plus dès 29 $',
      th: 'สัปดาห์ไอที\nหูฟังและอื่น ๆ เริ่มต้น $29',
      lo: 'ອາທິດເທັກໂນໂລຢີ\nຫູຟັງ ແລະ ອື່ນໆ ເລີ່ມຕົ້ນ $29',
      es: 'Semana tecnológica\nAuriculares y más desde 29 $',
    },
  },
  {
    title: 'New Season Sneakers',
    subtitle: 'Fresh styles from $39',
    colours: ['#0f766e', '#2dd4bf'],
    top: 'sports',
    shapes: [
      ['runner', '#ff7f66'],
      ['sneaker', '#f1f0ec'],
      ['cap', '#2c3e66'],
    ],
    toProduct: true,
    texts: {
      'zh-CN': '新季运动鞋\n新款 $39 起',
      fr: 'Baskets de la nouvelle saison\nNouveaux modèles dès 39 $',
      th: 'รองเท้าผ้าใบคอลเลกชันใหม่\nสไตล์ใหม่เริ่มต้น $39',
      lo: 'ເກີບຜ້າໃບລະດູໃໝ່\nແບບໃໝ່ເລີ່ມຕົ້ນ $39',
      es: 'Zapatillas de nueva temporada\nEstilos nuevos desde 39 $',
    },
  },
  {
    title: 'Fresh from the Farm',
    subtitle: 'Coffee, honey and fruit, delivered',
    colours: ['#3f7d20', '#a3c85a'],
    top: 'food',
    shapes: [
      ['coffee', '#8a5a3b'],
      ['honey', '#f08a2e'],
      ['fruit', '#e2453c'],
    ],
    texts: {
      'zh-CN': '农场直供\n咖啡、蜂蜜和水果送货上门',
      fr: 'Tout droit de la ferme\nCafé, miel et fruits livrés chez vous',
      th: 'สดจากฟาร์ม\nกาแฟ น้ำผึ้ง และผลไม้ ส่งถึงบ้าน',
      lo: 'ສົດຈາກສວນ\nກາເຟ, ນ້ຳເຜິ້ງ ແລະ ໝາກໄມ້ ສົ່ງເຖິງບ້ານ',
      es: 'Directo de la granja\nCafé, miel y fruta a tu puerta',
    },
  },
];

type ActivityDef = Omit<Promo, 'subtitle'> & {
  names: Record<string, string>;
  intro: string;
  intros: Record<string, string>;
  startDays: number;
  endDays: number;
  pool: (index: ProductIndex) => number[];
};
const fromTops = (index: ProductIndex, tops: string[]) =>
  tops.flatMap((t) => (index.byTop.get(t) ?? []).slice(0, 4000));
const ACTIVITIES: ActivityDef[] = [
  {
    title: 'Flash Sale',
    colours: ['#e93323', '#f59e0b'],
    shapes: [['headphones', '#e2453c']],
    names: { 'zh-CN': '限时秒杀', fr: 'Ventes flash', th: 'แฟลชเซล', lo: 'ແຟລັດເຊລ', es: 'Oferta relámpago' },
    intro: 'Deep discounts for a short time only. When it is gone, it is gone.',
    intros: {
      'zh-CN': '限时超低折扣，售完即止。',
      fr: 'De grosses remises pour peu de temps. Quand c’est parti, c’est parti.',
      th: 'ส่วนลดสุดคุ้มในเวลาจำกัด หมดแล้วหมดเลย',
      lo: 'ຫຼຸດລາຄາພິເສດໃນເວລາຈຳກັດ ໝົດແລ້ວໝົດເລີຍ.',
      es: 'Grandes descuentos por poco tiempo. Cuando se acaba, se acaba.',
    },
    startDays: -1,
    endDays: 2,
    pool: (index) => index.discounted,
  },
  {
    title: 'New Arrivals',
    colours: ['#7c3aed', '#ec4899'],
    shapes: [['perfume', '#f29bb5']],
    names: { 'zh-CN': '新品上市', fr: 'Nouveautés', th: 'สินค้ามาใหม่', lo: 'ສິນຄ້າມາໃໝ່', es: 'Novedades' },
    intro: 'The newest products from our shops, added in the last 30 days.',
    intros: {
      'zh-CN': '各店铺最近 30 天上架的新品。',
      fr: 'Les derniers articles de nos boutiques, ajoutés ces 30 derniers jours.',
      th: 'สินค้าใหม่ล่าสุดจากร้านค้าของเรา เพิ่มเข้ามาใน 30 วันที่ผ่านมา',
      lo: 'ສິນຄ້າໃໝ່ລ່າສຸດຈາກຮ້ານຄ້າຂອງພວກເຮົາ ທີ່ເພີ່ມເຂົ້າມາໃນ 30 ວັນຜ່ານມາ.',
      es: 'Lo más nuevo de nuestras tiendas, añadido en los últimos 30 días.',
    },
    startDays: -10,
    endDays: 20,
    pool: (index) => (index.recent.length >= 20 ? index.recent : index.visible),
  },
  {
    title: 'Autumn Festival',
    colours: ['#c2410c', '#facc15'],
    shapes: [['candle', '#d9c2a0']],
    names: {
      'zh-CN': '金秋购物节',
      fr: 'Fête d’automne',
      th: 'เทศกาลฤดูใบไม้ร่วง',
      lo: 'ງານບຸນລະດູໃບໄມ້ຫຼົ່ນ',
      es: 'Festival de otoño',
    },
    intro: 'Candles, blankets, coffee and honey for the cooler days.',
    intros: {
      'zh-CN': '蜡烛、毛毯、咖啡和蜂蜜，陪你度过微凉的日子。',
      fr: 'Bougies, plaids, café et miel pour les jours plus frais.',
      th: 'เทียนหอม ผ้าห่ม กาแฟ และน้ำผึ้ง สำหรับวันที่อากาศเย็นลง',
      lo: 'ທຽນຫອມ, ຜ້າຫົ່ມ, ກາເຟ ແລະ ນ້ຳເຜິ້ງ ສຳລັບມື້ທີ່ອາກາດເຢັນລົງ.',
      es: 'Velas, mantas, café y miel para los días más frescos.',
    },
    startDays: -5,
    endDays: 25,
    pool: (index) => fromTops(index, ['home', 'food']),
  },
  {
    title: 'Weekend Sports',
    colours: ['#0369a1', '#22d3ee'],
    shapes: [['ball', '#f08a2e']],
    names: {
      'zh-CN': '周末运动季',
      fr: 'Week-end sportif',
      th: 'สุดสัปดาห์กีฬา',
      lo: 'ທ້າຍອາທິດກິລາ',
      es: 'Fin de semana deportivo',
    },
    intro: 'Running shoes, tents, bikes and balls at weekend prices.',
    intros: {
      'zh-CN': '跑鞋、帐篷、自行车和球类，周末特价。',
      fr: 'Chaussures de course, tentes, vélos et ballons à prix de week-end.',
      th: 'รองเท้าวิ่ง เต็นท์ จักรยาน และลูกบอล ในราคาสุดสัปดาห์',
      lo: 'ເກີບແລ່ນ, ເຕັ້ນ, ລົດຖີບ ແລະ ໝາກບານ ໃນລາຄາທ້າຍອາທິດ.',
      es: 'Zapatillas para correr, tiendas de campaña, bicis y balones a precio de fin de semana.',
    },
    startDays: -3,
    endDays: 11,
    pool: (index) => fromTops(index, ['sports']),
  },
];

/** Hot keywords, home banners and running activities with their products. */
export async function seedContent(
  db: Executor,
  rng: Random,
  images: ImageStore,
  catalog: CatalogRefs,
  index: ProductIndex,
  now: number,
): Promise<void> {
  await insertRows(
    db,
    hotKeywords,
    KEYWORDS.map((k, i) => ({ ...k, sort: i + 1 })),
  );

  await insertRows(
    db,
    banners,
    BANNERS.map((b, i) => {
      const ofTop = index.byTop.get(b.top) ?? index.visible;
      const link =
        b.toProduct && ofTop.length > 0
          ? `/goods_detail/${rng.pick(ofTop)}`
          : `/goods/goods_search?cid=${catalog.tops.get(b.top)}`;
      return {
        title: `${b.title}\n${b.subtitle}`,
        texts: b.texts,
        image: images.add(`banner-${i + 1}.svg`, () => homeBannerSvg(b)),
        link,
        sort: i + 1,
      };
    }),
  );

  const ids = await reserveIds(db, activities, ACTIVITIES.length);
  await insertRows(
    db,
    activities,
    ACTIVITIES.map((a, i) => ({
      id: ids[i],
      name: a.title,
      names: a.names,
      image: images.add(`activity-${i + 1}.svg`, () => activitySvg(a)),
      intro: a.intro,
      intros: a.intros,
      startsAt: new Date(now + a.startDays * DAY),
      endsAt: new Date(now + a.endDays * DAY),
      sort: i + 1,
    })),
  );
  const links: (typeof activityProducts.$inferInsert)[] = [];
  ACTIVITIES.forEach((a, i) => {
    const pool = a.pool(index);
    rng.sample(pool.length > 0 ? pool : index.visible, rng.int(8, 20)).forEach((productId, sort) => {
      links.push({ activityId: ids[i], productId, sort: sort + 1 });
    });
  });
  await insertRows(db, activityProducts, links);
}
