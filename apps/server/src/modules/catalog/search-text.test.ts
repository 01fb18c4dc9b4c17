import { describe, expect, it } from 'vitest';
import { fold } from '../../platform/text-fold';
import {
  attrKey,
  attrPair,
  documentWords,
  keywordWords,
  otherFormsOf,
  pluralsOf,
  singularsOf,
  splitPair,
} from './search-text';

describe('folding words for search', () => {
  it('folds plain ASCII exactly as the full path folds it', () => {
    // A trailing "é" sends the same text through the full path (NFKC, accents, ligatures): the prefix must agree.
    for (let code = 0x20; code <= 0x7e; code++) {
      const text = `Ab${String.fromCharCode(code)}Z9`;
      expect(`${fold(text)}e`).toBe(fold(`${text}é`));
    }
    expect(fold('Wireless HEADPHONES 2')).toBe('wireless headphones 2');
  });

  it('drops Latin accents and ligatures, keeps Thai and Lao marks, and folds width', () => {
    expect(fold('Écharpe Œuvre Straße')).toBe('echarpe oeuvre strasse');
    expect(fold('ＡＢＣ')).toBe('abc');
    expect(fold('ผ้าไหม')).toBe('ผ้าไหม');
    expect(documentWords('Parure de lit en percale de coton')).toEqual([
      'parure',
      'de',
      'lit',
      'en',
      'percale',
      'coton',
    ]);
    expect(keywordWords('Écharpe')).toEqual(['echarpe']);
  });

  it('keys an attribute value the same however the shop spelled it, every time it is asked', () => {
    const first = attrKey(' Colour ', 'Rouge Écarlate');
    expect(first).toBe('colour=rouge ecarlate');
    expect(attrKey('COLOUR', ' rouge écarlate ')).toBe(first);
    expect(attrKey(' Colour ', 'Rouge Écarlate')).toBe(first);
    // What a reader cannot see does not make another value (audit K4): a zero-width space, doubled spaces.
    expect(attrKey('Col\u200bour', 'Rouge  Écarlate')).toBe(first);
    expect(attrKey('Colour\u2060', 'Rouge Écarlate\u3164')).toBe(first);
  });

  it('reads an attribute pair back as the name and value it was written from, "=" and "\\" included (audit Q4)', () => {
    const names = ['Colour', 'Ratio W=H', '=', 'A\\B', 'A\\=B\\', 'x\\\\=='];
    const values = ['Red', '4=3', '=', '\\', ''];
    for (const name of names)
      for (const value of values) expect(splitPair(attrPair(name, value))).toEqual({ name, value });
    // A name without either keeps the pair and key every document wrote before.
    expect(attrPair('Colour', 'Red=1')).toBe('Colour=Red=1');
    expect(attrKey('Ratio W', 'H=1:1')).not.toBe(attrKey('Ratio W=H', '1:1'));
  });

  it('cuts a word where Latin letters or digits meet Thai or Lao, and leaves Thai alone (audit Q2)', () => {
    expect(keywordWords('Soniqueหูฟัง')).toEqual(keywordWords('Sonique หูฟัง'));
    expect(keywordWords('Soniqueຫູຟັງ')).toEqual(['sonique', 'ຫູ', 'ຟັງ']);
    expect(documentWords('Z3หูฟัง')).toEqual(['z3', 'หู', 'ฟัง']);
    expect(documentWords('หูฟังไร้สาย')).toEqual(documentWords('หูฟังไร้สาย '));
  });

  it('keeps sara am, ໜ and ໝ whole, so that names and keywords are cut alike in their words (audit AO5)', () => {
    expect(fold('ออกกำลังกาย')).toBe('ออกกำลังกาย');
    expect(fold('ນ້ຳໜັກ ໝາກໄມ້')).toBe('ນ້ຳໜັກ ໝາກໄມ້');
    // Typed decomposed (or with two letters for ໜ), they fold to the one letter.
    expect(fold('น\u0e49\u0e4d\u0e32 ຫນັກ ຫມາກ')).toBe('น้ำ ໜັກ ໝາກ');
    expect(documentWords('ชุดดัมเบล ออกกำลังกายที่บ้าน')).toEqual(['ชุด', 'ดัมเบล', 'ออก', 'กำลัง', 'กาย', 'ที่', 'บ้าน']);
    expect(keywordWords('กำลังกาย')).toEqual(['กำลัง', 'กาย']);
    expect(documentWords('ນ້ຳໜັກເບົາ')).toEqual(['ນ້ຳ', 'ໜັກ', 'ເບົາ']);
    expect(keywordWords('ນ້ຳຫນັກ')).toEqual(['ນ້ຳ', 'ໜັກ']);
  });

  it('reads every apostrophe-like mark as one apostrophe (audit AO6)', () => {
    const words = documentWords('Casque 40 h d’autonomie');
    for (const typed of ["d'autonomie", 'd’autonomie', 'd‘autonomie', 'dʼautonomie', 'd´autonomie', 'd`autonomie']) {
      expect(keywordWords(typed), typed).toEqual(["d'autonomie", 'd', 'autonomie']);
      for (const word of keywordWords(typed)) expect(words, typed).toContain(word);
    }
    expect(attrKey('Marque', 'L’Oréal')).toBe(attrKey('Marque', "L'Oreal"));
  });

  it('offers the singulars a plural may stand for in English, French and Spanish (audit Q1)', () => {
    const cases: [string, string][] = [
      ['phones', 'phone'],
      ['watches', 'watch'],
      ['scarves', 'scarf'],
      ['knives', 'knife'],
      ['batteries', 'battery'],
      ['bougies', 'bougie'],
      ['journaux', 'journal'],
      ['bijoux', 'bijou'],
      ['telefonos', 'telefono'],
      ['relojes', 'reloj'],
      ['luces', 'luz'],
    ];
    for (const [plural, singular] of cases) expect(singularsOf(plural), plural).toContain(singular);
    // Not a plural: another script, too short, a double s.
    for (const word of ['หูฟัง', 'bus', 'dress', 'usb3s']) expect(singularsOf(word), word).toEqual([]);
  });

  it('reads the plurals a singular may have, and a word’s other forms either way', () => {
    const cases = [
      ['candle', 'candles'],
      ['battery', 'batteries'],
      ['scarf', 'scarves'],
      ['knife', 'knives'],
      ['watch', 'watches'],
      ['journal', 'journaux'],
      ['bijou', 'bijoux'],
      ['luz', 'luces'],
      ['reloj', 'relojes'],
    ];
    for (const [singular, plural] of cases) {
      expect(pluralsOf(singular!), singular).toContain(plural);
      expect(otherFormsOf(singular!), singular).toContain(plural);
      expect(otherFormsOf(plural!), plural).toContain(singular);
    }
    for (const word of ['หูฟัง', 'tv', '3d']) expect(pluralsOf(word), word).toEqual([]);
  });

  it('answers a keyword asked again with the same words, each caller with its own list', () => {
    const first = keywordWords('หูฟัง ไร้สาย');
    first.push('changed by a caller');
    expect(keywordWords('หูฟัง ไร้สาย')).toEqual(first.slice(0, -1));
    expect(keywordWords('หูฟัง ไร้สาย')).not.toContain('changed by a caller');
  });
});
