import { fromCents, type Locale, type MerchantOrderStatus } from '@mall/contract';
import { csvCell, csvTime } from '../../platform/csv';
import type { ExportRow } from './order-export';

const COLUMNS = [
  'orderNo',
  'status',
  'createTime',
  'payTime',
  'consignee',
  'phone',
  'country',
  'region',
  'city',
  'address',
  'postCode',
  'items',
  'goodsTotal',
  'freight',
  'discount',
  'paid',
  'refunded',
  'courier',
  'trackingNo',
  'note',
] as const;
type Column = (typeof COLUMNS)[number];

type Words = {
  columns: Record<Column, string>;
  status: Record<MerchantOrderStatus, string>;
  /** The file's last line when more orders matched than one file holds (`{n}`: how many it holds). */
  capped: string;
};

/** Column titles and status names in the merchant's language (the spreadsheet is read by people). */
const WORDS: Record<Locale, Words> = {
  en: {
    columns: {
      orderNo: 'Order number',
      status: 'Status',
      createTime: 'Placed at',
      payTime: 'Paid at',
      consignee: 'Consignee',
      phone: 'Phone',
      country: 'Country',
      region: 'Province or state',
      city: 'City',
      address: 'Address',
      postCode: 'Post code',
      items: 'Items',
      goodsTotal: 'Goods total',
      freight: 'Freight',
      discount: 'Discount',
      paid: 'Paid',
      refunded: 'Refunded amount',
      courier: 'Courier company',
      trackingNo: 'Tracking number',
      note: 'Buyer note',
    },
    status: {
      unpaid: 'To pay',
      to_ship: 'To ship',
      to_receive: 'Shipped',
      to_review: 'Received',
      completed: 'Completed',
      refunded: 'Refunded',
      cancelled: 'Cancelled',
    },
    capped: 'Only the newest {n} orders are in this file: more orders match. Choose a shorter period for the others.',
  },
  'zh-CN': {
    columns: {
      orderNo: '订单号',
      status: '状态',
      createTime: '下单时间',
      payTime: '支付时间',
      consignee: '收货人',
      phone: '电话',
      country: '国家/地区',
      region: '省/州',
      city: '城市',
      address: '地址',
      postCode: '邮编',
      items: '商品',
      goodsTotal: '商品总额',
      freight: '运费',
      discount: '优惠',
      paid: '实付',
      refunded: '退款金额',
      courier: '快递公司',
      trackingNo: '快递单号',
      note: '买家备注',
    },
    status: {
      unpaid: '待付款',
      to_ship: '待发货',
      to_receive: '已发货',
      to_review: '已收货',
      completed: '已完成',
      refunded: '已退款',
      cancelled: '已取消',
    },
    capped: '此文件只包含最新的 {n} 个订单，还有更多订单符合条件。请选择更短的时间段导出其余订单。',
  },
  fr: {
    columns: {
      orderNo: 'Numéro de commande',
      status: 'Statut',
      createTime: 'Passée le',
      payTime: 'Payée le',
      consignee: 'Destinataire',
      phone: 'Téléphone',
      country: 'Pays',
      region: 'Région',
      city: 'Ville',
      address: 'Adresse',
      postCode: 'Code postal',
      items: 'Articles',
      goodsTotal: 'Total des articles',
      freight: 'Livraison',
      discount: 'Remise',
      paid: 'Payé',
      refunded: 'Montant remboursé',
      courier: 'Transporteur',
      trackingNo: 'Numéro de suivi',
      note: 'Note de l’acheteur',
    },
    status: {
      unpaid: 'À payer',
      to_ship: 'À expédier',
      to_receive: 'Expédiée',
      to_review: 'Reçue',
      completed: 'Terminée',
      refunded: 'Remboursée',
      cancelled: 'Annulée',
    },
    capped:
      "Ce fichier ne contient que les {n} commandes les plus récentes : d'autres commandes correspondent. Choisissez une période plus courte pour les autres.",
  },
  th: {
    columns: {
      orderNo: 'หมายเลขคำสั่งซื้อ',
      status: 'สถานะ',
      createTime: 'เวลาสั่งซื้อ',
      payTime: 'เวลาชำระเงิน',
      consignee: 'ผู้รับ',
      phone: 'โทรศัพท์',
      country: 'ประเทศ',
      region: 'จังหวัด/รัฐ',
      city: 'เมือง',
      address: 'ที่อยู่',
      postCode: 'รหัสไปรษณีย์',
      items: 'สินค้า',
      goodsTotal: 'ยอดสินค้า',
      freight: 'ค่าขนส่ง',
      discount: 'ส่วนลด',
      paid: 'ชำระแล้ว',
      refunded: 'ยอดคืนเงิน',
      courier: 'บริษัทขนส่ง',
      trackingNo: 'เลขพัสดุ',
      note: 'หมายเหตุผู้ซื้อ',
    },
    status: {
      unpaid: 'รอชำระเงิน',
      to_ship: 'รอจัดส่ง',
      to_receive: 'จัดส่งแล้ว',
      to_review: 'ได้รับแล้ว',
      completed: 'เสร็จสมบูรณ์',
      refunded: 'คืนเงินแล้ว',
      cancelled: 'ยกเลิกแล้ว',
    },
    capped: 'ไฟล์นี้มีเฉพาะคำสั่งซื้อล่าสุด {n} รายการ ยังมีคำสั่งซื้ออื่นที่ตรงเงื่อนไข โปรดเลือกช่วงเวลาที่สั้นลงเพื่อส่งออกส่วนที่เหลือ',
  },
  lo: {
    columns: {
      orderNo: 'ເລກຄຳສັ່ງຊື້',
      status: 'ສະຖານະ',
      createTime: 'ເວລາສັ່ງຊື້',
      payTime: 'ເວລາຊຳລະ',
      consignee: 'ຜູ້ຮັບ',
      phone: 'ໂທລະສັບ',
      country: 'ປະເທດ',
      region: 'ແຂວງ/ລັດ',
      city: 'ເມືອງ',
      address: 'ທີ່ຢູ່',
      postCode: 'ລະຫັດໄປສະນີ',
      items: 'ສິນຄ້າ',
      goodsTotal: 'ຍອດສິນຄ້າ',
      freight: 'ຄ່າຂົນສົ່ງ',
      discount: 'ສ່ວນຫຼຸດ',
      paid: 'ຊຳລະແລ້ວ',
      refunded: 'ຍອດຄືນເງິນ',
      courier: 'ບໍລິສັດຂົນສົ່ງ',
      trackingNo: 'ເລກພັດສະດຸ',
      note: 'ໝາຍເຫດຜູ້ຊື້',
    },
    status: {
      unpaid: 'ລໍຖ້າຊຳລະ',
      to_ship: 'ລໍຖ້າຈັດສົ່ງ',
      to_receive: 'ຈັດສົ່ງແລ້ວ',
      to_review: 'ໄດ້ຮັບແລ້ວ',
      completed: 'ສຳເລັດ',
      refunded: 'ຄືນເງິນແລ້ວ',
      cancelled: 'ຍົກເລີກແລ້ວ',
    },
    capped: 'ໄຟລ໌ນີ້ມີພຽງຄຳສັ່ງຊື້ລ່າສຸດ {n} ລາຍການ ຍັງມີຄຳສັ່ງຊື້ອື່ນທີ່ກົງເງື່ອນໄຂ. ກະລຸນາເລືອກຊ່ວງເວລາທີ່ສັ້ນລົງເພື່ອສົ່ງອອກສ່ວນທີ່ເຫຼືອ.',
  },
  es: {
    columns: {
      orderNo: 'Número de pedido',
      status: 'Estado',
      createTime: 'Realizado el',
      payTime: 'Pagado el',
      consignee: 'Destinatario',
      phone: 'Teléfono',
      country: 'País',
      region: 'Provincia o estado',
      city: 'Ciudad',
      address: 'Dirección',
      postCode: 'Código postal',
      items: 'Artículos',
      goodsTotal: 'Total de artículos',
      freight: 'Envío',
      discount: 'Descuento',
      paid: 'Pagado',
      refunded: 'Importe reembolsado',
      courier: 'Empresa de mensajería',
      trackingNo: 'Número de seguimiento',
      note: 'Nota del comprador',
    },
    status: {
      unpaid: 'Por pagar',
      to_ship: 'Por enviar',
      to_receive: 'Enviado',
      to_review: 'Recibido',
      completed: 'Completado',
      refunded: 'Reembolsado',
      cancelled: 'Cancelado',
    },
    capped:
      'Este archivo solo contiene los {n} pedidos más recientes: hay más pedidos que coinciden. Elige un periodo más corto para los demás.',
  },
};

