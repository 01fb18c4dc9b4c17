import type { EN, EN_FRAME } from './texts-en';

/** Thai, Lao and Simplified Chinese texts of the notice kinds and the email frame (see texts-en.ts). */
export const TH: typeof EN = {
  order_placed: [
    'สั่งซื้อ {orderNo} แล้ว',
    'ขอบคุณสำหรับคำสั่งซื้อ {orderNo} ยอด {amount} โปรดชำระเงินภายใน {payBy} มิฉะนั้นคำสั่งซื้อจะถูกยกเลิก',
  ],
  order_paid: ['ชำระเงินคำสั่งซื้อ {orderNo} แล้ว', 'เราได้รับเงิน {amount} สำหรับคำสั่งซื้อ {orderNo} แล้ว ร้านกำลังเตรียมสินค้า'],
  order_cancelled: ['คำสั่งซื้อ {orderNo} ถูกยกเลิก', 'คำสั่งซื้อ {orderNo} ไม่ได้ชำระเงินตามเวลา จึงถูกยกเลิกและสินค้ากลับไปวางขาย'],
  order_shipped: ['คำสั่งซื้อ {orderNo} จัดส่งแล้ว', '{shop} จัดส่งคำสั่งซื้อ {orderNo} ของคุณทาง {courier} หมายเลขพัสดุ {trackingNo}'],
  order_delivered: ['คำสั่งซื้อ {orderNo} ส่งถึงแล้ว', '{shop} ส่งมอบคำสั่งซื้อ {orderNo} ของคุณแล้ว'],
  order_received: ['คำสั่งซื้อ {orderNo} ยืนยันรับสินค้าแล้ว', 'คำสั่งซื้อ {orderNo} จาก {shop} ถูกยืนยันรับสินค้าโดยอัตโนมัติ คุณรีวิวได้แล้ว'],
  refund_accepted: ['คำขอ {refundNo} ได้รับการยอมรับ', '{shop} ยอมรับคำขอหลังการขาย {refundNo} จำนวน {amount}'],
  refund_refused: ['คำขอ {refundNo} ถูกปฏิเสธ', '{shop} ปฏิเสธคำขอหลังการขาย {refundNo}: {reason}'],
  refund_goods_received: [
    'ร้านได้รับสินค้าคืนของคำขอ {refundNo}',
    '{shop} ได้รับสินค้าที่คุณส่งคืนสำหรับคำขอ {refundNo} แล้ว จะคืนเงินต่อไป',
  ],
  refund_paid: ['คืนเงิน {refundNo} แล้ว', 'คืนเงิน {amount} ของคำขอ {refundNo} กับ {shop} ให้คุณแล้ว'],
  refund_accepted_overdue: [
    'คำขอ {refundNo} ได้รับการยอมรับ',
    '{shop} ไม่ได้ตอบคำขอหลังการขาย {refundNo} ภายในเวลาที่กำหนด ห้างจึงยอมรับแทนร้านค้า จำนวน {amount}',
  ],
  return_received_overdue: [
    'สินค้าคืนของคำขอ {refundNo} ถือว่าได้รับแล้ว',
    '{shop} ไม่ได้ยืนยันการรับสินค้าที่คุณส่งคืนสำหรับคำขอ {refundNo} ภายในเวลาที่กำหนด จึงถือว่าได้รับแล้ว จะคืนเงินต่อไป',
  ],
  review_replied: ['{shop} ตอบรีวิวของคุณ', '{shop} ตอบรีวิว {product} ของคุณแล้ว'],
  chat_answered: ['{shop} ตอบคุณในแชทแล้ว', '{shop} ตอบข้อความของคุณแล้ว เปิดแชทเพื่ออ่านและตอบกลับ'],
  coupon_expiring: ['คูปองของคุณใกล้หมดอายุ', 'คูปอง "{coupon}" จะหมดอายุวันที่ {validTo} ใช้ก่อนวันนั้นนะ'],
  application_approved: ['ร้าน {shop} ของคุณเปิดแล้ว', 'คำขอเปิดร้าน {shop} ได้รับอนุมัติ เข้าสู่คอนโซลร้านค้าเพื่อตั้งค่าร้าน'],
  application_rejected: ['คำขอเปิดร้าน {shop} ไม่ได้รับอนุมัติ', 'เหตุผล: {reason}'],
  new_order: ['คำสั่งซื้อใหม่ {orderNo} รอจัดส่ง', 'คำสั่งซื้อ {orderNo} ยอด {amount} ชำระเงินแล้ว รอจัดส่ง'],
  refund_asked: ['คำขอหลังการขาย {refundNo}', 'ลูกค้าขอคืนเงิน {amount} ของคำสั่งซื้อ {orderNo} (คำขอ {refundNo}) โปรดพิจารณา'],
  refund_auto_accepted: [
    'คำขอ {refundNo} ได้รับการยอมรับโดยอัตโนมัติ',
    'คำขอ {refundNo} ของคำสั่งซื้อ {orderNo} ({amount}) ไม่ได้รับการพิจารณาภายในเวลาที่กำหนด จึงได้รับการยอมรับแทนร้านของคุณ',
  ],
  return_auto_received: [
    'สินค้าคืนของคำขอ {refundNo} ถือว่าได้รับแล้ว',
    'ไม่ได้ยืนยันการรับสินค้าคืนของคำขอ {refundNo} (คำสั่งซื้อ {orderNo}) ภายในเวลาที่กำหนด จึงถือว่าได้รับแล้วและคืนเงิน {amount} ให้ลูกค้าแล้ว',
  ],
  shop_change_decided: ['การแก้ไขร้าน {shop}: {decision}', 'แพลตฟอร์ม{decision}การแก้ไขร้าน {shop} ของคุณ {reason}'],
  low_stock: ['{product} ใกล้หมด', 'เหลือ {product} ({sku}) เพียง {stock} ชิ้น'],
  application_submitted: ['คำขอเปิดร้านใหม่: {shop}', 'คำขอเปิดร้าน {shop} รอการตรวจสอบ'],
  payout_asked: ['คำขอถอนเงิน {payoutNo} รอตรวจสอบ', '{shop} ขอถอนเงิน {amount} ({payoutNo})'],
};

