import { plainAttr } from './attributes';
import type { AttrDef, TopCategory } from './catalog-types';

const shade: AttrDef = {
  name: 'Shade',
  values: [
    { v: 'Ruby Red', i18n: { 'zh-CN': '正红色', fr: 'Rouge rubis', th: 'แดงทับทิม', lo: 'ແດງທັບທິມ' }, colour: 'red' },
    { v: 'Nude Pink', i18n: { 'zh-CN': '裸粉色', fr: 'Rose nude', th: 'ชมพูนู้ด', lo: 'ບົວນູດ' }, colour: 'pink' },
    { v: 'Coral', i18n: { 'zh-CN': '珊瑚色', fr: 'Corail', th: 'สีปะการัง', lo: 'ສີປະກາລັງ' }, colour: 'coral' },
    { v: 'Berry', i18n: { 'zh-CN': '浆果色', fr: 'Baie', th: 'เบอร์รี่', lo: 'ເບີຣີ' }, colour: 'rose' },
  ],
};

export const beauty: TopCategory = {
  key: 'beauty',
  name: 'Beauty & Personal Care',
  names: {
    'zh-CN': '美妆个护',
    fr: 'Beauté et soins',
    th: 'ความงามและของใช้ส่วนตัว',
    lo: 'ຄວາມງາມ ແລະ ການດູແລຕົນເອງ',
    es: 'Belleza y cuidado personal',
  },
  tint: '#f8dcec',
  children: [
    {
      key: 'skincare',
      name: 'Skincare',
      names: {
        'zh-CN': '护肤',
        fr: 'Soins de la peau',
        th: 'ผลิตภัณฑ์ดูแลผิว',
        lo: 'ຜະລິດຕະພັນບຳລຸງຜິວ',
        es: 'Cuidado de la piel',
      },
      shape: 'jar',
      palette: ['pink', 'white', 'sky'],
      attrs: [plainAttr('Volume', ['30 ml', '50 ml', '100 ml'], [0, 0.5, 1.1])],
      price: [9, 99],
      unit: 'jar',
      en: {
        brands: ['Dewy Lab', 'Pure Petal', 'Clarité'],
        features: ['Hyaluronic Moisturising', 'Vitamin C Brightening', 'Night Repair', 'Gentle'],
        nouns: ['Face Cream', 'Day Cream'],
      },
      zh: { nouns: ['玻尿酸面霜', '补水保湿霜'], tails: ['敏感肌可用', '提亮肤色', '修护屏障'] },
      fr: {
        nouns: ['Crème hydratante', 'Crème de nuit'],
        tails: ['à l’acide hyaluronique', 'pour peaux sensibles', 'fabriquée en France'],
      },
      th: { nouns: ['ครีมบำรุงผิวหน้า', 'มอยส์เจอไรเซอร์'], tails: ['ผิวชุ่มชื้น', 'อ่อนโยนต่อผิว'] },
      lo: { nouns: ['ຄຣີມບຳລຸງຜິວໜ້າ'], tails: ['ສ່ວນປະສົມທຳມະຊາດ', 'ອ່ອນໂຍນຕໍ່ຜິວ'] },
    },
    {
      key: 'lipstick',
      name: 'Lipstick & Makeup',
      names: {
        'zh-CN': '彩妆口红',
        fr: 'Rouge à lèvres et maquillage',
        th: 'ลิปสติกและเครื่องสำอาง',
        lo: 'ລິບສະຕິກ ແລະ ເຄື່ອງສຳອາງ',
        es: 'Labiales y maquillaje',
      },
      shape: 'lipstick',
      palette: ['red', 'pink'],
      attrs: [shade],
      price: [7, 45],
      unit: 'piece',
      en: {
        brands: ['Velvet Muse', 'Rouge Atelier', 'Glossy'],
        features: ['Matte Long-Lasting', 'Hydrating Satin', 'Velvet'],
        nouns: ['Lipstick', 'Lip Colour'],
      },
      zh: { nouns: ['哑光口红', '丝绒唇膏'], tails: ['显白不拔干', '持久不脱色', '礼盒装'] },
      fr: { nouns: ['Rouge à lèvres mat', 'Rouge à lèvres satiné'], tails: ['longue tenue', 'enrichi en huiles'] },
      th: { nouns: ['ลิปสติกเนื้อแมตต์', 'ลิปสติก'], tails: ['ติดทนนาน', 'สีสวย'] },
    },
    {
      key: 'perfume',
      name: 'Perfume',
      names: { 'zh-CN': '香水', fr: 'Parfums', th: 'น้ำหอม', lo: 'ນ້ຳຫອມ', es: 'Perfumes' },
      shape: 'perfume',
      palette: ['pink', 'gold', 'sky'],
      attrs: [plainAttr('Volume', ['30 ml', '50 ml', '100 ml'], [0, 0.45, 0.9])],
      price: [19, 189],
      unit: 'bottle',
      en: {
        brands: ['Maison Éclat', 'Noir Oud', 'Petal & Musk'],
        features: ['Floral Eau de Parfum', 'Citrus Eau de Toilette', 'Amber Oud'],
        nouns: ['Perfume', 'Fragrance Spray'],
      },
      zh: { nouns: ['淡香水', '香水礼盒'], tails: ['持久留香', '清新花果香'] },
      fr: { nouns: ['Eau de parfum', 'Eau de toilette'], tails: ['aux notes florales', 'en flacon vaporisateur'] },
    },
    {
      key: 'haircare',
      name: 'Hair Care',
      names: {
        'zh-CN': '洗发护发',
        fr: 'Soins des cheveux',
        th: 'ดูแลเส้นผม',
        lo: 'ການດູແລຜົມ',
        es: 'Cuidado del cabello',
      },
      shape: 'pump',
      palette: ['teal', 'white', 'purple'],
      attrs: [plainAttr('Volume', ['250 ml', '500 ml', '1 L'], [0, 0.6, 1.3])],
      price: [6, 39],
      unit: 'bottle',
      en: {
        brands: ['Silkroot', 'Herbal Grove', 'Salon Pure'],
        features: ['Argan Oil Repair', 'Sulfate-Free', 'Anti-Dandruff', 'Volumising'],
        nouns: ['Shampoo', 'Conditioner'],
      },
      zh: { nouns: ['无硅油洗发水', '护发素'], tails: ['控油蓬松', '修护干枯'] },
      th: { nouns: ['แชมพูสมุนไพร', 'ครีมนวดผม'], tails: ['ลดผมร่วง', 'ผมนุ่มลื่น'] },
    },
  ],
};
