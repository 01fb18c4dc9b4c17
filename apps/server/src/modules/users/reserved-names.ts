/**
 * Nicknames that read as the mall's own staff (audit AN13): a shopper called "Mall Admin" or "Mall Customer Service"
 * shows so to shops in chat, in reviews and on the phone's QR page. A name is refused when one of its words is such a
 * word, or when, written without spaces, it holds one of the phrases (the scripts written without spaces as well).
 * Words, not letters: "Small Fry" and "Supporter" are names anyone may take.
 */
const WORDS = new Set([
  'admin',
  'administrator',
  'administrador',
  'administrateur',
  'mall',
  'official',
  'officiel',
  'oficial',
  'moderator',
  'staff',
  'support',
  'soporte',
]);
const PHRASES = [
  'customerservice',
  'serviceclient',
  'atencionalcliente',
  '客服',
  '管理员',
  '官方',
  'แอดมิน',
  'ผู้ดูแลระบบ',
  'ฝ่ายบริการลูกค้า',
  'ຜູ້ດູແລລະບົບ',
  'ບໍລິການລູກຄ້າ',
];

export const RESERVED_NICKNAME = 'This name is kept for the mall’s own staff; please choose another';

/** True when the nickname reads as the mall's staff. */
export function isReservedNickname(nickname: string): boolean {
  const folded = nickname.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.some((w) => WORDS.has(w))) return true;
  const joined = words.join('');
  return PHRASES.some((p) => joined.includes(p.normalize('NFKD').replace(/\p{M}/gu, '')));
}