export const TH_FRAME: typeof EN_FRAME = {
  open: 'เปิดดู',
  footer: 'คุณได้รับข้อความนี้เพราะมีบัญชีที่ {mall} เลือกข้อความที่ต้องการรับได้ในบัญชีของคุณ',
  code_register: ['รหัสยืนยัน Mall ของคุณ: {code}', 'รหัสยืนยันของคุณคือ {code} ใช้ได้ 10 นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยอีเมลนี้'],
  code_reset: [
    'รีเซ็ตรหัสผ่าน Mall: {code}',
    'รหัสสำหรับรีเซ็ตรหัสผ่านคือ {code} ใช้ได้ 10 นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยอีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยน',
  ],
  account_exists: [
    'คุณมีบัญชี Mall อยู่แล้ว',
    'มีผู้พยายามสมัครด้วยอีเมลนี้ซึ่งมีบัญชีอยู่แล้ว เข้าสู่ระบบ หรือรีเซ็ตรหัสผ่านหากลืม หากไม่ใช่คุณ โปรดเพิกเฉยอีเมลนี้',
  ],
  code_sms: ['', '[Mall] รหัสยืนยันของคุณคือ {code} ใช้ได้ 10 นาที'],
  code_password: [
    'รหัส Mall สำหรับตั้งรหัสผ่าน: {code}',
    '[Mall] รหัสสำหรับตั้งรหัสผ่านของคุณคือ {code} ใช้ได้ 10 นาที หากคุณไม่ได้ขอ อาจมีผู้อื่นใช้บัญชีของคุณ อย่าบอกรหัสนี้กับใคร',
  ],
  password_set: ['ตั้งรหัสผ่าน Mall แล้ว', '[Mall] เพิ่งมีการตั้งรหัสผ่านให้บัญชีของคุณ หากไม่ใช่คุณ โปรดรีเซ็ตรหัสผ่านทันทีหรือติดต่อเรา'],
  social_linked: [
    'เพิ่มการเข้าสู่ระบบด้วย {provider} ในบัญชี Mall ของคุณแล้ว',
    'ตอนนี้การเข้าสู่ระบบด้วย {provider} จะเปิดบัญชี Mall ของคุณ หากไม่ใช่คุณ โปรดลบการเข้าสู่ระบบด้วย {provider} ใน "การเข้าสู่ระบบที่เชื่อมโยง" ในบัญชีของคุณ และเปลี่ยนรหัสผ่าน',
  ],
  decision_approved: 'อนุมัติ',
  decision_rejected: 'ปฏิเสธ',
};

