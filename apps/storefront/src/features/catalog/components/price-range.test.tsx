import type { Locale } from '@mall/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { PriceRange } from './price-range';

// Brief GY: a price typed with a thousands separator ("1,999") was cleared without a word and the search ran with no
// bound (the box was a number input, whose value is empty for such a text). It is told beside the box in the
// reader's language, stays in the box, and nothing is searched until it is corrected.

function renderRange(min = '', max = '') {
  const onApply = vi.fn();
  render(<PriceRange min={min} max={max} onApply={onApply} />);
  return {
    onApply,
    low: screen.getByTestId('min-price') as HTMLInputElement,
    high: screen.getByTestId('max-price') as HTMLInputElement,
    apply: () => fireEvent.click(screen.getByTestId('price-apply')),
  };
}

const GROUPED: [Locale, string, string][] = [
  ['en', '1,999', 'Min price: Write the number without thousands separators, e.g. 1999.50'],
  ['th', '1,999', 'ราคาต่ำสุด: เขียนตัวเลขโดยไม่ใส่เครื่องหมายคั่นหลักพัน เช่น 1999.50'],
  ['zh-CN', '1,999', '最低价：请不要使用千位分隔符，例如 1999.50'],
  ['es', '1.999', 'Precio mín.: Escribe el número sin separador de miles, por ejemplo 1999,50'],
  ['lo', '1.999', 'ລາຄາຕ່ຳສຸດ: ຂຽນຕົວເລກໂດຍບໍ່ໃສ່ເຄື່ອງໝາຍຂັ້ນຫຼັກພັນ ເຊັ່ນ 1999,50'],
  ['fr', '1 999', 'Prix min. : Écrivez le nombre sans séparateur de milliers, par exemple 1999,50'],
];

describe('the price filter (brief GY)', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it.each(GROUPED)('in %s, tells "%s" beside the box, keeps it and searches nothing', async (language, typed, told) => {
    await switchLanguage(language);
    const { onApply, low, high, apply } = renderRange();
    fireEvent.change(low, { target: { value: typed } });
    fireEvent.change(high, { target: { value: '5000' } });
    apply();
    expect(onApply).not.toHaveBeenCalled();
    expect(low.value).toBe(typed);
    const message = screen.getByTestId('price-error');
    expect(message.textContent).toBe(told);
    expect(low.getAttribute('aria-invalid')).toBe('true');
    expect(low.getAttribute('aria-describedby')).toBe(message.id);
    expect(high.getAttribute('aria-invalid')).toBeNull();
    // Corrected, the message goes and the search runs with what was meant.
    fireEvent.change(low, { target: { value: '1999' } });
    expect(screen.queryByTestId('price-error')).toBeNull();
    apply();
    expect(onApply).toHaveBeenCalledWith('1999', '5000');
  });

  it('reads a decimal comma or point in every language, and sends the contract’s text', async () => {
    await switchLanguage('fr');
    const { onApply, low, high, apply } = renderRange();
    fireEvent.change(low, { target: { value: '19,99' } });
    fireEvent.change(high, { target: { value: '25.5' } });
    apply();
    expect(onApply).toHaveBeenCalledWith('19.99', '25.50');
  });

  it('tells too many decimals and a price past the mall’s largest, and shows a chosen bound in the reader’s marks', async () => {
    await switchLanguage('en');
    const { onApply, high, apply } = renderRange('19.5', '');
    expect((screen.getByTestId('min-price') as HTMLInputElement).value).toBe('19.5');
    fireEvent.change(high, { target: { value: '12.345' } });
    apply();
    expect(screen.getByTestId('price-error').textContent).toBe('Max price: At most 2 decimals, e.g. 1999.50');
    fireEvent.change(high, { target: { value: '1000000' } });
    apply();
    expect(screen.getByTestId('price-error').textContent).toBe('Max price: From $0.00 to $999,999.99');
    expect(onApply).not.toHaveBeenCalled();
    cleanup();
    await switchLanguage('es');
    renderRange('19.5', '');
    expect((screen.getByTestId('min-price') as HTMLInputElement).value).toBe('19,5');
  });
});
