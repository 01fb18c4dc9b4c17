import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Audit DB9: the chat's last-message previews, message times and "Block this shop" were #999 / #888 on the chat's
// light backgrounds (2.6–3.5 : 1), for text of 11 and 12 px, hard to read in Thai script at that contrast.

const css = readFileSync(join(import.meta.dirname, 'chat.module.css'), 'utf8');
const globals = readFileSync(join(import.meta.dirname, '../../../styles/global.css'), 'utf8');

/** A colour of the chat's CSS as hex, its custom properties read from global.css. */
function hex(value: string): string {
  const name = /^var\((--[\w-]+)/.exec(value)?.[1];
  if (!name) return value;
  return new RegExp(`${name}:\\s*(#[0-9a-f]{3,6})`, 'i').exec(globals)?.[1] ?? value;
}

function luminance(colour: string): number {
  const h = colour.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/**
 * Whether a colour is a grey text: the chat writes its secondary texts (previews, times, small buttons) in grey; white
 * is the text on the red unread badge and the send button, not one of them.
 */
const grey = (colour: string) => /^#([0-9a-f])\1\1$|^#([0-9a-f]{2})\2\2$/i.test(colour) && luminance(colour) < 0.8;

describe("the chat window's grey texts", () => {
  it('reach 4.5 : 1 on every light background the chat puts them on (the active conversation, my bubble, the list)', () => {
    const greys = [...css.matchAll(/(?:^|[\s;{])color:\s*([^;]+);/g)].map((m) => hex(m[1]!.trim())).filter(grey);
    expect(greys.length).toBeGreaterThan(5);
    const backgrounds = [...css.matchAll(/background:\s*(#[0-9a-f]{3,6})\s*;/gi)]
      .map((m) => m[1]!)
      .filter((colour) => luminance(colour) > 0.8);
    expect(backgrounds).toEqual(expect.arrayContaining(['#fff2f0', '#fafafa']));
    for (const text of greys) {
      for (const background of backgrounds) {
        expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