export const LO: typeof EN = {
  order_placed: [
    'ສັ່ງຊື້ {orderNo} ແລ້ວ',
    'ຂອບໃຈສຳລັບຄຳສັ່ງຊື້ {orderNo} ຍອດ {amount}. ກະລຸນາຈ່າຍເງິນພາຍໃນ {payBy}; ບໍ່ດັ່ງນັ້ນຄຳສັ່ງຊື້ຈະຖືກຍົກເລີກ.',
  ],
  order_paid: ['ຈ່າຍເງິນຄຳສັ່ງຊື້ {orderNo} ແລ້ວ', 'ພວກເຮົາໄດ້ຮັບເງິນ {amount} ສຳລັບຄຳສັ່ງຊື້ {orderNo} ແລ້ວ. ຮ້ານກຳລັງກະກຽມສິນຄ້າ.'],
  order_cancelled: ['ຄຳສັ່ງຊື້ {orderNo} ຖືກຍົກເລີກ', 'ຄຳສັ່ງຊື້ {orderNo} ບໍ່ໄດ້ຈ່າຍເງິນທັນເວລາ ຈຶ່ງຖືກຍົກເລີກ ແລະ ສິນຄ້າກັບຄືນໄປຂາຍ.'],
  order_shipped: ['ຄຳສັ່ງຊື້ {orderNo} ສົ່ງອອກແລ້ວ', '{shop} ສົ່ງຄຳສັ່ງຊື້ {orderNo} ຂອງທ່ານທາງ {courier}, ເລກພັດສະດຸ {trackingNo}.'],
  order_delivered: ['ຄຳສັ່ງຊື້ {orderNo} ສົ່ງເຖິງແລ້ວ', '{shop} ສົ່ງມອບຄຳສັ່ງຊື້ {orderNo} ຂອງທ່ານແລ້ວ.'],
  order_received: ['ຄຳສັ່ງຊື້ {orderNo} ຢືນຢັນຮັບແລ້ວ', 'ຄຳສັ່ງຊື້ {orderNo} ຈາກ {shop} ຖືກຢືນຢັນຮັບສິນຄ້າອັດຕະໂນມັດ. ທ່ານສາມາດລີວິວໄດ້ແລ້ວ.'],
  refund_accepted: ['ຄຳຂໍ {refundNo} ໄດ້ຮັບການຍອມຮັບ', '{shop} ຍອມຮັບຄຳຂໍຫຼັງການຂາຍ {refundNo} ຈຳນວນ {amount}.'],
  refund_refused: ['ຄຳຂໍ {refundNo} ຖືກປະຕິເສດ', '{shop} ປະຕິເສດຄຳຂໍຫຼັງການຂາຍ {refundNo}: {reason}'],
  refund_goods_received: [
    'ຮ້ານໄດ້ຮັບສິນຄ້າຄືນຂອງຄຳຂໍ {refundNo}',
    '{shop} ໄດ້ຮັບສິນຄ້າທີ່ທ່ານສົ່ງຄືນສຳລັບຄຳຂໍ {refundNo} ແລ້ວ; ຈະຄືນເງິນຕໍ່ໄປ.',
  ],
  refund_paid: ['ຄືນເງິນ {refundNo} ແລ້ວ', 'ຄືນເງິນ {amount} ຂອງຄຳຂໍ {refundNo} ກັບ {shop} ໃຫ້ທ່ານແລ້ວ.'],
  refund_accepted_overdue: [
    'ຄຳຂໍ {refundNo} ໄດ້ຮັບການຍອມຮັບ',
    '{shop} ບໍ່ໄດ້ຕອບຄຳຂໍຫຼັງການຂາຍ {refundNo} ທັນເວລາ, ສູນການຄ້າຈຶ່ງຍອມຮັບແທນຮ້ານ ຈຳນວນ {amount}.',
  ],
  return_received_overdue: [
    'ສິນຄ້າສົ່ງຄືນຂອງຄຳຂໍ {refundNo} ຖືວ່າໄດ້ຮັບແລ້ວ',
    '{shop} ບໍ່ໄດ້ຢືນຢັນການຮັບສິນຄ້າທີ່ທ່ານສົ່ງຄືນສຳລັບຄຳຂໍ {refundNo} ທັນເວລາ, ຈຶ່ງຖືວ່າໄດ້ຮັບແລ້ວ; ຈະຄືນເງິນຕໍ່ໄປ.',
  ],
  review_replied: ['{shop} ຕອບລີວິວຂອງທ່ານ', '{shop} ຕອບລີວິວ {product} ຂອງທ່ານແລ້ວ.'],
  chat_answered: ['{shop} ຕອບທ່ານໃນແຊັດແລ້ວ', '{shop} ຕອບຂໍ້ຄວາມຂອງທ່ານແລ້ວ. ເປີດແຊັດເພື່ອອ່ານ ແລະ ຕອບກັບ.'],
  coupon_expiring: ['ຄູປອງຂອງທ່ານໃກ້ໝົດອາຍຸ', 'ຄູປອງ "{coupon}" ຈະໝົດອາຍຸວັນທີ {validTo}. ໃຊ້ກ່ອນວັນນັ້ນ.'],
  application_approved: ['ຮ້ານ {shop} ຂອງທ່ານເປີດແລ້ວ', 'ຄຳຂໍເປີດຮ້ານ {shop} ໄດ້ຮັບການອະນຸມັດ. ເຂົ້າຄອນໂຊນຮ້ານຄ້າເພື່ອຕັ້ງຄ່າຮ້ານ.'],
  application_rejected: ['ຄຳຂໍເປີດຮ້ານ {shop} ບໍ່ໄດ້ຮັບການອະນຸມັດ', 'ເຫດຜົນ: {reason}'],
  new_order: ['ຄຳສັ່ງຊື້ໃໝ່ {orderNo} ລໍຖ້າສົ່ງ', 'ຄຳສັ່ງຊື້ {orderNo} ຍອດ {amount} ຈ່າຍເງິນແລ້ວ ລໍຖ້າສົ່ງ.'],
  refund_asked: ['ຄຳຂໍຫຼັງການຂາຍ {refundNo}', 'ລູກຄ້າຂໍຄືນເງິນ {amount} ຂອງຄຳສັ່ງຊື້ {orderNo} (ຄຳຂໍ {refundNo}). ກະລຸນາພິຈາລະນາ.'],
  refund_auto_accepted: [
    'ຄຳຂໍ {refundNo} ໄດ້ຮັບການຍອມຮັບອັດຕະໂນມັດ',
    'ຄຳຂໍ {refundNo} ຂອງຄຳສັ່ງຊື້ {orderNo} ({amount}) ບໍ່ໄດ້ຮັບການພິຈາລະນາທັນເວລາ, ຈຶ່ງໄດ້ຮັບການຍອມຮັບແທນຮ້ານຂອງທ່ານ.',
  ],
  return_auto_received: [
    'ສິນຄ້າຄືນຂອງຄຳຂໍ {refundNo} ຖືວ່າໄດ້ຮັບແລ້ວ',
    'ບໍ່ໄດ້ຢືນຢັນການຮັບສິນຄ້າຄືນຂອງຄຳຂໍ {refundNo} (ຄຳສັ່ງຊື້ {orderNo}) ທັນເວລາ, ຈຶ່ງຖືວ່າໄດ້ຮັບແລ້ວ ແລະ ຄືນເງິນ {amount} ໃຫ້ລູກຄ້າແລ້ວ.',
  ],
  shop_change_decided: ['ການແກ້ໄຂຮ້ານ {shop}: {decision}', 'ແພລດຟອມ{decision}ການແກ້ໄຂຮ້ານ {shop} ຂອງທ່ານ. {reason}'],
  low_stock: ['{product} ໃກ້ໝົດ', 'ເຫຼືອ {product} ({sku}) ພຽງ {stock} ອັນ.'],
  application_submitted: ['ຄຳຂໍເປີດຮ້ານໃໝ່: {shop}', 'ຄຳຂໍເປີດຮ້ານ {shop} ລໍຖ້າການກວດສອບ.'],
  payout_asked: ['ຄຳຂໍຖອນເງິນ {payoutNo} ລໍຖ້າກວດສອບ', '{shop} ຂໍຖອນເງິນ {amount} ({payoutNo}).'],
};

