import { inject } from 'vitest';

type Message = { channel: 'email' | 'sms'; to: string; text: string; at: number };

/** The six-digit code of the newest email or SMS to `to` (an email address or +dial phone), waiting up to 10 s. */
export async function latestCode(to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${inject('inboxUrl')}/messages?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as Message[];
    const newest = list.filter((m) => m.at >= after).at(-1);
    const code = newest && /\b(\d{6})\b/.exec(newest.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code arrived for ${to}`);
}
