import type { Locale } from '@mall/contract';

/**
 * Region names kept by hand (ISO 3166-2 code -> reader's language -> name), over the generated ones in geo-data
 * (scripts/address-data.mjs writes only each country's own script). The mall's two home countries are read across
 * the border: a Thai reader shipping to Laos reads Laos' provinces in Thai, a Chinese reader in Chinese, as their
 * own maps and atlases write them (audit AX7). Vientiane's prefecture and province share one name in the data
 * (ວຽງຈັນ, "Vientiane"): each is named as Laos names it, the capital ນະຄອນຫຼວງ and the province ແຂວງ, and French and
 * Spanish readers get the two words in their language instead of the English "Prefecture". Facts, not a download:
 * edit here.
 */
export const REGION_NAMES: Readonly<Record<string, Partial<Record<Locale, string>>>> = {
  'LA-AT': { th: 'อัตตะปือ', 'zh-CN': '阿速坡省' },
  'LA-BK': { th: 'บ่อแก้ว', 'zh-CN': '博胶省' },
  'LA-BL': { th: 'บอลิคำไซ', 'zh-CN': '波里坎赛省' },
  'LA-CH': { th: 'จำปาศักดิ์', 'zh-CN': '占巴塞省' },
  'LA-HO': { th: 'หัวพัน', 'zh-CN': '华潘省' },
  'LA-KH': { th: 'คำม่วน', 'zh-CN': '甘蒙省' },
  'LA-LM': { th: 'หลวงน้ำทา', 'zh-CN': '琅南塔省' },
  'LA-LP': { th: 'หลวงพระบาง', 'zh-CN': '琅勃拉邦省' },
  'LA-OU': { th: 'อุดมไซ', 'zh-CN': '乌多姆赛省' },
  'LA-PH': { th: 'พงสาลี', 'zh-CN': '丰沙里省' },
  'LA-SL': { th: 'สาละวัน', 'zh-CN': '沙拉湾省' },
  'LA-SV': { th: 'สะหวันนะเขต', 'zh-CN': '沙湾拿吉省' },
  'LA-VI': {
    lo: 'ແຂວງວຽງຈັນ',
    th: 'แขวงเวียงจันทน์',
    'zh-CN': '万象省',
    fr: 'Province de Vientiane',
    es: 'Provincia de Vientián',
  },
  'LA-VT': {
    lo: 'ນະຄອນຫຼວງວຽງຈັນ',
    th: 'นครหลวงเวียงจันทน์',
    'zh-CN': '万象市',
    fr: 'Préfecture de Vientiane',
    es: 'Prefectura de Vientián',
  },
  'LA-XA': { th: 'ไซยะบูลี', 'zh-CN': '沙耶武里省' },
  'LA-XS': { th: 'ไซสมบูน', 'zh-CN': '赛宋本省' },
  'LA-XE': { th: 'เซกอง', 'zh-CN': '色贡省' },
  'LA-XI': { th: 'เชียงขวาง', 'zh-CN': '川圹省' },
};
