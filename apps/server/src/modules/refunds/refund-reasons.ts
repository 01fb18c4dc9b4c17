import type { Locale } from '@mall/contract';

/**
 * The reasons a shopper picks from. A refund keeps the English text (readable in the database and for support) and
 * every reader sees it in their own language.
 */
const REASONS: Record<Locale, string>[] = [
  {
    en: 'No longer needed',
    'zh-CN': '不想要了',
    fr: "Je n'en ai plus besoin",
    th: 'ไม่ต้องการแล้ว',
    lo: 'ບໍ່ຕ້ອງການແລ້ວ',
    es: 'Ya no lo necesito',
  },
  {
    en: 'Wrong size, colour or model',
    'zh-CN': '尺码、颜色或型号不对',
    fr: 'Mauvaise taille, couleur ou modèle',
    th: 'ขนาด สี หรือรุ่นไม่ถูกต้อง',
    lo: 'ຂະໜາດ, ສີ ຫຼື ລຸ້ນບໍ່ຖືກຕ້ອງ',
    es: 'Talla, color o modelo equivocado',
  },
  {
    en: 'Damaged or defective',
    'zh-CN': '商品破损或有质量问题',
    fr: 'Article endommagé ou défectueux',
    th: 'สินค้าเสียหายหรือชำรุด',
    lo: 'ສິນຄ້າເສຍຫາຍ ຫຼື ມີຂໍ້ບົກພ່ອງ',
    es: 'Dañado o defectuoso',
  },
  {
    en: 'Not as described',
    'zh-CN': '与商品描述不符',
    fr: 'Non conforme à la description',
    th: 'ไม่ตรงตามคำอธิบาย',
    lo: 'ບໍ່ຕົງກັບຄຳອະທິບາຍ',
    es: 'No coincide con la descripción',
  },
  {
    en: 'Wrong item sent',
    'zh-CN': '卖家发错货',
    fr: 'Mauvais article envoyé',
    th: 'ส่งสินค้าผิดรายการ',
    lo: 'ສົ່ງສິນຄ້າຜິດລາຍການ',
    es: 'Se envió un artículo equivocado',
  },
  {
    en: 'Parts or accessories missing',
    'zh-CN': '少件或缺少配件',
    fr: 'Pièces ou accessoires manquants',
    th: 'ชิ้นส่วนหรืออุปกรณ์เสริมขาดหาย',
    lo: 'ຂາດຊິ້ນສ່ວນ ຫຼື ອຸປະກອນເສີມ',
    es: 'Faltan piezas o accesorios',
  },
  {
    en: 'The parcel has not arrived',
    'zh-CN': '未收到货',
    fr: "Le colis n'est pas arrivé",
    th: 'ยังไม่ได้รับพัสดุ',
    lo: 'ຍັງບໍ່ໄດ້ຮັບພັດສະດຸ',
    es: 'El paquete no ha llegado',
  },
  {
    en: 'Shipped too late',
    'zh-CN': '商家发货太慢',
    fr: 'Expédié trop tard',
    th: 'จัดส่งช้าเกินไป',
    lo: 'ຈັດສົ່ງຊ້າເກີນໄປ',
    es: 'Enviado demasiado tarde',
  },
  {
    en: 'Ordered by mistake',
    'zh-CN': '拍错了',
    fr: 'Commandé par erreur',
    th: 'สั่งซื้อผิด',
    lo: 'ສັ່ງຊື້ຜິດ',
    es: 'Pedido por error',
  },
  {
    en: 'Other',
    'zh-CN': '其他',
    fr: 'Autre',
    th: 'อื่น ๆ',
    lo: 'ອື່ນໆ',
    es: 'Otro',
  },
];

export function refundReasons(locale: Locale): string[] {
  return REASONS.map((reason) => reason[locale]);
}

/** The English reason of a text picked in any language, or null when it is not one of the list. */
export function canonicalReason(text: string): string | null {
  const found = REASONS.find((reason) => Object.values(reason).includes(text));
  return found ? found.en : null;
}

/** A stored (English) reason in the reader's language; anything unknown stays as it is. */
export function reasonIn(stored: string, locale: Locale): string {
  return REASONS.find((reason) => reason.en === stored)?.[locale] ?? stored;
}

/**
 * The reasons that put the fault on the seller (issue 21, decision 0024): the goods were damaged, not as described,
 * the wrong item, incomplete, or never or late sent. A refund for one of them gives back the freight share of the
 * goods returned as well, and never keeps freight back for the goods kept.
 */
const SELLER_FAULT = new Set([
  'Damaged or defective',
  'Not as described',
  'Wrong item sent',
  'Parts or accessories missing',
  'The parcel has not arrived',
  'Shipped too late',
]);

/** Whether a stored (English) reason, or one picked in any language, is the seller's fault. */
export function isSellerFault(reason: string): boolean {
  return SELLER_FAULT.has(canonicalReason(reason) ?? reason);
}
