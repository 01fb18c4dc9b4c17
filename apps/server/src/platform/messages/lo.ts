import type { MessageMap, PatternFormatters } from './english';

/** ລາວ */
export const messages: MessageMap = {
  success: 'ດຳເນີນການສຳເລັດ',
  'Signed in': 'ເຂົ້າສູ່ລະບົບສຳເລັດ',
  'Signed out': 'ອອກຈາກລະບົບແລ້ວ',
  'Registration succeeded': 'ລົງທະບຽນສຳເລັດ',
  'Welcome, guest': 'ຍິນດີຕ້ອນຮັບ! ທ່ານກຳລັງຊື້ໃນຖານະແຂກ',
  'The verification code has been sent': 'ສົ່ງລະຫັດຢືນຢັນແລ້ວ',
  'The verification code has been sent, please check your email': 'ສົ່ງລະຫັດຢືນຢັນແລ້ວ, ກະລຸນາກວດເບິ່ງອີເມວຂອງທ່ານ',
  'If an account uses this address, a code is on its way; please check your email':
    'ຖ້າມີບັນຊີທີ່ໃຊ້ອີເມວນີ້, ລະຫັດກຳລັງຖືກສົ່ງໄປ, ກະລຸນາກວດເບິ່ງອີເມວ',
  'Your password has been reset, please sign in': 'ຕັ້ງລະຫັດຜ່ານໃໝ່ແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບ',
  'Your password has been changed': 'ປ່ຽນລະຫັດຜ່ານແລ້ວ',
  'The computer is signed in': 'ຄອມພິວເຕີເຂົ້າສູ່ລະບົບແລ້ວ',
  Saved: 'ບັນທຶກແລ້ວ',
  Deleted: 'ລຶບແລ້ວ',
  Removed: 'ເອົາອອກຈາກກະຕ່າແລ້ວ',
  Uploaded: 'ອັບໂຫຼດແລ້ວ',
  'Added to cart': 'ເພີ່ມໃສ່ກະຕ່າແລ້ວ',
  'Added to favourites': 'ເພີ່ມໃສ່ລາຍການທີ່ມັກແລ້ວ',
  'Removed from favourites': 'ເອົາອອກຈາກລາຍການທີ່ມັກແລ້ວ',
  Followed: 'ຕິດຕາມຮ້ານແລ້ວ',
  Unfollowed: 'ເຊົາຕິດຕາມຮ້ານແລ້ວ',
  'You can keep at most 500 favourites': 'ເກັບລາຍການທີ່ມັກໄດ້ສູງສຸດ 500 ລາຍການ',
  'Order placed': 'ສັ່ງຊື້ສຳເລັດ',
  'The order has been cancelled': 'ຍົກເລີກຄຳສັ່ງຊື້ແລ້ວ',
  'Receipt confirmed': 'ຢືນຢັນການຮັບສິນຄ້າແລ້ວ',
  Shipped: 'ຈັດສົ່ງແລ້ວ',
  'Payment successful': 'ຊຳລະເງິນສຳເລັດ',

  'parameter validation failed': 'ການກວດສອບພາຣາມິເຕີລົ້ມເຫຼວ',
  'no permission': 'ບໍ່ມີສິດ',
  'no data found': 'ບໍ່ພົບຂໍ້ມູນ',
  'system exception': 'ລະບົບຂັດຂ້ອງ',
  'please sign in': 'ກະລຸນາເຂົ້າສູ່ລະບົບ',
  'Your session has expired, please sign in again': 'ການເຂົ້າສູ່ລະບົບຂອງທ່ານໝົດອາຍຸແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບອີກຄັ້ງ',
  'You have been signed out, please sign in again': 'ທ່ານຖືກອອກຈາກລະບົບແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບອີກຄັ້ງ',
  'Your sign-in is not valid, please sign in again': 'ການເຂົ້າສູ່ລະບົບຂອງທ່ານບໍ່ຖືກຕ້ອງ, ກະລຸນາເຂົ້າສູ່ລະບົບອີກຄັ້ງ',

  'The account or password is incorrect': 'ບັນຊີ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ',
  'Enter the characters shown in the picture': 'ກະລຸນາປ້ອນຕົວອັກສອນທີ່ສະແດງໃນຮູບ',
  'Too many codes requested, please try again later': 'ຂໍລະຫັດຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
  'Too many codes for this address, please try again later': 'ຂໍລະຫັດໃຫ້ອີເມວ ຫຼື ເບີໂທລະສັບນີ້ຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
  'The verification code is wrong or has expired': 'ລະຫັດຢືນຢັນບໍ່ຖືກຕ້ອງ ຫຼື ໝົດອາຍຸແລ້ວ',
  'Too many wrong codes, please ask for a new one': 'ປ້ອນລະຫັດຜິດຫຼາຍເທື່ອເກີນໄປ, ກະລຸນາຂໍລະຫັດໃໝ່',
  'This email address is already registered, please sign in': 'ອີເມວນີ້ລົງທະບຽນແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບ',
  'This phone number is already registered, please sign in': 'ເບີໂທລະສັບນີ້ລົງທະບຽນແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບ',
  'Guest sign-in is not open': 'ຍັງບໍ່ເປີດໃຫ້ຊື້ແບບແຂກ',
  'This QR code is unknown': 'QR code ນີ້ບໍ່ຖືກຕ້ອງ',
  'This QR code has expired, please refresh it on the computer': 'QR code ນີ້ໝົດອາຍຸແລ້ວ, ກະລຸນາໂຫຼດໃໝ່ໃນຄອມພິວເຕີ',
  'Social sign-in is not available right now': 'ຕອນນີ້ບໍ່ສາມາດເຂົ້າສູ່ລະບົບຜ່ານໂຊຊຽວໄດ້',
  'login not allowed for current user via social login': 'ຜູ້ໃຊ້ນີ້ບໍ່ໄດ້ຮັບອະນຸຍາດໃຫ້ເຂົ້າສູ່ລະບົບຜ່ານໂຊຊຽວ',

  'User not found': 'ບໍ່ພົບຜູ້ໃຊ້',
  'A guest account has no password; register to set one': 'ບັນຊີແຂກບໍ່ມີລະຫັດຜ່ານ, ກະລຸນາລົງທະບຽນເພື່ອຕັ້ງລະຫັດຜ່ານ',
  'The current password is incorrect': 'ລະຫັດຜ່ານປັດຈຸບັນບໍ່ຖືກຕ້ອງ',
  'Send the picture as multipart form data in the field "file"': 'ກະລຸນາສົ່ງຮູບເປັນຂໍ້ມູນຟອມແບບ multipart ໃນຊ່ອງ "file"',
  'Send the picture in the field "file"': 'ກະລຸນາສົ່ງຮູບໃນຊ່ອງ "file"',
  'The picture is larger than 5 MB': 'ຮູບໃຫຍ່ກວ່າ 5 MB',
  'Only JPG and PNG pictures can be uploaded': 'ອັບໂຫຼດໄດ້ສະເພາະຮູບ JPG ແລະ PNG',
  'The picture could not be read': 'ບໍ່ສາມາດອ່ານຮູບໄດ້',

  'Product not found': 'ບໍ່ພົບສິນຄ້າ',
  'Shop not found': 'ບໍ່ພົບຮ້ານຄ້າ',
  'Activity not found': 'ບໍ່ພົບກິດຈະກຳ',
  'Address not found': 'ບໍ່ພົບທີ່ຢູ່',
  'This product is not available': 'ສິນຄ້ານີ້ບໍ່ພ້ອມຂາຍ',
  'This item is out of stock': 'ສິນຄ້ານີ້ໝົດແລ້ວ',
  'Your cart is full, please check out or remove items': 'ກະຕ່າເຕັມແລ້ວ, ກະລຸນາຊຳລະເງິນ ຫຼື ເອົາສິນຄ້າບາງລາຍການອອກ',
  'This cart item does not exist': 'ບໍ່ພົບສິນຄ້ານີ້ໃນກະຕ່າ',
  'A product in your order is no longer available': 'ສິນຄ້າບາງລາຍການໃນຄຳສັ່ງຊື້ຂອງທ່ານບໍ່ພ້ອມຂາຍແລ້ວ',
  'The same item appears twice': 'ມີສິນຄ້າລາຍການດຽວກັນຊ້ຳກັນ',
  'This checkout does not exist': 'ບໍ່ພົບລາຍການຢືນຢັນຄຳສັ່ງຊື້ນີ້',
  'This checkout has expired, please start again': 'ລາຍການຢືນຢັນຄຳສັ່ງຊື້ນີ້ໝົດອາຍຸແລ້ວ, ກະລຸນາເລີ່ມໃໝ່',
  'This coupon cannot be used for this order': 'ບໍ່ສາມາດໃຊ້ຄູປອງນີ້ກັບຄຳສັ່ງຊື້ນີ້ໄດ້',

  'Order not found': 'ບໍ່ພົບຄຳສັ່ງຊື້',
  'Only an unpaid order can be cancelled': 'ຍົກເລີກໄດ້ສະເພາະຄຳສັ່ງຊື້ທີ່ຍັງບໍ່ໄດ້ຊຳລະເງິນ',
  'Only a shipped order can be confirmed as received': 'ຢືນຢັນການຮັບສິນຄ້າໄດ້ສະເພາະຄຳສັ່ງຊື້ທີ່ຈັດສົ່ງແລ້ວ',
  'Only a completed or cancelled order can be deleted': 'ລຶບໄດ້ສະເພາະຄຳສັ່ງຊື້ທີ່ສຳເລັດ ຫຼື ຖືກຍົກເລີກແລ້ວ',
  'This account does not run a shop': 'ບັນຊີນີ້ບໍ່ໄດ້ເປີດຮ້ານຄ້າ',
  'This account cannot run the platform': 'ບັນຊີນີ້ບໍ່ສາມາດຈັດການແພລັດຟອມໄດ້',
  'Only a paid order waiting for delivery can be shipped': 'ຈັດສົ່ງໄດ້ສະເພາະຄຳສັ່ງຊື້ທີ່ຊຳລະເງິນແລ້ວ ແລະ ລໍຖ້າຈັດສົ່ງ',
  'This order has already been paid': 'ຄຳສັ່ງຊື້ນີ້ຊຳລະເງິນແລ້ວ',
  'This order was cancelled because it was not paid in time': 'ຄຳສັ່ງຊື້ນີ້ຖືກຍົກເລີກ ເນື່ອງຈາກບໍ່ໄດ້ຊຳລະເງິນພາຍໃນເວລາທີ່ກຳນົດ',
  'This order was cancelled before the payment arrived; the money has been refunded':
    'ຄຳສັ່ງຊື້ນີ້ຖືກຍົກເລີກກ່ອນໄດ້ຮັບການຊຳລະເງິນ, ໄດ້ຄືນເງິນໃຫ້ແລ້ວ',
  'Too many payment attempts, please try again later': 'ພະຍາຍາມຊຳລະເງິນຫຼາຍເທື່ອເກີນໄປ, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
  'Card payments go through the card form of the payment page': 'ການຊຳລະດ້ວຍບັດຕ້ອງເຮັດຜ່ານແບບຟອມບັດໃນໜ້າຊຳລະເງິນ',
  'The webhook signature is not valid': 'ລາຍເຊັນຂອງ webhook ບໍ່ຖືກຕ້ອງ',
  'Your card number is incorrect': 'ເລກບັດບໍ່ຖືກຕ້ອງ',
  'Your card has expired': 'ບັດຂອງທ່ານໝົດອາຍຸແລ້ວ',
  'Your card was declined': 'ບັດຂອງທ່ານຖືກປະຕິເສດ',
  'Your card has insufficient funds': 'ຍອດເງິນໃນບັດຂອງທ່ານບໍ່ພຽງພໍ',
  "Your card's security code is incorrect": 'ລະຫັດຄວາມປອດໄພຂອງບັດບໍ່ຖືກຕ້ອງ',

  'Fill in your email address': 'ກະລຸນາປ້ອນທີ່ຢູ່ອີເມວຂອງທ່ານ',
  'Fill in the correct email address': 'ກະລຸນາປ້ອນທີ່ຢູ່ອີເມວໃຫ້ຖືກຕ້ອງ',
  'Fill in your phone number': 'ກະລຸນາປ້ອນເບີໂທລະສັບຂອງທ່ານ',
  'Fill in the correct phone number': 'ກະລຸນາປ້ອນເບີໂທລະສັບໃຫ້ຖືກຕ້ອງ',
  'Fill in your password': 'ກະລຸນາປ້ອນລະຫັດຜ່ານ',
  'Confirm your password': 'ກະລຸນາຢືນຢັນລະຫັດຜ່ານ',
  'The passwords are inconsistent': 'ລະຫັດຜ່ານບໍ່ກົງກັນ',
  'Please read and agree to the agreement': 'ກະລຸນາອ່ານ ແລະ ຍອມຮັບຂໍ້ຕົກລົງ',
  'Fill in the verification code': 'ກະລຸນາປ້ອນລະຫັດຢືນຢັນ',
  'The verification code may only contain letters, digits and underscores':
    'ລະຫັດຢືນຢັນຕ້ອງມີພຽງຕົວອັກສອນ, ຕົວເລກ ຫຼື ຂີດກ້ອງເທົ່ານັ້ນ',
  'Use 8 to 64 characters with letters and digits': 'ໃຊ້ 8 ຫາ 64 ຕົວອັກສອນ ທີ່ມີທັງຕົວອັກສອນ ແລະ ຕົວເລກ',
  'This password is too common, please choose another': 'ລະຫັດຜ່ານນີ້ທົ່ວໄປເກີນໄປ, ກະລຸນາເລືອກອັນອື່ນ',
  'Choose a country code': 'ກະລຸນາເລືອກລະຫັດປະເທດ',
  'User name cannot be empty': 'ຊື່ຜູ້ໃຊ້ບໍ່ສາມາດຫວ່າງໄດ້',
  'At most 32 characters': 'ບໍ່ເກີນ 32 ຕົວອັກສອນ',
  'Upload the picture first': 'ກະລຸນາອັບໂຫຼດຮູບກ່ອນ',
  'Quantity must be a whole number': 'ຈຳນວນຕ້ອງເປັນຈຳນວນເຕັມ',
  'Quantity must be at least 1': 'ຈຳນວນຕ້ອງບໍ່ໜ້ອຍກວ່າ 1',
  'At most 999 at a time': 'ສູງສຸດຄັ້ງລະ 999 ຊິ້ນ',
  'Select an item': 'ກະລຸນາເລືອກສິນຄ້າ',
  'Unknown checkout': 'ລາຍການຢືນຢັນຄຳສັ່ງຊື້ບໍ່ຖືກຕ້ອງ',
  'Unknown order': 'ເລກຄຳສັ່ງຊື້ບໍ່ຖືກຕ້ອງ',
  'The note must be under 150 characters': 'ໝາຍເຫດຕ້ອງສັ້ນກວ່າ 150 ຕົວອັກສອນ',
  'Choose a payment method': 'ກະລຸນາເລືອກວິທີຊຳລະເງິນ',
  'Fill in the consignee name': 'ກະລຸນາປ້ອນຊື່ຜູ້ຮັບ',
  'Fill in the detailed address': 'ກະລຸນາປ້ອນທີ່ຢູ່ແບບລະອຽດ',
  'Fill in the post code': 'ກະລຸນາປ້ອນລະຫັດໄປສະນີ',
  'Fill in the courier company': 'ກະລຸນາປ້ອນຊື່ບໍລິສັດຂົນສົ່ງ',
  'Fill in the tracking number': 'ກະລຸນາປ້ອນເລກພັດສະດຸ',
  'Enter the card number': 'ກະລຸນາປ້ອນເລກບັດ',
  'Enter the expiry date as MM/YY': 'ກະລຸນາປ້ອນວັນໝົດອາຍຸໃນຮູບແບບ ເດືອນ/ປີ (MM/YY)',
  'Enter the security code': 'ກະລຸນາປ້ອນລະຫັດຄວາມປອດໄພ',
  'Enter the name on the card': 'ກະລຸນາປ້ອນຊື່ທີ່ຢູ່ເທິງບັດ',

  'Invalid input': 'ຂໍ້ມູນບໍ່ຖືກຕ້ອງ',
  'Invalid email address': 'ທີ່ຢູ່ອີເມວບໍ່ຖືກຕ້ອງ',

  'The body is not valid JSON': 'ເນື້ອຫາຂອງຄຳຮ້ອງຂໍບໍ່ແມ່ນ JSON ທີ່ຖືກຕ້ອງ',
  'forbidden key': 'ມີຊື່ຊ່ອງຂໍ້ມູນທີ່ບໍ່ອະນຸຍາດ',
  'Request body is too large': 'ເນື້ອຫາຂອງຄຳຮ້ອງຂໍໃຫຍ່ເກີນໄປ',
  'Request body size did not match Content-Length': 'ຂະໜາດເນື້ອຫາຂອງຄຳຮ້ອງຂໍບໍ່ກົງກັບ Content-Length',
  'Unsupported Media Type': 'ບໍ່ຮອງຮັບປະເພດເນື້ອຫານີ້',
  "Body cannot be empty when content-type is set to 'application/json'":
    "ເນື້ອຫາຂອງຄຳຮ້ອງຂໍຕ້ອງບໍ່ຫວ່າງ ເມື່ອ content-type ເປັນ 'application/json'",
  "Body is not valid JSON but content-type is set to 'application/json'":
    "ເນື້ອຫາຂອງຄຳຮ້ອງຂໍບໍ່ແມ່ນ JSON ທີ່ຖືກຕ້ອງ ແຕ່ content-type ເປັນ 'application/json'",
  'the request is not multipart': 'ຄຳຮ້ອງຂໍບໍ່ແມ່ນຮູບແບບ multipart',
  'reach parts limit': 'ຈຳນວນສ່ວນຂອງຟອມເກີນຂີດຈຳກັດ',
  'reach files limit': 'ຈຳນວນໄຟລ໌ເກີນຂີດຈຳກັດ',
  'reach fields limit': 'ຈຳນວນຊ່ອງຂໍ້ມູນເກີນຂີດຈຳກັດ',
  'request file too large': 'ໄຟລ໌ທີ່ສົ່ງມາໃຫຍ່ເກີນໄປ',
  'prototype property is not allowed as field name': 'ບໍ່ອະນຸຍາດໃຫ້ໃຊ້ຊື່ຄຸນສົມບັດຂອງ prototype ເປັນຊື່ຊ່ອງຂໍ້ມູນ',
  'the request was closed before the multipart data was fully parsed': 'ຄຳຮ້ອງຂໍຖືກປິດກ່ອນທີ່ຈະອ່ານຂໍ້ມູນຟອມໄດ້ຄົບ',
};

