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

// Closing note s14: the "send this product" outline button's red text on its pink background measured 4.49 : 1, and
// its hover pink less. The colours are read from the same CSS the button uses (button.module.css, the tokens of
// global.css), following the classes the chat thread gives it, so a token change anywhere shows here.
const buttonCss = readFileSync(join(import.meta.dirname, '../../../components/ui/button.module.css'), 'utf8');
const thread = readFileSync(join(import.meta.dirname, 'chat-thread.tsx'), 'utf8');

/** A colour as hex, its custom property (and any fallback chain of them) read from global.css. */
function token(value: string): string {
  const name = /^var\((--[\w-]+)/.exec(value)?.[1];
  if (!name) return value;
  const found = new RegExp(`${name}:\\s*([^;]+);`).exec(globals.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1]?.trim();
  return found ? token(found) : value;
}

/** The rules of a CSS file in order: each selector of a list on its own, with the declarations of its block. */
function rules(source: string): Array<{ selector: string; declarations: Map<string, string> }> {
  const out: Array<{ selector: string; declarations: Map<string, string> }> = [];
  for (const m of source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = new Map(
      [...m[2]!.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map((d) => [d[1]!, d[2]!.trim()] as [string, string]),
    );
    for (const selector of m[1]!.split(',')) out.push({ selector: selector.trim(), declarations });
  }
  return out;
}

type State = 'normal' | 'hover' | 'focus' | 'disabled';
/** Which pseudo-classes of a selector apply to a button in each state (any other selector does not apply). */
const applies: Record<State, string[]> = {
  normal: [''],
  hover: ['', ':hover', ':hover:not(:disabled)'],
  focus: ['', ':focus-visible'],
  disabled: ['', ':disabled', '[aria-disabled="true"]'],
};

/** The declarations that win on the offer button in one state: its classes (and the classes they compose), in order. */
function computed(state: State): Map<string, string> {
  const names = [
    ...(/className=\{`([^`]*)`\}\s*data-testid="chat-send-offer"/.exec(thread)?.[1] ?? '').matchAll(/buttons\.(\w+)/g),
  ].map((m) => m[1]!);
  expect(names).toContain('outline');
  const all = rules(buttonCss);
  const classes = new Set(names);
  for (const rule of all) {
    const own = /^\.(\w+)$/.exec(rule.selector)?.[1];
    const composed = rule.declarations.get('composes');
    if (own && classes.has(own) && composed) classes.add(composed);
  }
  const style = new Map<string, string>();
  for (const rule of [...rules(globals), ...all]) {
    const m = /^(?:\.(\w+))?((?::[\w-]+(?:\([^)]*\))?|\[[^\]]*\])*)$/.exec(rule.selector);
    if (!m || (m[1] && !classes.has(m[1])) || !applies[state].includes(m[2]!)) continue;
    if (!m[1] && m[2] !== ':focus-visible') continue;
    for (const [property, value] of rule.declarations) style.set(property, token(value));
  }
  return style;
}

/** A colour seen through an opacity over what lies behind it. */
function through(colour: string, opacity: number, behind: string): string {
  const rgb = (h: string) => {
    const full = h.length === 4 ? [...h.slice(1)].map((c) => c + c).join('') : h.slice(1);
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  };
  const [a, b] = [rgb(colour), rgb(behind)];
  return `#${a
    .map((c, i) =>
      Math.round(c * opacity + b[i]! * (1 - opacity))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

describe('the chat\'s "send this product" button', () => {
  const offer = /\.offer\s*\{[^}]*background:\s*(#[0-9a-f]{3,6})/i.exec(css)?.[1] ?? '#fff';

  it.each(['normal', 'hover', 'focus', 'disabled'] as const)('keeps its text at 4.5 : 1 or more when %s', (state) => {
    const style = computed(state);
    const opacity = Number(style.get('opacity') ?? 1);
    const background = through(style.get('background')!, opacity, offer);
    const text = through(style.get('color')!, opacity, offer);
    expect(background).toMatch(/^#[0-9a-f]{6}$/);
    expect(text).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('draws its border and, with the keyboard, its focus ring at 3 : 1 or more against the offer strip', () => {
    expect(contrast(computed('normal').get('border-color')!, offer)).toBeGreaterThanOrEqual(3);
    const ring = /solid\s+(#[0-9a-f]{3,6})/i.exec(computed('focus').get('outline') ?? '')?.[1];
    expect(ring).toBeDefined();
    expect(contrast(ring!, offer)).toBeGreaterThanOrEqual(3);
  });
});
