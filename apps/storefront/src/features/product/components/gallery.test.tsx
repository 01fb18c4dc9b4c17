import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Gallery } from './gallery';

const images = ['/uploads/a.svg', '/uploads/b.svg', '/uploads/c.svg'];

describe('the product gallery', () => {
  it('enlarges the picture around the pointer on hover, and stops when the pointer leaves', () => {
    render(<Gallery name="Lamp" images={images} current={undefined} onPick={vi.fn()} />);
    const frame = screen.getByTestId('main-image-button');
    frame.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400 }) as DOMRect;
    fireEvent.mouseMove(frame, { clientX: 100, clientY: 300 });
    const picture = screen.getByTestId('main-image');
    expect(picture.style.transform).toBe('scale(2.2)');
    expect(picture.style.transformOrigin).toBe('25.0% 75.0%');
    fireEvent.mouseLeave(frame);
    expect(picture.style.transform).toBe('');
  });

  it('opens the full-size picture on click, steps through the others by button and arrow key, closes on Escape', () => {
    render(<Gallery name="Lamp" images={images} current="/uploads/b.svg" onPick={vi.fn()} />);
    fireEvent.click(screen.getByTestId('main-image-button'));
    expect(screen.getByTestId('full-size')).toBeTruthy();
    expect(screen.getByTestId('full-size-image').getAttribute('src')).toBe('/uploads/b.svg');
    expect(screen.getByTestId('full-size-counter').textContent).toBe('2 / 3');
    fireEvent.click(screen.getByTestId('full-size-next'));
    expect(screen.getByTestId('full-size-image').getAttribute('src')).toBe('/uploads/c.svg');
    fireEvent.keyDown(screen.getByTestId('full-size-next'), { key: 'ArrowRight' });
    expect(screen.getByTestId('full-size-image').getAttribute('src')).toBe('/uploads/a.svg');
    fireEvent.click(screen.getByTestId('full-size-previous'));
    expect(screen.getByTestId('full-size-counter').textContent).toBe('3 / 3');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('full-size')).toBeNull();
  });
});
