/** Card numbers have at most 19 digits; shown in groups of four ("4242 4242 4242 4242"). */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as MM/YY while typing: the slash comes after the month; a single first digit above 1 is a month on its
 * own ("4" -> "04/"); deleting back over the slash removes it.
 */
export function formatExpiry(raw: string, previous = ''): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  const deleting = raw.length < previous.length;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The security code: three or four digits. */
export function formatCvc(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4);
}
