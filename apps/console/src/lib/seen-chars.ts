import { charCount, cutToChars } from '@mall/contract';

/**
 * An antd input's `count` that counts and cuts at `max` characters as the reader sees them (grapheme clusters, a Thai
 * letter with its marks as one), as the contract's `maxChars` does on the server (audit FC3, FO7). `maxLength` counts
 * UTF-16 units: a Thai shop name of 49 letters would have been cut at 60 units.
 */
export const seenChars = (max: number, show = true) => ({
  show,
  max,
  strategy: charCount,
  exceedFormatter: (text: string, config: { max: number }) => cutToChars(text, config.max),
});

/**
 * A form rule: at most `max` characters as the reader sees them, as the contract's `maxChars` counts on the server
 * (audit FR10). antd's own `{ max }` counts code points: a Thai letter with its marks counted two or three times.
 */
export const charsAtMost = (max: number, message: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value === 'string' && charCount(value) > max) throw new Error(message);
  },
});