/**
 * UTF-8 with a byte order mark (so that spreadsheets read Chinese, Thai and Lao right), CRLF line ends. Times are the
 * shop's own (`timeZone`), as its statement CSV writes them, so both name the same day (audit AW5).
 */
export function ordersCsv(rows: ExportRow[], locale: Locale, timeZone = 'UTC', cappedAt: number | null = null): string {
  const words = WORDS[locale];
  const lines = [COLUMNS.map((c) => csvCell(words.columns[c])).join(',')];
  for (const r of rows) {
    const a = r.address;
    const cells: Record<Column, string> = {
      orderNo: r.order_no,
      status: words.status[r.status] ?? r.status,
      createTime: csvTime(r.created_at, timeZone),
      payTime: csvTime(r.paid_at, timeZone),
      consignee: a.realName,
      phone: [a.countryCode, a.phone].filter(Boolean).join(' '),
      // Every part a courier needs, the country and region named in the merchant's language (issue 22).
      country: r.place.countryName,
      region: r.place.region,
      city: r.place.city,
      address: a.detail,
      postCode: a.postCode ?? '',
      items: r.items ?? '',
      goodsTotal: fromCents(r.pro_total),
      freight: fromCents(r.freight),
      discount: fromCents(Number(r.discount)),
      paid: fromCents(r.pay_amount),
      refunded: fromCents(Number(r.refunded)),
      courier: r.courier_company ?? '',
      trackingNo: r.tracking_no ?? '',
      note: r.mark,
    };
    lines.push(COLUMNS.map((c) => csvCell(cells[c])).join(','));
  }
  // Said in the file itself, where whoever reads the sheet sees it (audit AW5: it stopped at 10,000 without a word).
  if (cappedAt !== null) lines.push(csvCell(words.capped.replace('{n}', cappedAt.toLocaleString(locale))));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
