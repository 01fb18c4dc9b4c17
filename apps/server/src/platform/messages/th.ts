import type { MessageMap, PatternFormatters } from './english';

/** ไทย */
export const messages: MessageMap = {
  success: 'ดำเนินการสำเร็จ',
  'Signed in': 'เข้าสู่ระบบสำเร็จ',
  'Signed out': 'ออกจากระบบแล้ว',
  'Registration succeeded': 'สมัครสมาชิกสำเร็จ',
  'Welcome, guest': 'ยินดีต้อนรับ! คุณกำลังซื้อในฐานะผู้เยี่ยมชม',
  'The verification code has been sent': 'ส่งรหัสยืนยันแล้ว',
  'The verification code has been sent, please check your email': 'ส่งรหัสยืนยันแล้ว กรุณาตรวจสอบอีเมลของคุณ',
  'If an account uses this address, a code is on its way; please check your email':
    'หากมีบัญชีที่ใช้อีเมลนี้ รหัสกำลังถูกส่งไป กรุณาตรวจสอบอีเมล',
  'Your password has been reset, please sign in': 'ตั้งรหัสผ่านใหม่แล้ว กรุณาเข้าสู่ระบบ',
  'Your password has been changed': 'เปลี่ยนรหัสผ่านแล้ว',
  'The computer is signed in': 'คอมพิวเตอร์เข้าสู่ระบบแล้ว',
  Saved: 'บันทึกแล้ว',
  Deleted: 'ลบแล้ว',
  Removed: 'นำออกจากรถเข็นแล้ว',
  Uploaded: 'อัปโหลดแล้ว',
  'Added to cart': 'เพิ่มลงรถเข็นแล้ว',
  'Added to favourites': 'เพิ่มในรายการโปรดแล้ว',
  'Removed from favourites': 'นำออกจากรายการโปรดแล้ว',
  Followed: 'ติดตามร้านแล้ว',
  Unfollowed: 'เลิกติดตามร้านแล้ว',
  'You can keep at most 500 favourites': 'เก็บรายการโปรดได้สูงสุด 500 รายการ',
  'Order placed': 'สั่งซื้อสำเร็จ',
  'The order has been cancelled': 'ยกเลิกคำสั่งซื้อแล้ว',
  'Receipt confirmed': 'ยืนยันการรับสินค้าแล้ว',
  Shipped: 'จัดส่งแล้ว',
  'Payment successful': 'ชำระเงินสำเร็จ',

  'parameter validation failed': 'การตรวจสอบพารามิเตอร์ล้มเหลว',
  'no permission': 'ไม่มีสิทธิ์',
  'no data found': 'ไม่พบข้อมูล',
  'system exception': 'ระบบขัดข้อง',
  'please sign in': 'โปรดเข้าสู่ระบบ',
  'Your session has expired, please sign in again': 'การเข้าสู่ระบบของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  'You have been signed out, please sign in again': 'คุณถูกออกจากระบบแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  'Your sign-in is not valid, please sign in again': 'การเข้าสู่ระบบของคุณไม่ถูกต้อง กรุณาเข้าสู่ระบบอีกครั้ง',

  'The account or password is incorrect': 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
  'Enter the characters shown in the picture': 'กรุณากรอกตัวอักษรที่แสดงในภาพ',
  'Too many codes requested, please try again later': 'ขอรหัสบ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  'Too many codes for this address, please try again later': 'ขอรหัสให้อีเมลหรือหมายเลขโทรศัพท์นี้บ่อยเกินไป กรุณาลองใหม่ภายหลัง',
  'The verification code is wrong or has expired': 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว',
  'Too many wrong codes, please ask for a new one': 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่',
  'This email address is already registered, please sign in': 'อีเมลนี้ลงทะเบียนแล้ว กรุณาเข้าสู่ระบบ',
  'This phone number is already registered, please sign in': 'หมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว กรุณาเข้าสู่ระบบ',
  'Guest sign-in is not open': 'ยังไม่เปิดให้ซื้อแบบผู้เยี่ยมชม',
  'This QR code is unknown': 'QR code นี้ไม่ถูกต้อง',
  'This QR code has expired, please refresh it on the computer': 'QR code นี้หมดอายุแล้ว กรุณารีเฟรชบนคอมพิวเตอร์',
  'Social sign-in is not available right now': 'ขณะนี้ไม่สามารถเข้าสู่ระบบผ่านโซเชียลได้',
  'login not allowed for current user via social login': 'ผู้ใช้นี้ไม่ได้รับอนุญาตให้เข้าสู่ระบบผ่านโซเชียล',

  'User not found': 'ไม่พบผู้ใช้',
  'A guest account has no password; register to set one': 'บัญชีผู้เยี่ยมชมไม่มีรหัสผ่าน กรุณาสมัครสมาชิกเพื่อตั้งรหัสผ่าน',
  'The current password is incorrect': 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  'Send the picture as multipart form data in the field "file"': 'กรุณาส่งรูปภาพเป็นข้อมูลฟอร์มแบบ multipart ในช่อง "file"',
  'Send the picture in the field "file"': 'กรุณาส่งรูปภาพในช่อง "file"',
  'The picture is larger than 5 MB': 'รูปภาพใหญ่เกิน 5 MB',
  'Only JPG and PNG pictures can be uploaded': 'อัปโหลดได้เฉพาะรูป JPG และ PNG',
  'The picture could not be read': 'ไม่สามารถอ่านรูปภาพได้',

  'Product not found': 'ไม่พบสินค้า',
  'Shop not found': 'ไม่พบร้านค้า',
  'Activity not found': 'ไม่พบกิจกรรม',
  'Address not found': 'ไม่พบที่อยู่',
  'This product is not available': 'สินค้านี้ไม่พร้อมจำหน่าย',
  'This item is out of stock': 'สินค้านี้หมดสต็อก',
  'Your cart is full, please check out or remove items': 'รถเข็นเต็มแล้ว กรุณาชำระเงินหรือนำสินค้าบางรายการออก',
  'This cart item does not exist': 'ไม่พบสินค้านี้ในรถเข็น',
  'A product in your order is no longer available': 'สินค้าบางรายการในคำสั่งซื้อของคุณไม่พร้อมจำหน่ายแล้ว',
  'The same item appears twice': 'มีสินค้ารายการเดียวกันซ้ำกัน',
  'This checkout does not exist': 'ไม่พบรายการยืนยันคำสั่งซื้อนี้',
  'This checkout has expired, please start again': 'รายการยืนยันคำสั่งซื้อนี้หมดอายุแล้ว กรุณาเริ่มใหม่อีกครั้ง',
  'This coupon cannot be used for this order': 'ไม่สามารถใช้คูปองนี้กับคำสั่งซื้อนี้ได้',

  'Order not found': 'ไม่พบคำสั่งซื้อ',
  'Only an unpaid order can be cancelled': 'ยกเลิกได้เฉพาะคำสั่งซื้อที่ยังไม่ได้ชำระเงิน',
  'Only a shipped order can be confirmed as received': 'ยืนยันการรับสินค้าได้เฉพาะคำสั่งซื้อที่จัดส่งแล้ว',
  'Only a completed or cancelled order can be deleted': 'ลบได้เฉพาะคำสั่งซื้อที่เสร็จสมบูรณ์หรือถูกยกเลิกแล้ว',
  'This account does not run a shop': 'บัญชีนี้ไม่ได้เปิดร้านค้า',
  'This account cannot run the platform': 'บัญชีนี้ไม่สามารถจัดการแพลตฟอร์มได้',
  'Only a paid order waiting for delivery can be shipped': 'จัดส่งได้เฉพาะคำสั่งซื้อที่ชำระเงินแล้วและรอจัดส่ง',
  'This order has already been paid': 'คำสั่งซื้อนี้ชำระเงินแล้ว',
  'This order was cancelled because it was not paid in time': 'คำสั่งซื้อนี้ถูกยกเลิกเนื่องจากไม่ได้ชำระเงินภายในเวลาที่กำหนด',
  'This order was cancelled before the payment arrived; the money has been refunded':
    'คำสั่งซื้อนี้ถูกยกเลิกก่อนได้รับการชำระเงิน และได้คืนเงินให้แล้ว',
  'Too many payment attempts, please try again later': 'พยายามชำระเงินหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  'Card payments go through the card form of the payment page': 'การชำระด้วยบัตรต้องทำผ่านแบบฟอร์มบัตรในหน้าชำระเงิน',
  'The webhook signature is not valid': 'ลายเซ็นของ webhook ไม่ถูกต้อง',
  'Your card number is incorrect': 'หมายเลขบัตรไม่ถูกต้อง',
  'Your card has expired': 'บัตรของคุณหมดอายุแล้ว',
  'Your card was declined': 'บัตรของคุณถูกปฏิเสธ',
  'Your card has insufficient funds': 'ยอดเงินในบัตรของคุณไม่เพียงพอ',
  "Your card's security code is incorrect": 'รหัสความปลอดภัยของบัตรไม่ถูกต้อง',

  'Fill in your email address': 'กรอกที่อยู่อีเมลของคุณ',
  'Fill in the correct email address': 'กรอกที่อยู่อีเมลให้ถูกต้อง',
  'Fill in your phone number': 'กรอกหมายเลขโทรศัพท์ของคุณ',
  'Fill in the correct phone number': 'กรุณากรอกหมายเลขโทรศัพท์ให้ถูกต้อง',
  'Fill in your password': 'กรอกรหัสผ่านของคุณ',
  'Confirm your password': 'ยืนยันรหัสผ่านของคุณ',
  'The passwords are inconsistent': 'รหัสผ่านไม่ตรงกัน',
  'Please read and agree to the agreement': 'โปรดอ่านและยอมรับข้อตกลง',
  'Fill in the verification code': 'กรอกรหัสยืนยัน',
  'The verification code may only contain letters, digits and underscores':
    'รหัสยืนยันต้องประกอบด้วยตัวอักษร ตัวเลข หรือขีดล่างเท่านั้น',
  'Use 8 to 64 characters with letters and digits': 'ใช้ 8 ถึง 64 ตัวอักษร โดยมีทั้งตัวอักษรและตัวเลข',
  'This password is too common, please choose another': 'รหัสผ่านนี้ง่ายเกินไป กรุณาเลือกรหัสอื่น',
  'Choose a country code': 'เลือกรหัสประเทศ',
  'User name cannot be empty': 'ชื่อผู้ใช้ต้องไม่ว่าง',
  'At most 32 characters': 'ไม่เกิน 32 ตัวอักษร',
  'Upload the picture first': 'กรุณาอัปโหลดรูปภาพก่อน',
  'Quantity must be a whole number': 'จำนวนต้องเป็นจำนวนเต็ม',
  'Quantity must be at least 1': 'จำนวนต้องไม่น้อยกว่า 1',
  'At most 999 at a time': 'สูงสุดครั้งละ 999 ชิ้น',
  'Select an item': 'กรุณาเลือกสินค้า',
  'Unknown checkout': 'รายการยืนยันคำสั่งซื้อไม่ถูกต้อง',
  'Unknown order': 'หมายเลขคำสั่งซื้อไม่ถูกต้อง',
  'The note must be under 150 characters': 'หมายเหตุต้องสั้นกว่า 150 ตัวอักษร',
  'Choose a payment method': 'เลือกวิธีชำระเงิน',
  'Fill in the consignee name': 'กรอกชื่อผู้รับ',
  'Fill in the detailed address': 'กรอกที่อยู่โดยละเอียด',
  'Fill in the post code': 'กรอกรหัสไปรษณีย์',
  'Fill in the courier company': 'กรอกชื่อบริษัทขนส่ง',
  'Fill in the tracking number': 'กรอกหมายเลขพัสดุ',
  'Enter the card number': 'กรอกหมายเลขบัตร',
  'Enter the expiry date as MM/YY': 'กรอกวันหมดอายุในรูปแบบ ดด/ปป (MM/YY)',
  'Enter the security code': 'กรอกรหัสความปลอดภัย',
  'Enter the name on the card': 'กรอกชื่อบนบัตร',

  'Invalid input': 'ข้อมูลไม่ถูกต้อง',
  'Invalid email address': 'ที่อยู่อีเมลไม่ถูกต้อง',

  'The body is not valid JSON': 'เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง',
  'forbidden key': 'มีชื่อฟิลด์ที่ไม่อนุญาต',
  'Request body is too large': 'เนื้อหาคำขอมีขนาดใหญ่เกินไป',
  'Request body size did not match Content-Length': 'ขนาดเนื้อหาคำขอไม่ตรงกับ Content-Length',
  'Unsupported Media Type': 'ไม่รองรับประเภทเนื้อหานี้',
  "Body cannot be empty when content-type is set to 'application/json'":
    "เนื้อหาคำขอต้องไม่ว่างเมื่อ content-type เป็น 'application/json'",
  "Body is not valid JSON but content-type is set to 'application/json'":
    "เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง แต่ content-type เป็น 'application/json'",
  'the request is not multipart': 'คำขอไม่ได้อยู่ในรูปแบบ multipart',
  'reach parts limit': 'จำนวนส่วนของฟอร์มเกินขีดจำกัด',
  'reach files limit': 'จำนวนไฟล์เกินขีดจำกัด',
  'reach fields limit': 'จำนวนฟิลด์เกินขีดจำกัด',
  'request file too large': 'ไฟล์ที่ส่งมีขนาดใหญ่เกินไป',
  'prototype property is not allowed as field name': 'ไม่อนุญาตให้ใช้ชื่อคุณสมบัติของ prototype เป็นชื่อฟิลด์',
  'the request was closed before the multipart data was fully parsed': 'คำขอถูกปิดก่อนที่จะอ่านข้อมูลฟอร์มได้ครบ',
};

