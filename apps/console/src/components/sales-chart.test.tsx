import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesChart } from './sales-chart';

const day = (i: number, sales: string, orders: number) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  sales,
  orders,
});
const axis = (container: HTMLElement) => [...container.querySelectorAll('text')].map((t) => t.textContent ?? '');

describe('the sales chart axis', () => {
  it('writes every amount of the axis the same way: whole dollars up to $200', () => {
    const { container } = render(
      <SalesChart series={[day(0, '180.00', 3), day(1, '42.50', 1)]} measure="sales" label={() => ''} />,
    );
    const amounts = axis(container).filter((t) => t.includes('$'));
    expect(amounts).toEqual(['$0', '$50', '$100', '$150', '$200']);
  });

  it('writes cents on every tick when the top is small', () => {
    const { container } = render(<SalesChart series={[day(0, '0.80', 1)]} measure="sales" label={() => ''} />);
    const amounts = axis(container).filter((t) => t.includes('$'));
    expect(amounts).toEqual(['$0.00', '$0.25', '$0.50', '$0.75', '$1.00']);
  });

  it('counts orders in whole numbers only', () => {
    const { container } = render(<SalesChart series={[day(0, '9.00', 1)]} measure="orders" label={() => ''} />);
    const ticks = axis(container).filter((t) => /^\d+$/.test(t));
    expect(ticks).toEqual(['0', '1', '2', '3', '4']);
  });
});
