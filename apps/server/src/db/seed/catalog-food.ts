import { plainAttr } from './attributes';
import type { TopCategory } from './catalog-types';

const weight = (values: string[], steps: number[]) => plainAttr('Weight', values, steps);

export const food: TopCategory = {
  key: 'food',
  name: 'Food & Drinks',
  names: {
    'zh-CN': '食品饮料',
    fr: 'Alimentation et boissons',
    th: 'อาหารและเครื่องดื่ม',
    lo: 'ອາຫານ ແລະ ເຄື່ອງດື່ມ',
    es: 'Alimentación y bebidas',
  },
  tint: '#dcefd3',
  children: [
    {
      key: 'coffee',
      name: 'Coffee & Tea',
      names: { 'zh-CN': '咖啡茶叶', fr: 'Café et thé', th: 'กาแฟและชา', lo: 'ກາເຟ ແລະ ຊາ', es: 'Café y té' },
      shape: 'coffee',
      palette: ['brown', 'black'],
      attrs: [
        {
          name: 'Roast',
          values: [
            { v: 'Light', i18n: { 'zh-CN': '浅烘', fr: 'Légère', th: 'คั่วอ่อน', lo: 'ຂົ້ວອ່ອນ' }, colour: 'gold' },
            { v: 'Medium', i18n: { 'zh-CN': '中烘', fr: 'Moyenne', th: 'คั่วกลาง', lo: 'ຂົ້ວກາງ' }, colour: 'brown' },
            { v: 'Dark', i18n: { 'zh-CN': '深烘', fr: 'Forte', th: 'คั่วเข้ม', lo: 'ຂົ້ວເຂັ້ມ' }, colour: 'black' },
          ],
        },
        weight(['250 g', '500 g', '1 kg'], [0, 0.8, 1.6]),
      ],
      price: [7, 39],
      unit: 'bag',
      en: {
        brands: ['Green Valley', 'Highland Roasters', 'Morning Bloom'],
        features: ['Organic Arabica', 'Single-Origin', 'Espresso Blend', 'Fair Trade'],
        nouns: ['Coffee Beans', 'Ground Coffee'],
      },
      zh: { nouns: ['云南小粒咖啡豆', '精品挂耳咖啡', '明前龙井茶'], tails: ['新鲜烘焙', '醇香浓郁', '礼盒装'] },
      fr: { nouns: ['Café en grains', 'Café moulu'], tails: ['pur arabica', 'torréfié artisanalement', 'bio'] },
      th: { nouns: ['เมล็ดกาแฟอาราบิก้า', 'กาแฟดอยช้าง'], tails: ['คั่วสดใหม่', 'หอมกรุ่น'] },
      lo: { nouns: ['ກາເຟບໍລະເວນ', 'ເມັດກາເຟອາຣາບິກາ'], tails: ['ປູກຢູ່ພູພຽງບໍລະເວນ', 'ຂົ້ວໃໝ່ໆ'] },
    },
    {
      key: 'snacks',
      name: 'Snacks',
      names: { 'zh-CN': '休闲零食', fr: 'Snacks et biscuits', th: 'ขนมขบเคี้ยว', lo: 'ເຂົ້າໜົມ', es: 'Aperitivos' },
      shape: 'snack',
      palette: ['orange', 'green'],
      attrs: [
        {
          name: 'Flavour',
          values: [
            {
              v: 'Chocolate',
              i18n: { 'zh-CN': '巧克力味', fr: 'Chocolat', th: 'ช็อกโกแลต', lo: 'ຊັອກໂກແລັດ' },
              colour: 'brown',
            },
            { v: 'Matcha', i18n: { 'zh-CN': '抹茶味', fr: 'Matcha', th: 'ชาเขียว', lo: 'ຊາຂຽວ' }, colour: 'green' },
            {
              v: 'Strawberry',
              i18n: { 'zh-CN': '草莓味', fr: 'Fraise', th: 'สตรอว์เบอร์รี', lo: 'ສະຕໍເບີຣີ' },
              colour: 'pink',
            },
            {
              v: 'Sea Salt',
              i18n: { 'zh-CN': '海盐味', fr: 'Sel de mer', th: 'เกลือทะเล', lo: 'ເກືອທະເລ' },
              colour: 'sky',
            },
          ],
        },
      ],
      price: [3, 19],
      unit: 'bag',
      en: {
        brands: ['Crunch Co.', 'Happy Bites', 'Oven Fresh'],
        features: ['Butter', 'Crispy', 'Gluten-Free', 'Family Pack'],
        nouns: ['Cookies', 'Biscuits', 'Snack Mix'],
      },
      zh: { nouns: ['曲奇饼干', '坚果零食大礼包'], tails: ['办公室小零食', '独立小包装', '网红爆款'] },
      fr: { nouns: ['Biscuits au beurre', 'Sablés bretons'], tails: ['recette traditionnelle', 'pur beurre'] },
      th: { nouns: ['คุกกี้เนยสด', 'ขนมทองม้วน'], tails: ['กรอบอร่อย', 'สูตรต้นตำรับ'] },
    },
    {
      key: 'fruit',
      name: 'Fresh Fruit',
      names: { 'zh-CN': '新鲜水果', fr: 'Fruits frais', th: 'ผลไม้สด', lo: 'ໝາກໄມ້ສົດ', es: 'Fruta fresca' },
      shape: 'fruit',
      palette: ['red', 'green'],
      attrs: [
        {
          name: 'Variety',
          values: [
            { v: 'Fuji', i18n: { 'zh-CN': '红富士', fr: 'Fuji', th: 'ฟูจิ', lo: 'ຟູຈິ' }, colour: 'red' },
            {
              v: 'Granny Smith',
              i18n: { 'zh-CN': '青苹果', fr: 'Granny Smith', th: 'แอปเปิ้ลเขียว', lo: 'ໝາກແອັບເປີ້ນຂຽວ' },
              colour: 'green',
            },
            {
              v: 'Golden',
              i18n: { 'zh-CN': '黄元帅', fr: 'Golden', th: 'แอปเปิ้ลเหลือง', lo: 'ໝາກແອັບເປີ້ນເຫຼືອງ' },
              colour: 'yellow',
              up: 0.1,
            },
          ],
        },
        weight(['1 kg', '2.5 kg', '5 kg'], [0, 1.2, 3]),
      ],
      price: [4, 25],
      unit: 'box',
      en: {
        brands: ['Orchard Fresh', 'Sunny Farm', 'Hillside'],
        features: ['Crisp Organic', 'Farm Fresh', 'Premium Gift Box'],
        nouns: ['Apples', 'Apple Box'],
      },
      zh: { nouns: ['烟台红富士苹果', '新鲜苹果'], tails: ['脆甜多汁', '产地直发', '当季现摘'] },
      fr: { nouns: ['Pommes du Limousin', 'Pommes bio'], tails: ['croquantes et sucrées', 'en direct du verger'] },
      th: { nouns: ['แอปเปิ้ลสด', 'แอปเปิ้ลฟูจิ'], tails: ['หวานกรอบ', 'คัดพิเศษ'] },
    },
    {
      key: 'rice',
      name: 'Rice & Grains',
      names: {
        'zh-CN': '米面粮油',
        fr: 'Riz et céréales',
        th: 'ข้าวและธัญพืช',
        lo: 'ເຂົ້າ ແລະ ທັນຍະພືດ',
        es: 'Arroz y cereales',
      },
      shape: 'rice',
      palette: ['beige', 'cream'],
      attrs: [weight(['1 kg', '5 kg', '10 kg'], [0, 3, 5.5])],
      price: [3, 15],
      unit: 'bag',
      en: {
        brands: ['Golden Field', 'Paddy Pride', 'Harvest Moon'],
        features: ['Jasmine', 'Organic Brown', 'Premium Sticky', 'Basmati'],
        nouns: ['Rice', 'Long Grain Rice'],
      },
      zh: { nouns: ['东北五常大米', '有机糙米'], tails: ['新米', '真空包装'] },
      th: { nouns: ['ข้าวหอมมะลิ', 'ข้าวไรซ์เบอร์รี่', 'ข้าวเหนียว'], tails: ['ข้าวใหม่', 'จากทุ่งกุลาร้องไห้', 'ปลอดสารพิษ'] },
      lo: { nouns: ['ເຂົ້າໜຽວລາວ', 'ເຂົ້າຫອມມະລິ'], tails: ['ເຂົ້າໃໝ່', 'ປູກແບບອິນຊີ'] },
    },
    {
      key: 'honey',
      name: 'Honey & Jam',
      names: {
        'zh-CN': '蜂蜜果酱',
        fr: 'Miel et confitures',
        th: 'น้ำผึ้งและแยม',
        lo: 'ນ້ຳເຜິ້ງ ແລະ ແຍມ',
        es: 'Miel y mermeladas',
      },
      shape: 'honey',
      palette: ['orange', 'gold'],
      attrs: [weight(['250 g', '500 g', '1 kg'], [0, 0.8, 1.7])],
      price: [5, 35],
      unit: 'jar',
      en: {
        brands: ['Busy Bee', 'Meadow Gold', 'Wild Hive'],
        features: ['Raw Wildflower', 'Acacia', 'Manuka', 'Strawberry'],
        nouns: ['Honey', 'Jam'],
      },
      zh: { nouns: ['土蜂蜜', '百花蜜'], tails: ['农家自产', '纯正无添加'] },
      fr: { nouns: ['Miel de lavande', 'Miel de fleurs sauvages'], tails: ['de Provence', 'récolté à la main'] },
      th: { nouns: ['น้ำผึ้งป่าแท้', 'น้ำผึ้งดอกลำไย'], tails: ['จากเชียงใหม่', '100%'] },
      lo: { nouns: ['ນ້ຳເຜິ້ງປ່າ', 'ນ້ຳເຜິ້ງແທ້'], tails: ['ຈາກແຂວງຫຼວງພະບາງ', 'ບໍ່ປະສົມ'] },
    },
  ],
};
