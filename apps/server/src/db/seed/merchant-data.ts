import type { LocalizedText } from '@mall/contract';
import type { ProductLang } from './catalog-types';

export const MERCHANT_TYPES: { name: string; names: LocalizedText; info: string }[] = [
  {
    name: 'Flagship store',
    names: { 'zh-CN': '旗舰店', fr: 'Boutique phare', th: 'ร้านเรือธง', lo: 'ຮ້ານເຮືອທຸງ', es: 'Tienda insignia' },
    info: 'Run by the brand owner itself; sells the complete range of its own brand.',
  },
  {
    name: 'Franchise store',
    names: {
      'zh-CN': '专营店',
      fr: 'Boutique franchisée',
      th: 'ร้านแฟรนไชส์',
      lo: 'ຮ້ານແຟຣນໄຊ',
      es: 'Tienda franquiciada',
    },
    info: 'Authorised by one or more brands to sell their products in one category.',
  },
  {
    name: 'Specialty store',
    names: {
      'zh-CN': '专卖店',
      fr: 'Boutique spécialisée',
      th: 'ร้านเฉพาะทาง',
      lo: 'ຮ້ານສະເພາະທາງ',
      es: 'Tienda especializada',
    },
    info: 'A retailer focused on one kind of product, often with its own selection of brands.',
  },
  {
    name: 'Exclusive store',
    names: {
      'zh-CN': '独家店',
      fr: 'Boutique exclusive',
      th: 'ร้านจำหน่ายเฉพาะ',
      lo: 'ຮ້ານຈຳໜ່າຍສະເພາະ',
      es: 'Tienda exclusiva',
    },
    info: 'The only seller of a brand or a craft in this mall.',
  },
];

export const MERCHANT_CATEGORIES: { key: string; name: string; names: LocalizedText; handlingFee: string }[] = [
  {
    key: 'electronics',
    name: 'Electronics',
    names: { 'zh-CN': '数码电器', fr: 'Électronique', th: 'อิเล็กทรอนิกส์', lo: 'ເອເລັກໂຕຣນິກ', es: 'Electrónica' },
    handlingFee: '3.00',
  },
  {
    key: 'fashion',
    name: 'Fashion',
    names: { 'zh-CN': '服饰鞋包', fr: 'Mode', th: 'แฟชั่น', lo: 'ແຟຊັ່ນ', es: 'Moda' },
    handlingFee: '5.00',
  },
  {
    key: 'food',
    name: 'Food',
    names: { 'zh-CN': '食品生鲜', fr: 'Alimentation', th: 'อาหาร', lo: 'ອາຫານ', es: 'Alimentación' },
    handlingFee: '4.00',
  },
  {
    key: 'home',
    name: 'Home',
    names: { 'zh-CN': '家居家装', fr: 'Maison', th: 'ของใช้ในบ้าน', lo: 'ເຄື່ອງໃຊ້ໃນເຮືອນ', es: 'Hogar' },
    handlingFee: '5.00',
  },
  {
    key: 'beauty',
    name: 'Beauty',
    names: { 'zh-CN': '美妆个护', fr: 'Beauté', th: 'ความงาม', lo: 'ຄວາມງາມ', es: 'Belleza' },
    handlingFee: '6.00',
  },
  {
    key: 'books',
    name: 'Books',
    names: { 'zh-CN': '图书文娱', fr: 'Livres', th: 'หนังสือ', lo: 'ປຶ້ມ', es: 'Libros' },
    handlingFee: '2.50',
  },
  {
    key: 'sports',
    name: 'Sports',
    names: { 'zh-CN': '运动户外', fr: 'Sport', th: 'กีฬา', lo: 'ກິລາ', es: 'Deportes' },
    handlingFee: '4.50',
  },
];

export type ShopCategoryDef = { name: string; children?: string[]; sub?: ShopCategoryDef[] };

export type ShopDef = {
  name: string;
  /** ASCII form of the name, drawn on the shop's avatar and certificates (the banner draws the name as written). */
  latin: string;
  /**
   * The name in the storefront's other languages where a real shop would have it (decision 0056): the mall's own shop
   * and a shop's descriptor ("Official Store"); a brand keeps one name.
   */
  names?: Partial<Record<'zh-CN' | 'fr' | 'th' | 'lo' | 'es', string>>;
  type: number;
  category: string;
  isSelf?: boolean;
  /** Relative share of the products written in each language. */
  langs: Partial<Record<ProductLang, number>>;
  /** Relative share of all products. */
  size: number;
  rating: string;
  colours: [string, string];
  intro: string;
  address: string;
  phone: string;
  serviceText: string;
  /**
   * The service line in the languages the shop has a name in (merchants.service_texts): the shop page shows it and
   * that language's banner draws it under the name.
   */
  serviceTexts?: Partial<Record<'zh-CN' | 'fr' | 'th' | 'lo' | 'es', string>>;
  /** Shop categories; `children` are the platform child category keys whose products go there. */
  categories: ShopCategoryDef[];
};

export const OPENING_HOURS = 'Mon-Sun 09:00-21:00';

/** Names of the extra English shops added for large catalogues (a shop street with a few dozen shops). */
export const EXTRA_SHOP_PREFIXES = [
  'Blue Harbor',
  'Sunrise',
  'Maple',
  'Northern',
  'Silver Birch',
  'Coral Bay',
  'Evergreen',
  'Riverside',
  'Summit',
  'Cedar',
  'Brightside',
  'Old Town',
];
export const EXTRA_SHOP_SUFFIXES: Record<string, string> = {
  digital: 'Electronics',
  women: 'Boutique',
  men: 'Outfitters',
  home: 'Home Goods',
  beauty: 'Beauty Bar',
  food: 'Market',
  sports: 'Sports',
  books: 'Books & Toys',
};
export const TOP_TO_MERCHANT_CATEGORY: Record<string, string> = {
  digital: 'electronics',
  women: 'fashion',
  men: 'fashion',
  home: 'home',
  beauty: 'beauty',
  food: 'food',
  sports: 'sports',
  books: 'books',
};
