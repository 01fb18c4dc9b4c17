import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTROL_TEXT, cleanText, lookAlikeKey, readable, STACKED_MARKS_TEXT, stacksMarks } from './readable-text';

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

describe('marks on a letter (audit R9)', () => {
  const zalgo = `Z${'\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a'.repeat(60)}`;
  it('takes the marks languages write: Vietnamese, Thai, Lao, French, pointed Hebrew, a keycap', () => {
    for (const text of [
      'Tiếng Việt: người, nghiêng, Nguyễn',
      // The same words decomposed: a letter and two marks.
      'Tiếng Việt: người, nghiêng, Nguyễn'.normalize('NFD'),
      'กี่บาท ที่นี่ น้ำ ปั้น',
      'ກີ່ ທີ່ນີ້ ເຈົ້າ ນ້ຳ ກົ້',
      'Ça coûte combien, cette écharpe ? Très élégante.'.normalize('NFD'),
      'שָׁלוֹם',
      '1\ufe0f\u20e3',
    ]) {
      expect(message(name, text.slice(0, 40)), text).toBeNull();
      expect(message(reply, text), text).toBeNull();
    }
  });

  it('refuses a letter carrying more than four marks, with its own message', () => {
    expect(message(reply, zalgo)).toBe(STACKED_MARKS_TEXT);
    expect(message(name, `ok${'\u0301'.repeat(5)}`)).toBe(STACKED_MARKS_TEXT);
    expect(message(name, `ok${'\u0301'.repeat(4)}`)).toBeNull();
    expect(stacksMarks(`a${'\u0e48'.repeat(5)}`)).toBe(true);
  });
});

describe('names and values that look the same (audit FG5)', () => {
  it('are kept composed, without the invisible characters no script needs; joiners stay', () => {
    expect(cleanText('Re\u200Bd Cafe\u0301 Wo\u00ADol\u2060\uFEFF')).toBe('Red Café Wool');
    expect(cleanText('ผ้า\u200Bห่ม')).toBe('ผ้าห่ม');
    // A cook is one emoji with its joiner; a Persian word keeps its non-joiner.
    expect(cleanText('👩\u200D🍳')).toBe('👩\u200D🍳');
    expect(cleanText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('compare alike whatever their case, width, composition or invisible characters', () => {
    const red = lookAlikeKey('Red');
    for (const twin of ['RED', 'Re\u200Bd', 'Re\u00ADd', 'Re\u200Dd', 'ｒｅｄ', ' Red '])
      expect(lookAlikeKey(twin), JSON.stringify(twin)).toBe(red);
    expect(lookAlikeKey('Cafe\u0301')).toBe(lookAlikeKey('Café'));
    expect(lookAlikeKey('Sky  Blue')).toBe(lookAlikeKey('Sky Blue'));
    expect(lookAlikeKey('Cafe')).not.toBe(lookAlikeKey('Café'));
  });
});
