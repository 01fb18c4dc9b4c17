import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLineCell, WholeNumbers } from './order-line-text';

/** The pieces kept on one line (a size, a model), as the reader's browser may not break them. */
function wholePieces(node: HTMLElement): string[] {
  return [...node.querySelectorAll<HTMLElement>('span')]
    .filter((span) => span.style.whiteSpace === 'nowrap')
    .map((span) => span.textContent ?? '');
}

// Audit FS6: in Chinese an item's options ("颜色：黑色，存储容量：128GB") have no space; the whole of them was kept on one
// line, wider than the items column at 1200 px, and the closing "）" was clipped off with no ellipsis. Only the piece
// with the number stays whole now; the line may break after Chinese punctuation, and the two-line clamp ends in "…".
describe('an order line in Chinese', () => {
  it('keeps the size whole, not the whole of the options', () => {
    const { container } = render(<WholeNumbers text="颜色：黑色，存储容量：128GB" />);
    expect(wholePieces(container)).toEqual(['128GB']);
    expect(container.textContent).toBe('颜色：黑色，存储容量：128GB');
  });

  it('keeps a model with its number whole, as before', () => {
    const { container } = render(<WholeNumbers text="Kaido 拍照手机 120Hz高刷屏" />);
    expect(wholePieces(container)).toEqual(['120Hz高刷屏']);
  });

  it('reads whole in the cell and its title', () => {
    const item = { name: 'Kaido 拍照手机 120Hz高刷屏', skuText: '颜色：黑色，存储容量：128GB', quantity: 1 };
    const { container } = render(<OrderLineCell item={item} />);
    const cell = container.querySelector<HTMLElement>('.cell-line-with-tail');
    expect(cell?.title).toBe('Kaido 拍照手机 120Hz高刷屏 (颜色：黑色，存储容量：128GB) × 1');
    expect(wholePieces(container)).toEqual(['120Hz高刷屏', '128GB']);
  });
});
