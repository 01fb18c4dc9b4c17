import type { LocalWords } from './catalog-types';

/**
 * Thai and Lao product words for the child categories whose catalogue file has none, the way shops in Bangkok and
 * Vientiane name their goods: the noun first, then what sells it. catalog.ts adds them where a category lacks them,
 * so that every category has products written in Chinese, Thai and Lao.
 */
export const LOCAL_WORDS: Record<string, { th?: LocalWords; lo?: LocalWords }> = {
  phones: {
    lo: { nouns: ['ໂທລະສັບມືຖື', 'ສະມາດໂຟນ'], tails: ['ໜ້າຈໍໃຫຍ່ ແບັດທົນ', 'ກ້ອງຊັດ', 'ຮອງຮັບ 5G'] },
  },
  headphones: {
    lo: { nouns: ['ຫູຟັງໄຮ້ສາຍ', 'ຫູຟັງບລູທູດ'], tails: ['ຕັດສຽງລົບກວນ', 'ສຽງເບສແໜ້ນ', 'ໃສ່ສະບາຍ'] },
  },
  watches: {
    th: { nouns: ['นาฬิกาอัจฉริยะ', 'สมาร์ทวอทช์'], tails: ['วัดอัตราการเต้นหัวใจ', 'กันน้ำ', 'แบตอึด'] },
    lo: { nouns: ['ໂມງອັດສະລິຍະ', 'ສະມາດວອດ'], tails: ['ວັດແທກຫົວໃຈ', 'ກັນນ້ຳ', 'ແບັດທົນ'] },
  },
  cameras: {
    lo: { nouns: ['ກ້ອງຖ່າຍຮູບ', 'ກ້ອງດິຈິຕອນ'], tails: ['ຮູບຊັດ ສີສວຍ', 'ນ້ຳໜັກເບົາ', 'ພ້ອມເລນ'] },
  },
  laptops: {
    th: { nouns: ['โน้ตบุ๊ก', 'แล็ปท็อป'], tails: ['บางเบา', 'แรง ลื่นไหล', 'แบตอยู่ได้ทั้งวัน'] },
    lo: { nouns: ['ຄອມພິວເຕີໂນດບຸກ', 'ແລັບທັອບ'], tails: ['ບາງເບົາ', 'ແຮງ ໄວ', 'ແບັດໃຊ້ໄດ້ໝົດມື້'] },
  },
  speakers: {
    lo: { nouns: ['ລຳໂພງບລູທູດ', 'ລຳໂພງໄຮ້ສາຍ'], tails: ['ສຽງດັງ ຄັກ', 'ກັນນ້ຳ', 'ພົກພາງ່າຍ'] },
  },
  dresses: {
    lo: { nouns: ['ຊຸດກະໂປງ', 'ກະໂປງຍາວ'], tails: ['ຜ້າໃສ່ສະບາຍ', 'ແບບເກົາຫຼີ', 'ຊົງສວຍ'] },
  },
  tops: {
    lo: { nouns: ['ເສື້ອເຊີດແມ່ຍິງ', 'ເສື້ອແຂນຍາວ'], tails: ['ຜ້າບໍ່ຕ້ອງລີດ', 'ຊົງຫຼວມ'] },
  },
  jewellery: {
    th: { nouns: ['สร้อยคอ', 'จี้สร้อยคอ'], tails: ['เงินแท้', 'ชุบทอง', 'ของขวัญ'] },
    lo: { nouns: ['ສາຍຄໍ', 'ສາຍຄໍເງິນ'], tails: ['ເງິນແທ້', 'ຊຸບຄຳ', 'ຂອງຂວັນ'] },
  },
  tshirts: {
    lo: { nouns: ['ເສື້ອຍືດຜູ້ຊາຍ', 'ເສື້ອຍືດຄໍມົນ'], tails: ['ຜ້າຝ້າຍ 100%', 'ໃສ່ສະບາຍ'] },
  },
  jackets: {
    th: { nouns: ['แจ็คเก็ต', 'เสื้อกันลม'], tails: ['กันฝน', 'ผ้าเบา ใส่สบาย'] },
    lo: { nouns: ['ເສື້ອແຈັກເກັດ', 'ເສື້ອກັນລົມ'], tails: ['ກັນຝົນ', 'ຜ້າເບົາ ໃສ່ສະບາຍ'] },
  },
  sneakers: {
    lo: { nouns: ['ເກີບຜ້າໃບ', 'ເກີບສະນີກເກີ'], tails: ['ພື້ນນຸ່ມ', 'ໃສ່ສະບາຍ'] },
  },
  'leather-shoes': {
    th: { nouns: ['รองเท้าหนัง', 'รองเท้าคัทชู'], tails: ['หนังแท้', 'ใส่ทำงาน'] },
    lo: { nouns: ['ເກີບໜັງ', 'ເກີບໜັງຜູ້ຊາຍ'], tails: ['ໜັງແທ້', 'ໃສ່ໄປວຽກ'] },
  },
  backpacks: {
    lo: { nouns: ['ກະເປົ໋າເປ້', 'ກະເປົ໋າສະພາຍຫຼັງ'], tails: ['ໃສ່ໂນດບຸກໄດ້', 'ກັນນ້ຳ'] },
  },
  caps: {
    lo: { nouns: ['ໝວກແກັບ', 'ໝວກກັນແດດ'], tails: ['ປັບຂະໜາດໄດ້', 'ຜ້າຝ້າຍ'] },
  },
  lamps: {
    lo: { nouns: ['ໂຄມໄຟຕັ້ງໂຕະ', 'ໂຄມໄຟ'], tails: ['ແສງອົບອຸ່ນ', 'ປະຫຍັດໄຟ'] },
  },
  mugs: {
    lo: { nouns: ['ຈອກກາເຟ', 'ຈອກເຊລາມິກ'], tails: ['ເຮັດດ້ວຍມື', 'ຂອງຂວັນ'] },
  },
  cookware: {
    th: { nouns: ['กระทะ', 'กระทะเคลือบ'], tails: ['ไม่ติดกระทะ', 'ใช้กับเตาแม่เหล็กไฟฟ้าได้'] },
    lo: { nouns: ['ໝໍ້ຂາງ', 'ກະທະ'], tails: ['ບໍ່ຕິດໝໍ້', 'ໃຊ້ກັບເຕົາໄຟຟ້າໄດ້'] },
  },
  bedding: {
    lo: { nouns: ['ໝອນ', 'ຊຸດເຄື່ອງນອນ'], tails: ['ຜ້າຝ້າຍ ນຸ່ມ', 'ນອນຫຼັບສະບາຍ'] },
  },
  plants: {
    lo: { nouns: ['ຕົ້ນໄມ້ປະດັບ', 'ກະຖາງຕົ້ນໄມ້'], tails: ['ປູກງ່າຍ', 'ຟອກອາກາດ'] },
  },
  lipstick: {
    lo: { nouns: ['ລິບສະຕິກ', 'ສີທາປາກ'], tails: ['ຕິດທົນ', 'ບໍ່ແຫ້ງປາກ'] },
  },
  perfume: {
    th: { nouns: ['น้ำหอม', 'น้ำหอมผู้หญิง'], tails: ['กลิ่นหอมติดทนนาน', 'กลิ่นดอกไม้'] },
    lo: { nouns: ['ນ້ຳຫອມ', 'ນ້ຳຫອມແມ່ຍິງ'], tails: ['ຫອມຕິດທົນ', 'ກິ່ນດອກໄມ້'] },
  },
  haircare: {
    lo: { nouns: ['ແຊມພູ', 'ຄຣີມນວດຜົມ'], tails: ['ສູດອ່ອນໂຍນ', 'ຜົມນຸ່ມລື່ນ'] },
  },
  snacks: {
    lo: { nouns: ['ເຂົ້າໜົມ', 'ຂອງກິນຫຼິ້ນ'], tails: ['ແຊບ ກອບ', 'ເຮັດໃໝ່ທຸກມື້'] },
  },
  fruit: {
    lo: { nouns: ['ໝາກໄມ້ສົດ', 'ກະຕ່າໝາກໄມ້'], tails: ['ສົດຈາກສວນ', 'ຫວານ ແຊບ'] },
  },
  running: {
    lo: { nouns: ['ເກີບແລ່ນ', 'ເກີບກິລາ'], tails: ['ເບົາ ນຸ່ມ', 'ລະບາຍອາກາດດີ'] },
  },
  balls: {
    lo: { nouns: ['ໝາກບານ', 'ໝາກບານເຕະ'], tails: ['ມາດຕະຖານແຂ່ງຂັນ', 'ທົນທານ'] },
  },
  fitness: {
    th: { nouns: ['ดัมเบล', 'ชุดดัมเบล'], tails: ['ออกกำลังกายที่บ้าน', 'จับถนัดมือ'] },
    lo: { nouns: ['ດຳເບວ', 'ຊຸດດຳເບວ'], tails: ['ອອກກຳລັງກາຍຢູ່ເຮືອນ', 'ຈັບຖະໜັດມື'] },
  },
  camping: {
    lo: { nouns: ['ເຕັ້ນ', 'ເຕັ້ນແຄັມປິ້ງ'], tails: ['ກາງງ່າຍ', 'ກັນຝົນ'] },
  },
  cycling: {
    th: { nouns: ['จักรยาน', 'จักรยานเสือภูเขา'], tails: ['เฟรมอะลูมิเนียม', 'ปั่นสบาย'] },
    lo: { nouns: ['ລົດຖີບ', 'ລົດຖີບພູເຂົາ'], tails: ['ເຟຣມອາລູມິນຽມ', 'ຖີບສະບາຍ'] },
  },
  yoga: {
    lo: { nouns: ['ເສື່ອໂຍຄະ', 'ເສື່ອອອກກຳລັງກາຍ'], tails: ['ກັນລື່ນ', 'ໜາ ນຸ່ມ'] },
  },
  fiction: {
    th: { nouns: ['นวนิยาย', 'หนังสือนิยาย'], tails: ['ฉบับภาษาไทย', 'หนังสือขายดี'] },
    lo: { nouns: ['ນະວະນິຍາຍ', 'ປຶ້ມນິຍາຍ'], tails: ['ສະບັບພາສາລາວ', 'ປຶ້ມຂາຍດີ'] },
  },
  plush: {
    lo: { nouns: ['ຕຸ໊ກກະຕາໝີ', 'ຕຸ໊ກກະຕາ'], tails: ['ນຸ່ມນິ່ມ', 'ຂອງຂວັນເດັກນ້ອຍ'] },
  },
  'board-games': {
    th: { nouns: ['เกมกระดาน', 'บอร์ดเกม'], tails: ['เล่นได้ทั้งครอบครัว', 'สนุก'] },
    lo: { nouns: ['ເກມກະດານ', 'ບອດເກມ'], tails: ['ຫຼິ້ນໄດ້ທັງຄອບຄົວ', 'ມ່ວນ'] },
  },
  blocks: {
    th: { nouns: ['ตัวต่อ', 'บล็อกตัวต่อ'], tails: ['เสริมพัฒนาการ', 'ปลอดภัยสำหรับเด็ก'] },
    lo: { nouns: ['ຕົວຕໍ່', 'ບລັອກຕົວຕໍ່'], tails: ['ເສີມພັດທະນາການ', 'ປອດໄພສຳລັບເດັກ'] },
  },
};

