import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the fallback instead of a picture that cannot be loaded, and a new picture again', () => {
    const { container, rerender } = render(
      <Avatar src="https://old.example.net/me.png" data-testid="pic" fallback={<span data-testid="blank" />} />,
    );
    fireEvent.error(screen.getByTestId('pic'));
    expect(screen.queryByTestId('pic')).toBeNull();
    expect(screen.getByTestId('blank')).toBeTruthy();
    rerender(<Avatar src="/uploads/me.png" data-testid="pic" fallback={<span data-testid="blank" />} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/me.png');
    expect(screen.queryByTestId('blank')).toBeNull();
  });

  it('shows the fallback when there is no picture', () => {
    render(<Avatar src="" fallback={<span data-testid="blank" />} />);
    expect(screen.getByTestId('blank')).toBeTruthy();
  });
});
