import type { Locale } from '@mall/contract';

/** The account menu (spec: routine_my_menus with pc_url; the storefront adds menuCur = id). */
const MENU: { id: number; path: string; names: Record<Locale, string> }[] = [
  {
    id: 10,
    path: '/users/user_info',
    names: {
      en: 'My profile',
      'zh-CN': '个人资料',
      fr: 'Mon profil',
      th: 'ข้อมูลส่วนตัว',
      lo: 'ຂໍ້ມູນສ່ວນຕົວ',
      es: 'Mi perfil',
    },
  },
  {
    id: 15,
    path: '/users/notices',
    names: {
      en: 'Notifications',
      'zh-CN': '通知',
      fr: 'Notifications',
      th: 'การแจ้งเตือน',
      lo: 'ການແຈ້ງເຕືອນ',
      es: 'Notificaciones',
    },
  },
  {
    id: 20,
    path: '/users/order_list',
    names: {
      en: 'My orders',
      'zh-CN': '我的订单',
      fr: 'Mes commandes',
      th: 'คำสั่งซื้อของฉัน',
      lo: 'ຄຳສັ່ງຊື້ຂອງຂ້ອຍ',
      es: 'Mis pedidos',
    },
  },
  {
    id: 30,
    path: '/users/refund_list',
    names: {
      en: 'Returns and refunds',
      'zh-CN': '退款/售后',
      fr: 'Retours et remboursements',
      th: 'คืนสินค้าและคืนเงิน',
      lo: 'ສົ່ງຄືນ ແລະ ຄືນເງິນ',
      es: 'Devoluciones y reembolsos',
    },
  },
  {
    id: 40,
    path: '/users/coupon_list',
    names: {
      en: 'My coupons',
      'zh-CN': '我的优惠券',
      fr: 'Mes bons de réduction',
      th: 'คูปองของฉัน',
      lo: 'ຄູປອງຂອງຂ້ອຍ',
      es: 'Mis cupones',
    },
  },
  {
    id: 45,
    path: '/users/points',
    names: {
      en: 'My points',
      'zh-CN': '我的积分',
      fr: 'Mes points',
      th: 'คะแนนของฉัน',
      lo: 'ຄະແນນຂອງຂ້ອຍ',
      es: 'Mis puntos',
    },
  },
  {
    id: 50,
    path: '/users/collection_list',
    names: {
      en: 'My favourites',
      'zh-CN': '我的收藏',
      fr: 'Mes favoris',
      th: 'รายการโปรด',
      lo: 'ລາຍການທີ່ມັກ',
      es: 'Mis favoritos',
    },
  },
  {
    id: 55,
    path: '/users/evaluation_list',
    names: {
      en: 'My reviews',
      'zh-CN': '我的评价',
      fr: 'Mes avis',
      th: 'รีวิวของฉัน',
      lo: 'ການລີວິວຂອງຂ້ອຍ',
      es: 'Mis reseñas',
    },
  },
  {
    id: 60,
    path: '/users/address_list',
    names: { en: 'Addresses', 'zh-CN': '收货地址', fr: 'Adresses', th: 'ที่อยู่จัดส่ง', lo: 'ທີ່ຢູ່ຈັດສົ່ງ', es: 'Direcciones' },
  },
  {
    id: 70,
    path: '/users/merchant_settled',
    names: {
      en: 'Apply as merchant',
      'zh-CN': '商家入驻',
      fr: 'Devenir vendeur',
      th: 'สมัครเป็นร้านค้า',
      lo: 'ສະໝັກເປັນຮ້ານຄ້າ',
      es: 'Vender en Mall',
    },
  },
  {
    id: 80,
    path: '/users/application_record',
    names: {
      en: 'Application records',
      'zh-CN': '申请记录',
      fr: 'Mes demandes',
      th: 'ประวัติการสมัคร',
      lo: 'ປະຫວັດການສະໝັກ',
      es: 'Mis solicitudes',
    },
  },
];

export function menuItems(locale: Locale, _isMerchant: boolean) {
  return MENU.map((item) => ({ id: item.id, name: item.names[locale] ?? item.names.en, pc_url: item.path }));
}
