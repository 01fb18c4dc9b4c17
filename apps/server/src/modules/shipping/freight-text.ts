import type { Locale } from '@mall/contract';

// The freight sentences the goods detail and the cart show, in the six storefront languages. They carry a place
// and amounts, so they are written whole per language here rather than as English keys to translate.

type Texts = {
  shipTo: (place: string, fee: string) => string;
  freeTo: (place: string) => string;
  freeOver: (amount: string) => string;
  freeCount: (count: number) => string;
  notTo: (place: string) => string;
  /** The freight alone would pass the most one order can hold (a shop's fees times a huge quantity or weight). */
  tooLarge: string;
  choose: string;
  /** The shopper's address is an older free-text one (or lacks its region): it must be completed first. */
  complete: string;
  virtual: string;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    shipTo: (place, fee) => `Ship to ${place}: ${fee}`,
    freeTo: (place) => `Ship to ${place}: free shipping`,
    freeOver: (amount) => `, free over ${amount} on items shipped the same way`,
    freeCount: (count) => `, free from ${count} pieces shipped the same way`,
    notTo: (place) => `Not deliverable to ${place}`,
    tooLarge: 'Shipping this many costs more than one order can hold: order fewer pieces',
    choose: 'Choose a country to see the delivery cost',
    complete: 'Complete your address to see the delivery cost',
    virtual: 'Virtual goods: no delivery needed',
  },
  'zh-CN': {
    shipTo: (place, fee) => `配送至${place}：运费 ${fee}`,
    freeTo: (place) => `配送至${place}：包邮`,
    freeOver: (amount) => `，同运费模板满 ${amount} 包邮`,
    freeCount: (count) => `，同运费模板满 ${count} 件包邮`,
    notTo: (place) => `无法配送至${place}`,
    tooLarge: '此数量的运费超出单笔订单的上限，请减少数量',
    choose: '请选择国家或地区以查看运费',
    complete: '请完善收货地址（选择国家和地区）以查看运费',
    virtual: '虚拟商品，无需配送',
  },
  fr: {
    shipTo: (place, fee) => `Livraison vers ${place} : ${fee}`,
    freeTo: (place) => `Livraison vers ${place} : gratuite`,
    freeOver: (amount) => `, gratuite dès ${amount} d’articles expédiés de la même façon`,
    freeCount: (count) => `, gratuite dès ${count} articles expédiés de la même façon`,
    notTo: (place) => `Pas de livraison possible vers ${place}`,
    tooLarge: 'La livraison de cette quantité dépasse ce qu’une commande peut contenir : commandez moins de pièces',
    choose: 'Choisissez un pays pour voir les frais de livraison',
    complete: 'Complétez votre adresse pour voir les frais de livraison',
    virtual: 'Produit virtuel : aucune livraison nécessaire',
  },
  th: {
    shipTo: (place, fee) => `จัดส่งไปยัง ${place}: ${fee}`,
    freeTo: (place) => `จัดส่งไปยัง ${place}: ส่งฟรี`,
    freeOver: (amount) => ` ส่งฟรีเมื่อซื้อสินค้าที่ส่งแบบเดียวกันครบ ${amount}`,
    freeCount: (count) => ` ส่งฟรีเมื่อซื้อสินค้าที่ส่งแบบเดียวกันครบ ${count} ชิ้น`,
    notTo: (place) => `ไม่สามารถจัดส่งไปยัง ${place} ได้`,
    tooLarge: 'ค่าจัดส่งสำหรับจำนวนนี้เกินกว่าที่คำสั่งซื้อหนึ่งรายการรับได้ โปรดสั่งให้น้อยลง',
    choose: 'เลือกประเทศเพื่อดูค่าจัดส่ง',
    complete: 'กรุณากรอกที่อยู่ให้ครบถ้วนเพื่อดูค่าจัดส่ง',
    virtual: 'สินค้าเสมือน ไม่ต้องจัดส่ง',
  },
  lo: {
    shipTo: (place, fee) => `ສົ່ງໄປ ${place}: ${fee}`,
    freeTo: (place) => `ສົ່ງໄປ ${place}: ສົ່ງຟຣີ`,
    freeOver: (amount) => `, ສົ່ງຟຣີເມື່ອຊື້ສິນຄ້າທີ່ສົ່ງແບບດຽວກັນຄົບ ${amount}`,
    freeCount: (count) => `, ສົ່ງຟຣີເມື່ອຊື້ສິນຄ້າທີ່ສົ່ງແບບດຽວກັນຄົບ ${count} ຊິ້ນ`,
    notTo: (place) => `ບໍ່ສາມາດສົ່ງໄປ ${place} ໄດ້`,
    tooLarge: 'ຄ່າສົ່ງສຳລັບຈຳນວນນີ້ເກີນກວ່າທີ່ຄຳສັ່ງຊື້ໜຶ່ງລາຍການຮັບໄດ້ ກະລຸນາສັ່ງໜ້ອຍລົງ',
    choose: 'ເລືອກປະເທດເພື່ອເບິ່ງຄ່າຂົນສົ່ງ',
    complete: 'ກະລຸນາຕື່ມທີ່ຢູ່ໃຫ້ຄົບຖ້ວນເພື່ອເບິ່ງຄ່າຂົນສົ່ງ',
    virtual: 'ສິນຄ້າສະເໝືອນ, ບໍ່ຕ້ອງຈັດສົ່ງ',
  },
  es: {
    shipTo: (place, fee) => `Envío a ${place}: ${fee}`,
    freeTo: (place) => `Envío a ${place}: gratis`,
    freeOver: (amount) => `, gratis desde ${amount} en artículos enviados de la misma forma`,
    freeCount: (count) => `, gratis desde ${count} unidades enviadas de la misma forma`,
    notTo: (place) => `No se puede enviar a ${place}`,
    tooLarge: 'El envío de esta cantidad supera lo que admite un pedido: pide menos unidades',
    choose: 'Elige un país para ver el coste de envío',
    complete: 'Completa tu dirección para ver el coste de envío',
    virtual: 'Producto virtual: no necesita envío',
  },
};

export type FreightFacts =
  | { kind: 'virtual' }
  | { kind: 'none' }
  | { kind: 'complete' }
  | { kind: 'not'; place: string }
  | { kind: 'ship'; place: string; fee: string | null; freeOver?: string; freeCount?: number }
  | { kind: 'tooLarge' };

/** The sentence for the facts, in the reader's language; `fee` null means free. */
export function freightText(facts: FreightFacts, locale: Locale): string {
  const t = TEXTS[locale] ?? TEXTS.en;
  switch (facts.kind) {
    case 'virtual':
      return t.virtual;
    case 'none':
      return t.choose;
    case 'complete':
      return t.complete;
    case 'not':
      return t.notTo(facts.place);
    case 'tooLarge':
      return t.tooLarge;
    case 'ship': {
      if (facts.fee === null) return t.freeTo(facts.place);
      let text = t.shipTo(facts.place, facts.fee);
      if (facts.freeOver !== undefined) text += t.freeOver(facts.freeOver);
      else if (facts.freeCount !== undefined) text += t.freeCount(facts.freeCount);
      return text;
    }
  }
}
