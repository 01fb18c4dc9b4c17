import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTROL_TEXT, readable } from './readable-text';

const name = readable(z.string().trim().min(1, 'Fill in the name').max(40), 'Fill in the name');
const reply = readable(z.string().trim().min(1, 'Fill in the reply'), 'Fill in the reply', { lines: true });
const message = (schema: z.ZodType, text: string) => {
  const parsed = schema.safeParse(text);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a text people read', () => {
  it('shows something', () => {
    for (const blank of ['\u200b', '\u200b\u200b', ' \u200d ', '\u2060', '\u200e'])
      expect(message(name, blank), JSON.stringify(blank)).toBe('Fill in the name');
  });

  it('holds no control character nor direction override', () => {
    for (const text of ['a\u202egnp.exe', 'Admin\u0007', 'x\u001b[31m', 'a\u2066b', 'one\ntwo', 'a\u0085b'])
      expect(message(name, text), JSON.stringify(text)).toBe(CONTROL_TEXT);
    expect(message(reply, 'Thanks!\n\nSee you')).toBeNull();
    expect(message(reply, 'Thanks\u0007')).toBe(CONTROL_TEXT);
  });

  it('takes every script and emoji people write', () => {
    for (const text of ['Ana Ruiz', 'สมชาย ใจดี', 'ສົມສັກ', '王小明', 'Zoë', '👩‍👩‍👧 family', 'Ñandú'])
      expect(message(name, text), text).toBeNull();
  });
});
