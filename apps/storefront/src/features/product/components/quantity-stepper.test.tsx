import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { QuantityStepper } from './quantity-stepper';

// Brief GY, the price filter's class: the product's quantity was a number input, whose value is empty for "1,000";
// leaving it set the quantity to 1 without a word. A text that is no whole number is told beside the stepper in the
// reader's language and the quantity in use is kept.

describe('a typed quantity on a product page (brief GY)', () => {
  afterEach(async () => {
    cleanup();
    await switchLanguage('en');
  });

  it('on a product page in Spanish, "1.000" is told as a thousands separator and the quantity stays', async () => {
    await switchLanguage('es');
    const onChange = vi.fn();
    render(<QuantityStepper value={1} max={10} onChange={onChange} />);
    const input = screen.getByTestId('quantity-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1.000' } });
    expect(screen.getByTestId('quantity-problem').textContent).toBe(
      'Escribe el número sin separador de miles, por ejemplo 12',
    );
    expect(input.value).toBe('1.000');
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('1');
    expect(screen.getByTestId('quantity-problem')).toBeTruthy();
  });
});
