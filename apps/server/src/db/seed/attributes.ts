import type { AttrDef, AttrValue, ProductLang } from './catalog-types';

type Tr = Partial<Record<ProductLang, string>>;

/** Colours of SKUs and pictures: hex and the colour's name per language. */
export const COLOURS: Record<string, { hex: string; en: string; i18n: Tr }> = {
  black: { hex: '#2d2f33', en: 'Black', i18n: { 'zh-CN': '黑色', fr: 'Noir', th: 'สีดำ', lo: 'ສີດຳ' } },
  white: { hex: '#f1f0ec', en: 'White', i18n: { 'zh-CN': '白色', fr: 'Blanc', th: 'สีขาว', lo: 'ສີຂາວ' } },
  silver: { hex: '#bfc4cc', en: 'Silver', i18n: { 'zh-CN': '银色', fr: 'Argent', th: 'สีเงิน', lo: 'ສີເງິນ' } },
  grey: { hex: '#8d939b', en: 'Grey', i18n: { 'zh-CN': '灰色', fr: 'Gris', th: 'สีเทา', lo: 'ສີເທົາ' } },
  navy: { hex: '#2c3e66', en: 'Navy', i18n: { 'zh-CN': '藏青色', fr: 'Bleu marine', th: 'สีกรมท่า', lo: 'ສີຟ້າເຂັ້ມ' } },
  blue: { hex: '#3d7bd9', en: 'Blue', i18n: { 'zh-CN': '蓝色', fr: 'Bleu', th: 'สีน้ำเงิน', lo: 'ສີຟ້າ' } },
  sky: { hex: '#7fb8e8', en: 'Sky Blue', i18n: { 'zh-CN': '天蓝色', fr: 'Bleu ciel', th: 'สีฟ้า', lo: 'ສີຟ້າອ່ອນ' } },
  red: { hex: '#e2453c', en: 'Red', i18n: { 'zh-CN': '红色', fr: 'Rouge', th: 'สีแดง', lo: 'ສີແດງ' } },
  pink: { hex: '#f29bb5', en: 'Pink', i18n: { 'zh-CN': '粉色', fr: 'Rose', th: 'สีชมพู', lo: 'ສີບົວ' } },
  rose: { hex: '#c9607f', en: 'Rose', i18n: { 'zh-CN': '玫瑰粉', fr: 'Vieux rose', th: 'สีชมพูกุหลาบ', lo: 'ສີບົວກຸຫຼາບ' } },
  green: { hex: '#4caf6a', en: 'Green', i18n: { 'zh-CN': '绿色', fr: 'Vert', th: 'สีเขียว', lo: 'ສີຂຽວ' } },
  olive: { hex: '#7d8b4a', en: 'Olive', i18n: { 'zh-CN': '橄榄绿', fr: 'Olive', th: 'สีเขียวมะกอก', lo: 'ສີຂຽວໝາກກອກ' } },
  beige: { hex: '#d9c2a0', en: 'Beige', i18n: { 'zh-CN': '米色', fr: 'Beige', th: 'สีเบจ', lo: 'ສີເບດ' } },
  brown: { hex: '#8a5a3b', en: 'Brown', i18n: { 'zh-CN': '棕色', fr: 'Marron', th: 'สีน้ำตาล', lo: 'ສີນ້ຳຕານ' } },
  gold: { hex: '#d4a93a', en: 'Gold', i18n: { 'zh-CN': '金色', fr: 'Doré', th: 'สีทอง', lo: 'ສີຄຳ' } },
  purple: { hex: '#8e6cc9', en: 'Purple', i18n: { 'zh-CN': '紫色', fr: 'Violet', th: 'สีม่วง', lo: 'ສີມ່ວງ' } },
  orange: { hex: '#f08a2e', en: 'Orange', i18n: { 'zh-CN': '橙色', fr: 'Orange', th: 'สีส้ม', lo: 'ສີສົ້ມ' } },
  yellow: { hex: '#f2c438', en: 'Yellow', i18n: { 'zh-CN': '黄色', fr: 'Jaune', th: 'สีเหลือง', lo: 'ສີເຫຼືອງ' } },
  teal: {
    hex: '#2aa198',
    en: 'Teal',
    i18n: { 'zh-CN': '青绿色', fr: 'Bleu canard', th: 'สีเขียวหัวเป็ด', lo: 'ສີຂຽວອົມຟ້າ' },
  },
  coral: { hex: '#ff7f66', en: 'Coral', i18n: { 'zh-CN': '珊瑚色', fr: 'Corail', th: 'สีปะการัง', lo: 'ສີປະກາລັງ' } },
  cream: { hex: '#f3e6c8', en: 'Cream', i18n: { 'zh-CN': '奶油色', fr: 'Crème', th: 'สีครีม', lo: 'ສີຄຣີມ' } },
};

