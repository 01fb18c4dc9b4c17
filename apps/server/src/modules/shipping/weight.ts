/** Kilograms as typed ("1.5", at most three decimals) to whole grams, exactly (no floating point). */
export function gramsOf(kg: string): number {
  const [whole = '0', fraction = ''] = kg.trim().split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

/** Grams to kilograms with three decimals: 1500 -> "1.500". */
export function kilogramsOf(grams: number): string {
  return `${Math.floor(grams / 1000)}.${String(grams % 1000).padStart(3, '0')}`;
}