const TYPES: Record<string, string> = {
  string: 'ข้อความ',
  number: 'ตัวเลข',
  int: 'จำนวนเต็ม',
  boolean: 'ค่าจริงหรือเท็จ',
  object: 'ออบเจ็กต์',
  array: 'รายการ',
  null: 'ค่าว่าง',
  NaN: 'ค่าที่ไม่ใช่ตัวเลข',
  nan: 'ค่าที่ไม่ใช่ตัวเลข',
  date: 'วันที่',
  bigint: 'จำนวนเต็มขนาดใหญ่',
  file: 'ไฟล์',
};
const type = (name: string) => TYPES[name] ?? name;

const UNITS: Record<string, string> = { string: 'ตัวอักษร', array: 'รายการ', set: 'รายการ', map: 'รายการ', file: 'ไบต์' };
const length = (origin: string, bound: string, n: string) => {
  const amount = `${n} ${UNITS[origin] ?? ''}`.trim();
  if (bound === '<=') return `ต้องมีไม่เกิน ${amount}`;
  if (bound === '<') return `ต้องมีน้อยกว่า ${amount}`;
  if (bound === '>=') return `ต้องมีอย่างน้อย ${amount}`;
  if (bound === '>') return `ต้องมีมากกว่า ${amount}`;
  return `ต้องมี ${amount} พอดี`;
};
const value = (bound: string, n: string) => {
  if (bound === '<=') return `ค่าต้องไม่เกิน ${n}`;
  if (bound === '<') return `ค่าต้องน้อยกว่า ${n}`;
  if (bound === '>=') return `ค่าต้องไม่น้อยกว่า ${n}`;
  if (bound === '>') return `ค่าต้องมากกว่า ${n}`;
  return `ค่าต้องเท่ากับ ${n}`;
};

