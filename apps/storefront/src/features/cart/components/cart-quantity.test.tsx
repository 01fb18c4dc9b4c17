import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MostOfOneItemContext } from '../../../lib/most-of-one-item';
import { CartQuantity } from './cart-quantity';

// Brief GY, the price filter's class: a cart line's quantity box took a typed "1.5" as 15 (it dropped every character
// but the digits), without a word. A text that is no whole number is told beside the stepper in the reader's language
// and the line keeps its quantity.

describe('a typed quantity (brief GY)', () => {
  afterEach(() => cleanup());

  it('in the cart, "1.5" is told and the line keeps its quantity', () => {
    const onChange = vi.fn();
    render(
      <MostOfOneItemContext value={{ skuUnits: 200, skuShare: 100 }}>
        <CartQuantity value={2} stock={50} label="Quantity of Teapot" name="Teapot" onChange={onChange} />
      </MostOfOneItemContext>,
    );
    const input = screen.getByTestId('cart-quantity') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1.5' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('2');
    expect(screen.getByTestId('quantity-problem').textContent).toBe('Write a whole number, e.g. 12');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('quantity-problem').id);
    // A whole number is taken as before.
    fireEvent.change(input, { target: { value: '3' } });
    expect(screen.queryByTestId('quantity-problem')).toBeNull();
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