const TYPES: Record<string, string> = {
  string: 'ຂໍ້ຄວາມ',
  number: 'ຕົວເລກ',
  int: 'ຈຳນວນເຕັມ',
  boolean: 'ຄ່າຖືກ ຫຼື ຜິດ',
  object: 'ອອບເຈັກ',
  array: 'ລາຍການ',
  null: 'ຄ່າຫວ່າງ',
  NaN: 'ຄ່າທີ່ບໍ່ແມ່ນຕົວເລກ',
  nan: 'ຄ່າທີ່ບໍ່ແມ່ນຕົວເລກ',
  date: 'ວັນທີ',
  bigint: 'ຈຳນວນເຕັມຂະໜາດໃຫຍ່',
  file: 'ໄຟລ໌',
};
const type = (name: string) => TYPES[name] ?? name;

const UNITS: Record<string, string> = { string: 'ຕົວອັກສອນ', array: 'ລາຍການ', set: 'ລາຍການ', map: 'ລາຍການ', file: 'ໄບຕ໌' };
const length = (origin: string, bound: string, n: string) => {
  const amount = `${n} ${UNITS[origin] ?? ''}`.trim();
  if (bound === '<=') return `ຕ້ອງມີບໍ່ເກີນ ${amount}`;
  if (bound === '<') return `ຕ້ອງມີໜ້ອຍກວ່າ ${amount}`;
  if (bound === '>=') return `ຕ້ອງມີຢ່າງໜ້ອຍ ${amount}`;
  if (bound === '>') return `ຕ້ອງມີຫຼາຍກວ່າ ${amount}`;
  return `ຕ້ອງມີ ${amount} ພໍດີ`;
};
const value = (bound: string, n: string) => {
  if (bound === '<=') return `ຄ່າຕ້ອງບໍ່ເກີນ ${n}`;
  if (bound === '<') return `ຄ່າຕ້ອງໜ້ອຍກວ່າ ${n}`;
  if (bound === '>=') return `ຄ່າຕ້ອງບໍ່ໜ້ອຍກວ່າ ${n}`;
  if (bound === '>') return `ຄ່າຕ້ອງຫຼາຍກວ່າ ${n}`;
  return `ຄ່າຕ້ອງເທົ່າກັບ ${n}`;
};

