import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage, t } from '../lib/i18n';
import { NumberInput } from './number-input';
import { between, isBetween, numberText, readNumber } from './number-rules';

function Days({ onFinish }: { onFinish: (values: { days: number }) => void }) {
  return (
    <Form onFinish={onFinish} initialValues={{ days: 7 }}>
      <Form.Item name="days" rules={[between(t, 0, 365)]}>
        <NumberInput decimals={0} data-testid="days" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('a bounded number field', { timeout: 90_000 }, () => {
  it('keeps what was typed outside its bounds, says so and sends nothing', async () => {
    const onFinish = vi.fn();
    render(<Days onFinish={onFinish} />);
    const input = screen.getByTestId('days') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.blur(input);
    expect(input.value).toBe('-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('From 0 to 365')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('takes a value inside them, and strings (money, weights) are read as numbers', () => {
    expect(isBetween(365, 0, 365)).toBe(true);
    expect(isBetween(366, 0, 365)).toBe(false);
    expect(isBetween(Number('9999.5'), 0, 9999)).toBe(false);
    expect(isBetween(null, 0, 1)).toBe(false);
  });
});

describe('a typed number (audit W1)', () => {
  it('takes a comma or a point as the decimal separator, in every language, and pads to the box’s decimals', () => {
    expect(readNumber('1,5', 2)).toEqual({ decimal: '1.50' });
    expect(readNumber(' 1.5 ', 2)).toEqual({ decimal: '1.50' });
    expect(readNumber('0,25', 3)).toEqual({ decimal: '0.250' });
    expect(readNumber(',5', 2)).toEqual({ decimal: '0.50' });
    expect(readNumber('007', 0)).toEqual({ decimal: '7' });
    expect(readNumber('-12,5', 2)).toEqual({ decimal: '-12.50' });
    expect(readNumber('-0', 2)).toEqual({ decimal: '0.00' });
  });

  it('reads no thousands separator, exponent or second separator, and never rounds to the box’s decimals', () => {
    for (const typed of ['1e3', '+5', '1,2,3', '', '-', ',', 'abc', '٣'])
      expect(readNumber(typed, 2)).toEqual({ problem: 'number' });
    expect(readNumber('1.999', 2, 'en')).toEqual({ problem: 'decimals' });
    expect(readNumber('12,345', 2, 'fr')).toEqual({ problem: 'decimals' });
    expect(readNumber('1.5', 0)).toEqual({ problem: 'decimals' });
  });

  it('tells a thousands separator as such, never as too many decimals (audit GU2)', () => {
    for (const typed of ['1 999', '1\u00a0999', "1'999", '1.999,5', '1,999.50', '1,234,567'])
      expect(readNumber(typed, 2, 'fr'), typed).toEqual({ problem: 'grouping' });
    // The language's own thousands separator before three digits: "," in Thai and English, "." in Spanish and Lao.
    for (const [typed, language] of [
      ['1,999', 'th'],
      ['12,345', 'en'],
      ['1.999', 'es'],
      ['1.999', 'lo'],
    ] as const)
      expect(readNumber(typed, 2, language), `${typed} in ${language}`).toEqual({ problem: 'grouping' });
    expect(readNumber('1,999', 0, 'en')).toEqual({ problem: 'grouping' });
    // Its decimal mark before three digits stays a decimal mark: too many decimals for a price, a weight's own.
    expect(readNumber('1.999', 2, 'en')).toEqual({ problem: 'decimals' });
    expect(readNumber('12,345', 2, 'fr')).toEqual({ problem: 'decimals' });
    expect(readNumber('1,999', 3, 'en')).toEqual({ decimal: '1.999' });
    expect(readNumber('1 999', 3, 'fr')).toEqual({ problem: 'grouping' });
  });

  it('shows a value with the language’s decimal mark and no grouping', () => {
    expect(numberText('1234.50', 2, 'fr')).toBe('1234,50');
    expect(numberText('1234.5', 2, 'en')).toBe('1234.50');
    expect(numberText(0.25, 3, 'es')).toBe('0,250');
    expect(numberText(7, 0, 'th')).toBe('7');
    expect(numberText(null, 2, 'fr')).toBe('');
  });
});

function Price({ onFinish }: { onFinish: (values: { price: string }) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="price" rules={[between(t, 0.01, 999999.99)]}>
        <NumberInput decimals={2} stringMode data-testid="price" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('a price box (audit GU2)', { timeout: 90_000 }, () => {
  afterEach(() => setLanguage('en'));

  for (const [language, typed, told] of [
    ['th', '1,999', 'เขียนตัวเลขโดยไม่ใส่เครื่องหมายคั่นหลักพัน เช่น 1999.50'],
    ['fr', '1 999', 'Écrivez le nombre sans séparateur de milliers, par exemple 1999,50'],
    ['es', '1.999', 'Escribe el número sin separador de miles, por ejemplo 1999,50'],
  ] as const) {
    it(`tells "${typed}" in ${language} to be written without thousands separators`, async () => {
      await setLanguage(language);
      const onFinish = vi.fn();
      render(<Price onFinish={onFinish} />);
      fireEvent.change(screen.getAllByTestId('price').at(-1)!, { target: { value: typed } });
      fireEvent.click(screen.getAllByRole('button').at(-1)!);
      expect(await screen.findByText(told)).toBeTruthy();
      expect(onFinish).not.toHaveBeenCalled();
    });
  }

  it('takes a French decimal comma ("19,99") as 19.99', async () => {
    await setLanguage('fr');
    const onFinish = vi.fn();
    render(<Price onFinish={onFinish} />);
    fireEvent.change(screen.getAllByTestId('price').at(-1)!, { target: { value: '19,99' } });
    fireEvent.click(screen.getAllByRole('button').at(-1)!);
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ price: '19.99' }));
  });
});