export const LO_FRAME: typeof EN_FRAME = {
  open: 'ເປີດເບິ່ງ',
  footer: 'ທ່ານໄດ້ຮັບຂໍ້ຄວາມນີ້ເພາະມີບັນຊີຢູ່ {mall}. ເລືອກຂໍ້ຄວາມທີ່ຕ້ອງການຮັບໄດ້ໃນບັນຊີຂອງທ່ານ.',
  code_register: ['ລະຫັດຢືນຢັນ Mall ຂອງທ່ານ: {code}', 'ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code}, ໃຊ້ໄດ້ 10 ນາທີ. ຖ້າທ່ານບໍ່ໄດ້ຂໍ ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້.'],
  code_reset: [
    'ຕັ້ງລະຫັດຜ່ານ Mall ໃໝ່: {code}',
    'ລະຫັດສຳລັບຕັ້ງລະຫັດຜ່ານໃໝ່ແມ່ນ {code}, ໃຊ້ໄດ້ 10 ນາທີ. ຖ້າທ່ານບໍ່ໄດ້ຂໍ ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້; ລະຫັດຜ່ານຂອງທ່ານບໍ່ປ່ຽນ.',
  ],
  account_exists: [
    'ທ່ານມີບັນຊີ Mall ແລ້ວ',
    'ມີຄົນພະຍາຍາມລົງທະບຽນດ້ວຍອີເມວນີ້ ເຊິ່ງມີບັນຊີແລ້ວ. ເຂົ້າສູ່ລະບົບ ຫຼື ຕັ້ງລະຫັດຜ່ານໃໝ່ຖ້າລືມ. ຖ້າບໍ່ແມ່ນທ່ານ ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້.',
  ],
  code_sms: ['', '[Mall] ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code}, ໃຊ້ໄດ້ 10 ນາທີ.'],
  code_password: [
    'ລະຫັດ Mall ສຳລັບຕັ້ງລະຫັດຜ່ານ: {code}',
    '[Mall] ລະຫັດສຳລັບຕັ້ງລະຫັດຜ່ານຂອງທ່ານແມ່ນ {code}, ໃຊ້ໄດ້ 10 ນາທີ. ຖ້າທ່ານບໍ່ໄດ້ຂໍ ອາດມີຄົນອື່ນໃຊ້ບັນຊີຂອງທ່ານ: ຢ່າບອກລະຫັດນີ້ໃຫ້ໃຜ.',
  ],
  password_set: [
    'ຕັ້ງລະຫັດຜ່ານ Mall ແລ້ວ',
    '[Mall] ຫາກໍ່ມີການຕັ້ງລະຫັດຜ່ານໃຫ້ບັນຊີຂອງທ່ານ. ຖ້າບໍ່ແມ່ນທ່ານ ກະລຸນາຕັ້ງລະຫັດຜ່ານໃໝ່ທັນທີ ຫຼື ຕິດຕໍ່ພວກເຮົາ.',
  ],
  social_linked: [
    'ໄດ້ເພີ່ມການເຂົ້າສູ່ລະບົບດ້ວຍ {provider} ໃສ່ບັນຊີ Mall ຂອງທ່ານແລ້ວ',
    'ຕອນນີ້ການເຂົ້າສູ່ລະບົບດ້ວຍ {provider} ຈະເປີດບັນຊີ Mall ຂອງທ່ານ. ຖ້າບໍ່ແມ່ນທ່ານ, ກະລຸນາລຶບການເຂົ້າສູ່ລະບົບດ້ວຍ {provider} ໃນ "ການເຂົ້າສູ່ລະບົບທີ່ເຊື່ອມໂຍງ" ໃນບັນຊີຂອງທ່ານ ແລະ ປ່ຽນລະຫັດຜ່ານ.',
  ],
  decision_approved: 'ອະນຸມັດ',
  decision_rejected: 'ປະຕິເສດ',
};