export const patterns: PatternFormatters = {
  validationFailed: (field, detail) => `ການກວດສອບພາຣາມິເຕີລົ້ມເຫຼວ: ${field ? `${field}: ` : ''}${detail}`,
  duplicateKey: (key) => `ຊ່ອງຂໍ້ມູນ "${key}" ຊ້ຳກັນ`,
  waitForCode: (seconds) => `ກະລຸນາລໍຖ້າ ${seconds} ວິນາທີ ກ່ອນຂໍລະຫັດໃໝ່`,
  tooManyRequests: (n, unit) => `ມີຄຳຮ້ອງຂໍຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ໃນອີກ ${n} ${unit === 'seconds' ? 'ວິນາທີ' : 'ນາທີ'}`,
  socialSignInFailed: (provider) => `ບໍ່ສາມາດເຂົ້າສູ່ລະບົບດ້ວຍ ${provider} ໄດ້, ກະລຸນາລອງໃໝ່ອີກຄັ້ງ`,
  onlyLeftInStock: (n) => `ເຫຼືອໃນສາງພຽງ ${n} ຊິ້ນ`,
  onlyLeftOfProduct: (n, name) => `"${name}" ເຫຼືອພຽງ ${n} ຊິ້ນ`,
  productOutOfStock: (name) => `"${name}" ໝົດແລ້ວ`,
  atMostAddresses: (n) => `ບັນທຶກທີ່ຢູ່ໄດ້ສູງສຸດ ${n} ລາຍການ`,
  zodInvalidType: (expected, received) =>
    received === 'undefined'
      ? `ຈຳເປັນຕ້ອງປ້ອນ: ຕ້ອງເປັນ${type(expected)}`
      : `ຂໍ້ມູນບໍ່ຖືກຕ້ອງ: ຕ້ອງເປັນ${type(expected)} ແຕ່ໄດ້ຮັບ${type(received)}`,
  zodInvalidValue: (expected) => `ຂໍ້ມູນບໍ່ຖືກຕ້ອງ: ຕ້ອງເປັນ ${expected}`,
  zodInvalidOption: (options) => `ຕົວເລືອກບໍ່ຖືກຕ້ອງ: ຕ້ອງເປັນໜຶ່ງໃນ ${options}`,
  zodDiscriminator: (options) => `ປະເພດບໍ່ຖືກຕ້ອງ: ຕ້ອງເປັນ ${options}`,
  zodTooBigLength: length,
  zodTooSmallLength: length,
  zodTooBigValue: (_type, bound, n) => value(bound, n),
  zodTooSmallValue: (_type, bound, n) => value(bound, n),
  zodPattern: (pattern) => `ຮູບແບບບໍ່ຖືກຕ້ອງ (ຕ້ອງກົງກັບ ${pattern})`,
  zodUnrecognizedKeys: (_keys, names) => `ມີຊ່ອງຂໍ້ມູນທີ່ບໍ່ຮູ້ຈັກ: ${names}`,
};
