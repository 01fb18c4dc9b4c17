import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';

function renderAt(path: string, status: number) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorPage status={status} />
    </MemoryRouter>,
  );
}

describe('ErrorPage', () => {
  it('says a missing page could not be found and links back home in the same language', () => {
    renderAt('/fr/nowhere', 404);
    expect(screen.getByTestId('not-found').textContent).toContain('This page could not be found');
    // It does not also say there was an error: nothing went wrong but the address.
    expect(screen.getByText('The address may be mistyped, or the page has moved.')).toBeTruthy();
    expect(screen.queryByText('Sorry, there was an error on the page you visited')).toBeNull();
    expect(screen.getByTestId('back-home').getAttribute('href')).toBe('/fr');
  });

  it.each([
    [500, 'Failed to load'],
    [401, 'please sign in'],
    [403, 'bad Request'],
  ])('shows status %i as %s', (status, title) => {
    renderAt('/', status);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(String(status))).toBeTruthy();
  });
});