export const ZH: typeof EN = {
  order_placed: [
    '订单 {orderNo} 已提交',
    '感谢您的订单 {orderNo}，金额 {amount}。请在 {payBy} 前付款，逾期订单将自动取消。',
  ],
  order_paid: ['订单 {orderNo} 已付款', '我们已收到订单 {orderNo} 的付款 {amount}，店铺正在备货。'],
  order_cancelled: ['订单 {orderNo} 已取消', '订单 {orderNo} 未按时付款，已自动取消，商品已重新上架。'],
  order_shipped: ['订单 {orderNo} 已发货', '{shop} 已通过 {courier} 发出您的订单 {orderNo}，运单号 {trackingNo}。'],
  order_delivered: ['订单 {orderNo} 已送达', '{shop} 已送达您的订单 {orderNo}。'],
  order_received: ['订单 {orderNo} 已自动确认收货', '您在 {shop} 的订单 {orderNo} 已自动确认收货，现在可以评价了。'],
  refund_accepted: ['售后申请 {refundNo} 已同意', '{shop} 已同意您的售后申请 {refundNo}，金额 {amount}。'],
  refund_refused: ['售后申请 {refundNo} 被拒绝', '{shop} 拒绝了您的售后申请 {refundNo}：{reason}'],
  refund_goods_received: [
    '售后申请 {refundNo} 的退货已收到',
    '{shop} 已收到您为售后申请 {refundNo} 寄回的商品，将为您退款。',
  ],
  refund_paid: ['退款 {refundNo} 已到账', '您在 {shop} 的售后申请 {refundNo} 已退款 {amount}。'],
  refund_accepted_overdue: [
    '售后申请 {refundNo} 已同意',
    '{shop} 未在规定时间内处理您的售后申请 {refundNo}，商城已代店铺同意，金额 {amount}。',
  ],
  return_received_overdue: [
    '售后申请 {refundNo} 的退货视为已收到',
    '{shop} 未在规定时间内确认收到您为售后申请 {refundNo} 寄回的商品，视为已收到，将为您退款。',
  ],
  review_replied: ['{shop} 回复了您的评价', '{shop} 回复了您对 {product} 的评价。'],
  chat_answered: ['{shop} 在客服消息中回复了您', '{shop} 回复了您的消息，打开客服消息即可查看并回复。'],
  coupon_expiring: ['您的优惠券即将过期', '您的优惠券“{coupon}”将于 {validTo} 过期，请尽快使用。'],
  application_approved: ['您的店铺 {shop} 已开通', '您的 {shop} 入驻申请已通过，请登录商家后台设置店铺。'],
  application_rejected: ['您的 {shop} 入驻申请未通过', '原因：{reason}'],
  new_order: ['新订单 {orderNo} 待发货', '订单 {orderNo}（金额 {amount}）已付款，等待发货。'],
  refund_asked: ['售后申请 {refundNo}', '顾客就订单 {orderNo} 申请退款 {amount}（申请 {refundNo}），请处理。'],
  refund_auto_accepted: [
    '售后申请 {refundNo} 已自动同意',
    '订单 {orderNo} 的售后申请 {refundNo}（{amount}）未在期限内处理，已代店铺自动同意。',
  ],
  return_auto_received: [
    '售后申请 {refundNo} 的退货视为已收到',
    '售后申请 {refundNo}（订单 {orderNo}）的退货未在期限内确认收货，已视为收到，并已向顾客退款 {amount}。',
  ],
  shop_change_decided: ['店铺 {shop} 的修改已{decision}', '平台已{decision}您对店铺 {shop} 的修改。{reason}'],
  low_stock: ['{product} 库存不足', '{product}（{sku}）仅剩 {stock} 件。'],
  application_submitted: ['新的入驻申请：{shop}', '开店申请 {shop} 等待审核。'],
  payout_asked: ['提现 {payoutNo} 待审核', '{shop} 申请提现 {amount}（{payoutNo}）。'],
};

