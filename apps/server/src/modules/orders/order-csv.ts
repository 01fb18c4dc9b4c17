import { fromCents, type Locale, type MerchantOrderStatus } from '@mall/contract';
import type { ExportRow } from './merchant-orders.service';

const COLUMNS = [
  'orderNo',
  'status',
  'createTime',
  'payTime',
  'consignee',
  'phone',
  'address',
  'postCode',
  'items',
  'goodsTotal',
  'freight',
  'discount',
  'paid',
  'courier',
  'trackingNo',
  'note',
] as const;
type Column = (typeof COLUMNS)[number];

type Words = { columns: Record<Column, string>; status: Record<MerchantOrderStatus, string> };

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
      address: 'Address',
      postCode: 'Post code',
      items: 'Items',
      goodsTotal: 'Goods total',
      freight: 'Freight',
      discount: 'Discount',
      paid: 'Paid',
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
  },
  'zh-CN': {
    columns: {
      orderNo: '订单号',
      status: '状态',
      createTime: '下单时间',
      payTime: '支付时间',
      consignee: '收货人',
      phone: '电话',
      address: '地址',
      postCode: '邮编',
      items: '商品',
      goodsTotal: '商品总额',
      freight: '运费',
      discount: '优惠',
      paid: '实付',
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
  },
  fr: {
    columns: {
      orderNo: 'Numéro de commande',
      status: 'Statut',
      createTime: 'Passée le',
      payTime: 'Payée le',
      consignee: 'Destinataire',
      phone: 'Téléphone',
      address: 'Adresse',
      postCode: 'Code postal',
      items: 'Articles',
      goodsTotal: 'Total des articles',
      freight: 'Livraison',
      discount: 'Remise',
      paid: 'Payé',
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
  },
  th: {
    columns: {
      orderNo: 'หมายเลขคำสั่งซื้อ',
      status: 'สถานะ',
      createTime: 'เวลาสั่งซื้อ',
      payTime: 'เวลาชำระเงิน',
      consignee: 'ผู้รับ',
      phone: 'โทรศัพท์',
      address: 'ที่อยู่',
      postCode: 'รหัสไปรษณีย์',
      items: 'สินค้า',
      goodsTotal: 'ยอดสินค้า',
      freight: 'ค่าขนส่ง',
      discount: 'ส่วนลด',
      paid: 'ชำระแล้ว',
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
  },
  lo: {
    columns: {
      orderNo: 'ເລກຄຳສັ່ງຊື້',
      status: 'ສະຖານະ',
      createTime: 'ເວລາສັ່ງຊື້',
      payTime: 'ເວລາຊຳລະ',
      consignee: 'ຜູ້ຮັບ',
      phone: 'ໂທລະສັບ',
      address: 'ທີ່ຢູ່',
      postCode: 'ລະຫັດໄປສະນີ',
      items: 'ສິນຄ້າ',
      goodsTotal: 'ຍອດສິນຄ້າ',
      freight: 'ຄ່າຂົນສົ່ງ',
      discount: 'ສ່ວນຫຼຸດ',
      paid: 'ຊຳລະແລ້ວ',
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
  },
  es: {
    columns: {
      orderNo: 'Número de pedido',
      status: 'Estado',
      createTime: 'Realizado el',
      payTime: 'Pagado el',
      consignee: 'Destinatario',
      phone: 'Teléfono',
      address: 'Dirección',
      postCode: 'Código postal',
      items: 'Artículos',
      goodsTotal: 'Total de artículos',
      freight: 'Envío',
      discount: 'Descuento',
      paid: 'Pagado',
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
  },
};

/**
 * A spreadsheet cell: always quoted, quotes doubled, and text that a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe so that it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** UTF-8 with a byte order mark (so that spreadsheets read Chinese, Thai and Lao right), CRLF line ends. */
export function ordersCsv(rows: ExportRow[], locale: Locale): string {
  const words = WORDS[locale];
  const lines = [COLUMNS.map((c) => csvCell(words.columns[c])).join(',')];
  for (const r of rows) {
    const a = r.address;
    const cells: Record<Column, string> = {
      orderNo: r.order_no,
      status: words.status[r.status] ?? r.status,
      createTime: new Date(r.created_at).toISOString(),
      payTime: r.paid_at ? new Date(r.paid_at).toISOString() : '',
      consignee: a.realName,
      phone: [a.countryCode, a.phone].filter(Boolean).join(' '),
      address: [a.country, a.detail].filter(Boolean).join(', '),
      postCode: a.postCode ?? '',
      items: r.items ?? '',
      goodsTotal: fromCents(r.pro_total),
      freight: fromCents(r.freight),
      discount: fromCents(Number(r.discount)),
      paid: fromCents(r.pay_amount),
      courier: r.courier_company ?? '',
      trackingNo: r.tracking_no ?? '',
      note: r.mark,
    };
    lines.push(COLUMNS.map((c) => csvCell(cells[c])).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
