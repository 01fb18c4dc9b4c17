import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { ActivityStrip } from './activity-strip';

// The demo's activity cards carry no words: the words are drawn over them in the reader's
// language (issue 15, item 4), as the home banners' are (the sign-in picture's: login-welcome.test.tsx).

afterEach(async () => {
  await switchLanguage('en');
});

describe('words over pictures', () => {
  it("draws each activity's name over its card, in the language the server answered in", async () => {
    await switchLanguage('th');
    render(
      <MemoryRouter>
        <ActivityStrip
          activities={[
            { id: 1, name: 'แฟลชเซล', intro: 'Deep discounts', image: '/uploads/demo/activity-1.svg' },
            { id: 2, name: 'สินค้ามาใหม่', intro: '', image: '' },
          ]}
        />
      </MemoryRouter>,
    );
    const flash = screen.getByRole('link', { name: 'แฟลชเซล' });
    expect(flash.getAttribute('href')).toContain('activity_list?id=1');
    expect(flash.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('link', { name: 'สินค้ามาใหม่' })).toBeTruthy();
  });
});
