import { fireEvent, render, screen, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { LanguagesCard, type TranslationFields, translationsBody } from './translation-tabs';

// antd's tabs measure themselves; jsdom has no ResizeObserver.
const ATTRS = [{ name: 'Colour', values: ['Red', 'Blue'] }];

function Harness({ onSave, initial }: { onSave: (body: unknown) => void; initial: Record<string, unknown> }) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      initialValues={initial}
      onFinish={(fields: { translations: TranslationFields; originalLocale: 'en' }) =>
        onSave(translationsBody(fields.translations, ATTRS, fields.originalLocale))
      }
    >
      <LanguagesCard attrs={ATTRS} />
      <Button htmlType="submit">save</Button>
    </Form>
  );
}

describe('the product form’s languages', () => {
  // The first render of antd's tabs and inputs takes seconds on a busy machine.
  it('has a tab per language with the original marked, and saves what the merchant typed in one', {
    timeout: 60_000,
  }, async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} initial={{ originalLocale: 'en', translations: {} }} />);
    const tabs = { en: 'English', 'zh-CN': '简体中文', fr: 'Français', th: 'ไทย', lo: 'ລາວ', es: 'Español' };
    for (const [locale, name] of Object.entries(tabs)) {
      expect(screen.getByTestId(`translation-tab-${locale}`).textContent).toContain(name);
    }
    expect(within(screen.getByTestId('translation-tab-en')).getByText('original')).toBeTruthy();

    // The first other language is open: type its name and one attribute value, the other falls back.
    fireEvent.change(screen.getByTestId('translation-name-zh-CN'), { target: { value: ' 羊毛围巾 ' } });
    fireEvent.change(screen.getByTestId('translation-value-zh-CN-0-0'), { target: { value: '红色' } });
    fireEvent.click(screen.getByTestId('translation-tab-fr'));
    fireEvent.change(await screen.findByTestId('translation-name-fr'), { target: { value: 'Écharpe' } });
    expect(within(screen.getByTestId('translation-tab-fr')).getByText('translated')).toBeTruthy();
    fireEvent.click(screen.getByText('save'));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({
      'zh-CN': { name: '羊毛围巾', description: '', attrs: [{ name: '', values: ['红色', ''] }] },
      fr: { name: 'Écharpe', description: '', attrs: [] },
    });
  });

  it('sends a tab whose name is left empty with its values and description, and no tab left wholly empty (audit CT2)', {
    timeout: 60_000,
  }, async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} initial={{ originalLocale: 'en', translations: {} }} />);
    // The brand's name is the same in Chinese: only a colour is translated.
    fireEvent.change(screen.getByTestId('translation-value-zh-CN-0-1'), { target: { value: ' 蓝色 ' } });
    expect(within(screen.getByTestId('translation-tab-zh-CN')).getByText('translated')).toBeTruthy();
    fireEvent.click(screen.getByTestId('translation-tab-th'));
    await screen.findByTestId('translation-name-th');
    const thai = document.querySelector<HTMLElement>('[id$="-panel-th"]')!;
    fireEvent.change(within(thai).getByLabelText('Description in this language'), {
      target: { value: '<p>ลำโพงกันน้ำ เสียงดี</p>' },
    });
    // A tab opened and left empty, or holding only spaces, is no translation.
    fireEvent.click(screen.getByTestId('translation-tab-fr'));
    fireEvent.change(await screen.findByTestId('translation-name-fr'), { target: { value: '  ' } });
    fireEvent.click(screen.getByText('save'));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0]).toEqual({
      'zh-CN': { name: '', description: '', attrs: [{ name: '', values: ['', '蓝色'] }] },
      th: { name: '', description: '<p>ลำโพงกันน้ำ เสียงดี</p>', attrs: [] },
    });
  });

  it('never sends a translation in the original’s language, and marks the language the product is written in', () => {
    const fields: TranslationFields = {
      fr: { name: 'Écharpe', description: '', attrs: [] },
      en: { name: 'Scarf', description: '', attrs: [] },
    };
    expect(Object.keys(translationsBody(fields, ATTRS, 'fr'))).toEqual(['en']);
    render(<Harness onSave={() => undefined} initial={{ originalLocale: 'fr', translations: fields }} />);
    expect(within(screen.getByTestId('translation-tab-fr')).getByText('original')).toBeTruthy();
    expect(within(screen.getByTestId('translation-tab-en')).queryByText('original')).toBeNull();
  });
});