export const ZH_FRAME: typeof EN_FRAME = {
  open: '查看',
  footer: '您收到此消息是因为您在 {mall} 有账户。您可以在账户中选择接收哪些消息。',
  code_register: ['您的 Mall 验证码：{code}', '您的验证码是 {code}，10 分钟内有效。如非本人操作，请忽略此邮件。'],
  code_reset: [
    '重置您的 Mall 密码：{code}',
    '您重置密码的验证码是 {code}，10 分钟内有效。如非本人操作，请忽略此邮件，您的密码不会改变。',
  ],
  account_exists: [
    '您已有 Mall 账户',
    '有人尝试用此邮箱注册，但该邮箱已有账户。请直接登录，忘记密码可重置。如非本人操作，请忽略此邮件。',
  ],
  code_sms: ['', '【Mall】您的验证码是 {code}，10 分钟内有效。'],
  code_password: [
    '您设置 Mall 密码的验证码：{code}',
    '【Mall】您设置密码的验证码是 {code}，10 分钟内有效。如非本人操作，可能有人正在使用您的账号，请勿泄露。',
  ],
  password_set: ['您的 Mall 密码已设置', '【Mall】您的账号刚刚设置了密码。如非本人操作，请立即重置密码或联系我们。'],
  social_linked: [
    '您的 Mall 账户已添加 {provider} 登录',
    '现在使用 {provider} 登录将进入您的 Mall 账户。如果这不是您本人操作，请在账户的“已关联的登录方式”中移除 {provider} 登录，并修改密码。',
  ],
  decision_approved: '通过',
  decision_rejected: '拒绝',
};