/** Attribute names per language; an attribute not listed keeps its English name. */
export const ATTR_NAMES: Record<string, Tr> = {
  Colour: { 'zh-CN': '颜色', fr: 'Couleur', th: 'สี', lo: 'ສີ' },
  Size: { 'zh-CN': '尺码', fr: 'Taille', th: 'ขนาด', lo: 'ຂະໜາດ' },
  Storage: { 'zh-CN': '存储容量', fr: 'Stockage', th: 'ความจุ', lo: 'ຄວາມຈຸ' },
  Edition: { 'zh-CN': '版本', fr: 'Édition', th: 'รุ่น', lo: 'ລຸ້ນ' },
  'Case Size': { 'zh-CN': '表盘尺寸', fr: 'Taille du boîtier', th: 'ขนาดหน้าปัด', lo: 'ຂະໜາດໜ້າປັດ' },
  Kit: { 'zh-CN': '套装', fr: 'Kit', th: 'ชุด', lo: 'ຊຸດ' },
  Memory: { 'zh-CN': '内存', fr: 'Mémoire', th: 'หน่วยความจำ', lo: 'ໜ່ວຍຄວາມຈຳ' },
  Finish: { 'zh-CN': '材质', fr: 'Finition', th: 'วัสดุ', lo: 'ວັດສະດຸ' },
  Shade: { 'zh-CN': '色号', fr: 'Teinte', th: 'เฉดสี', lo: 'ເສດສີ' },
  Scent: { 'zh-CN': '香型', fr: 'Parfum', th: 'กลิ่น', lo: 'ກິ່ນ' },
  Roast: { 'zh-CN': '烘焙度', fr: 'Torréfaction', th: 'ระดับการคั่ว', lo: 'ລະດັບການຂົ້ວ' },
  Weight: { 'zh-CN': '重量', fr: 'Poids', th: 'น้ำหนัก', lo: 'ນ້ຳໜັກ' },
  Flavour: { 'zh-CN': '口味', fr: 'Saveur', th: 'รสชาติ', lo: 'ລົດຊາດ' },
  Variety: { 'zh-CN': '品种', fr: 'Variété', th: 'สายพันธุ์', lo: 'ສາຍພັນ' },
  Volume: { 'zh-CN': '容量', fr: 'Contenance', th: 'ปริมาตร', lo: 'ປະລິມານ' },
  Cover: { 'zh-CN': '装帧', fr: 'Couverture', th: 'ปก', lo: 'ປົກ' },
  Pieces: { 'zh-CN': '颗粒数', fr: 'Pièces', th: 'จำนวนชิ้น', lo: 'ຈຳນວນຊິ້ນ' },
  Light: { 'zh-CN': '光色', fr: 'Lumière', th: 'แสงไฟ', lo: 'ແສງໄຟ' },
  Frame: { 'zh-CN': '车架尺寸', fr: 'Taille du cadre', th: 'ขนาดเฟรม', lo: 'ຂະໜາດເຟຣມ' },
  Thickness: { 'zh-CN': '厚度', fr: 'Épaisseur', th: 'ความหนา', lo: 'ຄວາມໜາ' },
};

export function colourAttr(keys: string[], name = 'Colour'): AttrDef {
  return {
    name,
    values: keys.map((key) => {
      const colour = COLOURS[key];
      if (!colour) throw new Error(`Unknown colour ${key}`);
      return { v: colour.en, i18n: colour.i18n, colour: key };
    }),
  };
}

/** A plain attribute whose values read the same in every language (sizes, capacities). */
export function plainAttr(name: string, values: string[], steps: number[] = []): AttrDef {
  return { name, values: values.map((v, i): AttrValue => ({ v, up: steps[i] ?? 0 })) };
}

export const CLOTHES_SIZES = plainAttr('Size', ['S', 'M', 'L', 'XL']);
export const SHOE_SIZES = plainAttr('Size', ['39', '40', '41', '42', '43', '44']);

export const attrName = (name: string, lang: ProductLang) =>
  lang === 'en' ? name : (ATTR_NAMES[name]?.[lang] ?? name);
export const attrValue = (value: AttrValue, lang: ProductLang) =>
  lang === 'en' ? value.v : (value.i18n?.[lang] ?? value.v);
