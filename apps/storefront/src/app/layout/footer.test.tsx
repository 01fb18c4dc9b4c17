import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { Footer, localizedCopyright } from './footer';

afterAll(() => initI18n('en'));

describe('the footer', () => {
  it('shows the copyright\'s "All rights reserved" in the shopper\'s language', async () => {
    await initI18n('fr');
    render(
      <MemoryRouter>
        <Footer
          footer={{
            phone: '400-820-8820',
            address: '88 Market Street',
            copyright: '© 2026 Mall. All rights reserved.',
          }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('footer-copyright').textContent).toBe('© 2026 Mall. Tous droits réservés.');
  });

  it('leaves a copyright line of its own words as the operator wrote it', () => {
    expect(localizedCopyright('© 2026 Mall Ltd', 'Tous droits réservés.')).toBe('© 2026 Mall Ltd');
    expect(localizedCopyright('© Mall. all rights reserved', '保留所有权利。')).toBe('© Mall. 保留所有权利。');
  });
});