export const patterns: PatternFormatters = {
  validationFailed: (field, detail) => `การตรวจสอบพารามิเตอร์ล้มเหลว: ${field ? `${field}: ` : ''}${detail}`,
  duplicateKey: (key) => `ฟิลด์ "${key}" ซ้ำกัน`,
  waitForCode: (seconds) => `กรุณารอ ${seconds} วินาทีก่อนขอรหัสใหม่`,
  tooManyRequests: (n, unit) => `มีคำขอมากเกินไป กรุณาลองใหม่ในอีก ${n} ${unit === 'seconds' ? 'วินาที' : 'นาที'}`,
  socialSignInFailed: (provider) => `ไม่สามารถเข้าสู่ระบบด้วย ${provider} ได้ กรุณาลองใหม่อีกครั้ง`,
  onlyLeftInStock: (n) => `เหลือในสต็อกเพียง ${n} ชิ้น`,
  onlyLeftOfProduct: (n, name) => `"${name}" เหลือเพียง ${n} ชิ้น`,
  productOutOfStock: (name) => `"${name}" หมดสต็อกแล้ว`,
  atMostAddresses: (n) => `บันทึกที่อยู่ได้สูงสุด ${n} รายการ`,
  zodInvalidType: (expected, received) =>
    received === 'undefined'
      ? `จำเป็นต้องกรอก: ต้องเป็น${type(expected)}`
      : `ข้อมูลไม่ถูกต้อง: ต้องเป็น${type(expected)} แต่ได้รับ${type(received)}`,
  zodInvalidValue: (expected) => `ข้อมูลไม่ถูกต้อง: ต้องเป็น ${expected}`,
  zodInvalidOption: (options) => `ตัวเลือกไม่ถูกต้อง: ต้องเป็นหนึ่งใน ${options}`,
  zodDiscriminator: (options) => `ประเภทไม่ถูกต้อง: ต้องเป็น ${options}`,
  zodTooBigLength: length,
  zodTooSmallLength: length,
  zodTooBigValue: (_type, bound, n) => value(bound, n),
  zodTooSmallValue: (_type, bound, n) => value(bound, n),
  zodPattern: (pattern) => `รูปแบบไม่ถูกต้อง (ต้องตรงกับ ${pattern})`,
  zodUnrecognizedKeys: (_keys, names) => `มีฟิลด์ที่ไม่รู้จัก: ${names}`,
};
