import { type Locale, MALL_CURRENCY } from '@mall/contract';

/**
 * A count's wording by the language's plural category (Intl.PluralRules), `{n}` standing for the number as the
 * language groups it: "1 review", "29,286 followers", "1 opinión" (audit DB1). `other` is every language's fallback,
 * and the only form of Thai, Lao and Chinese.
 */
export type CountWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The few words of the server-rendered pages, in the six languages of the shop. */
export type PageWords = {
  home: string;
  search: string;
  inStock: string;
  outOfStock: string;
  /** The heading of the review list. */
  reviews: string;
  reviewCount: CountWords;
  /** A review's stars for screen readers, `{n}` its score. */
  starsOutOfFive: CountWords;
  noRatings: string;
  soldBy: string;
  buy: string;
  visitShop: string;
  products: string;
  options: string;
  shopProducts: string;
  followerCount: CountWords;
  /** A category page's number in its title, `{n}` the number. */
  page: string;
  next: string;
  previous: string;
  subcategories: string;
  shops: string;
  notFound: string;
  /** The home page's title and description for search engines and link previews. */
  homeTitle: string;
  homeDescription: string;
};

export const PAGE_WORDS: Record<Locale, PageWords> = {
  en: {
    home: 'Home',
    search: 'Search',
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    reviews: 'Reviews',
    reviewCount: { one: '{n} review', other: '{n} reviews' },
    starsOutOfFive: { one: '{n} out of 5 stars', other: '{n} out of 5 stars' },
    noRatings: 'No ratings yet',
    soldBy: 'Sold by',
    buy: 'Buy in the shop',
    visitShop: 'Visit the shop',
    products: 'products',
    options: 'Options',
    shopProducts: 'Products of this shop',
    followerCount: { one: '{n} follower', other: '{n} followers' },
    page: 'Page {n}',
    next: 'Next page',
    previous: 'Previous page',
    subcategories: 'Categories',
    shops: 'Shops',
    notFound: 'This page could not be found',
    homeTitle: 'Mall: shop from many shops in one cart',
    homeDescription:
      'Shop phones, fashion, beauty, home and food from many independent shops, pay once for all of them, and follow every order, refund and review in one place.',
  },
  'zh-CN': {
    home: '首页',
    search: '搜索',
    inStock: '有货',
    outOfStock: '缺货',
    reviews: '评价',
    reviewCount: { other: '{n} 条评价' },
    starsOutOfFive: { other: '{n} 星（满分 5 星）' },
    noRatings: '暂无评分',
    soldBy: '店铺',
    buy: '去商城购买',
    visitShop: '进入店铺',
    products: '件商品',
    options: '规格',
    shopProducts: '本店商品',
    followerCount: { other: '{n} 人关注' },
    page: '第 {n} 页',
    next: '下一页',
    previous: '上一页',
    subcategories: '分类',
    shops: '店铺',
    notFound: '找不到此页面',
    homeTitle: 'Mall：多家店铺，一个购物车',
    homeDescription: '在多家独立店铺选购手机、服饰、美妆、家居和食品，一次付款，订单、退款和评价都在同一处查看。',
  },
  fr: {
    home: 'Accueil',
    search: 'Rechercher',
    inStock: 'En stock',
    outOfStock: 'Rupture de stock',
    reviews: 'Avis',
    reviewCount: { one: '{n} avis', other: '{n} avis' },
    starsOutOfFive: { one: '{n} étoile sur 5', other: '{n} étoiles sur 5' },
    noRatings: 'Pas encore de note',
    soldBy: 'Vendu par',
    buy: 'Acheter dans la boutique',
    visitShop: 'Voir la boutique',
    products: 'produits',
    options: 'Options',
    shopProducts: 'Produits de cette boutique',
    followerCount: { one: '{n} abonné', other: '{n} abonnés' },
    page: 'Page {n}',
    next: 'Page suivante',
    previous: 'Page précédente',
    subcategories: 'Catégories',
    shops: 'Boutiques',
    notFound: 'Cette page est introuvable',
    homeTitle: 'Mall : achetez dans de nombreuses boutiques avec un seul panier',
    homeDescription:
      'Achetez téléphones, mode, beauté, maison et épicerie dans de nombreuses boutiques indépendantes, payez une seule fois et suivez commandes, remboursements et avis au même endroit.',
  },
  th: {
    home: 'หน้าแรก',
    search: 'ค้นหา',
    inStock: 'มีสินค้า',
    outOfStock: 'สินค้าหมด',
    reviews: 'รีวิว',
    reviewCount: { other: '{n} รีวิว' },
    starsOutOfFive: { other: '{n} จาก 5 ดาว' },
    noRatings: 'ยังไม่มีคะแนน',
    soldBy: 'จำหน่ายโดย',
    buy: 'ซื้อในร้าน',
    visitShop: 'ไปที่ร้าน',
    products: 'สินค้า',
    options: 'ตัวเลือก',
    shopProducts: 'สินค้าของร้านนี้',
    followerCount: { other: '{n} ผู้ติดตาม' },
    page: 'หน้า {n}',
    next: 'หน้าถัดไป',
    previous: 'หน้าก่อนหน้า',
    subcategories: 'หมวดหมู่',
    shops: 'ร้านค้า',
    notFound: 'ไม่พบหน้านี้',
    homeTitle: 'Mall: ช้อปหลายร้านในตะกร้าเดียว',
    homeDescription:
      'ช้อปโทรศัพท์ แฟชั่น ความงาม ของใช้ในบ้าน และอาหารจากร้านอิสระมากมาย ชำระเงินครั้งเดียว และติดตามคำสั่งซื้อ การคืนเงิน และรีวิวได้ในที่เดียว',
  },
  lo: {
    home: 'ໜ້າຫຼັກ',
    search: 'ຄົ້ນຫາ',
    inStock: 'ມີສິນຄ້າ',
    outOfStock: 'ສິນຄ້າໝົດ',
    reviews: 'ຄຳຕິຊົມ',
    reviewCount: { other: '{n} ຄຳຕິຊົມ' },
    starsOutOfFive: { other: '{n} ຈາກ 5 ດາວ' },
    noRatings: 'ຍັງບໍ່ມີຄະແນນ',
    soldBy: 'ຈຳໜ່າຍໂດຍ',
    buy: 'ຊື້ໃນຮ້ານ',
    visitShop: 'ໄປທີ່ຮ້ານ',
    products: 'ສິນຄ້າ',
    options: 'ຕົວເລືອກ',
    shopProducts: 'ສິນຄ້າຂອງຮ້ານນີ້',
    followerCount: { other: '{n} ຜູ້ຕິດຕາມ' },
    page: 'ໜ້າ {n}',
    next: 'ໜ້າຕໍ່ໄປ',
    previous: 'ໜ້າກ່ອນ',
    subcategories: 'ໝວດໝູ່',
    shops: 'ຮ້ານຄ້າ',
    notFound: 'ບໍ່ພົບໜ້ານີ້',
    homeTitle: 'Mall: ຊື້ຈາກຫຼາຍຮ້ານໃນກະຕ່າດຽວ',
    homeDescription:
      'ຊື້ໂທລະສັບ, ແຟຊັນ, ຄວາມງາມ, ເຄື່ອງໃຊ້ໃນເຮືອນ ແລະ ອາຫານຈາກຮ້ານອິດສະຫຼະຫຼາຍຮ້ານ, ຈ່າຍເງິນເທື່ອດຽວ ແລະ ຕິດຕາມຄຳສັ່ງຊື້, ການຄືນເງິນ ແລະ ລີວິວໄດ້ໃນບ່ອນດຽວ.',
  },
  es: {
    home: 'Inicio',
    search: 'Buscar',
    inStock: 'En existencias',
    outOfStock: 'Agotado',
    reviews: 'Opiniones',
    reviewCount: { one: '{n} opinión', other: '{n} opiniones' },
    starsOutOfFive: { one: '{n} de 5 estrellas', other: '{n} de 5 estrellas' },
    noRatings: 'Aún sin valoraciones',
    soldBy: 'Vendido por',
    buy: 'Comprar en la tienda',
    visitShop: 'Ver la tienda',
    products: 'productos',
    options: 'Opciones',
    shopProducts: 'Productos de esta tienda',
    followerCount: { one: '{n} seguidor', other: '{n} seguidores' },
    page: 'Página {n}',
    next: 'Página siguiente',
    previous: 'Página anterior',
    subcategories: 'Categorías',
    shops: 'Tiendas',
    notFound: 'No se encontró esta página',
    homeTitle: 'Mall: compra en muchas tiendas con un solo carrito',
    homeDescription:
      'Compra móviles, moda, belleza, hogar y alimentación en muchas tiendas independientes, paga una sola vez y sigue pedidos, reembolsos y reseñas en un solo lugar.',
  },
};

/** The market a language's page speaks to: its shipping details and its currency wording. */
export const MARKET: Record<Locale, string> = { en: 'US', 'zh-CN': 'CN', fr: 'FR', th: 'TH', lo: 'LA', es: 'ES' };

/**
 * ISO 4217 code structured data and link previews name: the currency the mall charges in, whatever symbol the
 * operator shows (audit FR4). The settings take only a symbol of that currency (contract `isChargedCurrency`); one
 * stored before that rule does not make a page claim a price in a currency nobody is charged in.
 */
export function currencyCode(_symbol: string): string {
  return MALL_CURRENCY.toUpperCase();
}