/**
 * French words of the child categories whose catalogue file has none, for their products' French translations only
 * (audit FS12: a speaker or a cap read in English on the French pages). They are not the categories' `fr`, so French
 * products are still written in the categories they were (the demo's own products stay the same).
 */
export const FRENCH_TRANSLATION_WORDS: Record<string, LocalWords> = {
  cameras: {
    nouns: ['Appareil photo hybride', 'Appareil photo numérique'],
    tails: ['compact de voyage', 'avec vidéo 4K', 'idéal pour le vlog'],
  },
  speakers: {
    nouns: ['Enceinte Bluetooth', 'Enceinte portable'],
    tails: ['étanche', 'aux basses puissantes', 'son à 360 degrés'],
  },
  backpacks: {
    nouns: ['Sac à dos', 'Sac à dos de voyage'],
    tails: ['imperméable', 'antivol', 'pour ordinateur portable'],
  },
  caps: { nouns: ['Casquette', 'Casquette de baseball'], tails: ['en coton lavé', 'à séchage rapide', 'réglable'] },
  haircare: {
    nouns: ['Shampooing', 'Après-shampooing'],
    tails: ['sans sulfates', "à l'huile d'argan", 'antipelliculaire'],
  },
  rice: { nouns: ['Riz jasmin', 'Riz basmati'], tails: ['de qualité supérieure', 'bio', 'de la dernière récolte'] },
  balls: {
    nouns: ['Ballon de football', 'Ballon de basket', 'Ballon de volley'],
    tails: ['taille officielle', "pour l'intérieur et l'extérieur", "d'entraînement"],
  },
  'kids-books': {
    nouns: ['Livre pour enfants', 'Album illustré'],
    tails: ['histoires du soir', 'pour apprendre à lire', 'à rabats'],
  },
  plush: { nouns: ['Ours en peluche', 'Nounours'], tails: ['tout doux', 'géant', 'classique'] },
  blocks: {
    nouns: ['Jeu de construction', 'Briques de construction'],
    tails: ['thème ville', 'thème station spatiale', 'thème château fort'],
  },
};
