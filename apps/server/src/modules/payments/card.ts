/** Card number checks of the built-in test provider (DESIGN.md: the well-known test numbers). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export type CardOutcome = { ok: true } | { ok: false; message: string };

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined',
  '4000000000009995': 'Your card has insufficient funds',
  '4000000000000069': 'Your card has expired',
  '4000000000000127': "Your card's security code is incorrect",
};

/** 4242 4242 4242 4242 (and any other valid test number) succeeds; the listed numbers are declined as Stripe's are. */
export function chargeTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): CardOutcome {
  const digits = card.cardNumber.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, message: 'Your card number is incorrect' };
  const [mm, yy] = card.expiry.split('/').map((p) => Number(p.trim()));
  const lastDay = new Date(Date.UTC(2000 + (yy ?? 0), mm ?? 0, 1));
  if (!mm || lastDay <= now) return { ok: false, message: 'Your card has expired' };
  const decline = DECLINES[digits];
  return decline ? { ok: false, message: decline } : { ok: true };
}
