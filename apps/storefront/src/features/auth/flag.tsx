import styles from './components/country-picker.module.css';

/** The flag emoji of an ISO 3166 country code, from the two regional indicator letters. */
export function flagEmoji(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** A phone field's country: its ISO code (for the flag) and dial code without '+'. Default +86 (spec section 9). */
export interface DialChoice {
  iso: string;
  dialCode: string;
}

export const DEFAULT_DIAL: DialChoice = { iso: 'CN', dialCode: '86' };

/** The country a reader of each language most likely phones from: the phone field starts there, not at +86 for all. */
export const LANGUAGE_DIALS: Record<string, DialChoice> = {
  'zh-CN': DEFAULT_DIAL,
  th: { iso: 'TH', dialCode: '66' },
  lo: { iso: 'LA', dialCode: '856' },
  fr: { iso: 'FR', dialCode: '33' },
  es: { iso: 'ES', dialCode: '34' },
  en: { iso: 'US', dialCode: '1' },
};

export function dialForLanguage(language: string): DialChoice {
  return LANGUAGE_DIALS[language] ?? DEFAULT_DIAL;
}

/**
 * Whether the shop texts numbers of this dial code (`smsCountries` of login/method/info, e.g. "+66" or "+1204"):
 * a prefix may be longer than the code. Before the list is known every code passes (audit AN11).
 */
export function textable(dialCode: string, smsCountries: readonly string[] | undefined): boolean {
  if (!smsCountries) return true;
  const code = `+${dialCode}`;
  return smsCountries.some((prefix) => prefix.startsWith(code) || code.startsWith(prefix));
}

let flagsDrawn: boolean | undefined;

/**
 * Whether this system draws flag emoji in colour (Windows, for one, shows two plain letters). Checked once by drawing
 * a flag on a small canvas and looking for coloured pixels.
 */
function colourFlags(): boolean {
  if (flagsDrawn !== undefined) return flagsDrawn;
  flagsDrawn = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return flagsDrawn;
    context.font = '18px "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif';
    context.textBaseline = 'top';
    context.fillText(flagEmoji('FR'), 0, 0);
    const pixels = context.getImageData(0, 0, 24, 24).data;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]];
      if (a > 0 && (Math.abs(r - g) > 40 || Math.abs(g - b) > 40)) {
        flagsDrawn = true;
        break;
      }
    }
  } catch {
    // No canvas: letters it is.
  }
  return flagsDrawn;
}

/** The country's flag emoji where the system draws flags, else its two-letter code in a small badge. */
export function Flag({ iso }: { iso: string }) {
  if (colourFlags()) {
    return (
      <span className={styles.flag} aria-hidden="true">
        {flagEmoji(iso)}
      </span>
    );
  }
  return (
    <span className={styles.flagCode} aria-hidden="true">
      {iso}
    </span>
  );
}
