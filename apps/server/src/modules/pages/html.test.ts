import { describe, expect, it } from 'vitest';
import { createRandom } from '../../db/seed/random';
import { jsonLd, plainOf, plainText, shortText } from './html';

/** The summary read from the whole description (what plainText answered before it read a first stretch). */
const wholeRead = (html: string, max: number) => shortText(plainOf(html), max);

const PIECES = [
  '<p>',
  '</p>',
  '<strong>',
  '<img src="/uploads/a.png" alt="">',
  'Silk',
  ' ',
  '&amp;',
  '&nbsp;',
  '&lt;',
  '&#39;',
  'ผ้าไหม',
  '😀',
  '\n',
  'e\u0301',
  '<li>',
  '</li>',
];

describe('plainText', () => {
  it('summarises as reading the whole description would, short ones and long ones', () => {
    const random = createRandom(5);
    const next = () => random.int(0, 2 ** 31 - 1);
    for (let n = 0; n < 1500; n++) {
      const length = next() % (n % 2 === 0 ? 3000 : 80);
      const html = Array.from({ length }, () => PIECES[next() % PIECES.length]).join('');
      const max = 1 + (next() % 200);
      expect(plainText(html, max)).toBe(wholeRead(html, max));
    }
  });

  it('reads on past a first stretch of tags alone', () => {
    const html = `${'<p></p>'.repeat(1000)}<p>The words come late.</p>`;
    expect(plainText(html, 10)).toBe('The words…');
  });
});

describe('jsonLd', () => {
  it('escapes what could close the script or break its line, and nothing else', () => {
    const text = jsonLd({ name: '</script><b>R&D\u2028\u2029 ผ้า' });
    expect(text).toBe('{"name":"\\u003c/script\\u003e\\u003cb\\u003eR\\u0026D\\u2028\\u2029 ผ้า"}');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>R&D\u2028\u2029 ผ้า' });
  });
});
