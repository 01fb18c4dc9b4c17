import { LOCALE_NAMES, OTHER_LOCALES } from '@mall/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../lib/i18n';
import { describeFields, unnamedFields } from '../test/unnamed-fields';
import { Form } from './form';
import { TranslatedNames } from './translated-names';

afterEach(() => setLanguage('en'));

function NamesForm({ label, seen = false }: { label?: string; seen?: boolean }) {
  return (
    <Form initialValues={{ names: { fr: 'Téléphones' } }}>
      <TranslatedNames label={label} seen={seen} />
    </Form>
  );
}

describe('TranslatedNames', () => {
  // Audit HA2: each language's box showed its language only as a grey prefix, so a screen reader announced "edit text"
  // five times (shop names, coupons, categories, merchant types, banners) and never which language it was.
  it("names each language's box by its group and its language, in the console's language", async () => {
    await setLanguage('th');
    const { container } = render(<NamesForm />);
    expect(describeFields(unnamedFields(container))).toEqual([]);
    const group = t('platform.common.translations');
    for (const code of OTHER_LOCALES) {
      expect(screen.getByRole('textbox', { name: `${group}: ${LOCALE_NAMES[code]}` })).toBeTruthy();
    }
    expect((screen.getByRole('textbox', { name: `${group}: ${LOCALE_NAMES.fr}` }) as HTMLInputElement).value).toBe(
      'Téléphones',
    );
  });

  it('takes the form’s own label, with the counted boxes too', async () => {
    const { container } = render(<NamesForm label="Coupon name in other languages" seen />);
    expect(describeFields(unnamedFields(container))).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Coupon name in other languages: Español' })).toBeTruthy();
  });
});
