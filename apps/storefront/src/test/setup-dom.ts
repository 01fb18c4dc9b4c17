import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeCookie } from '../lib/cookies';
import { initI18n } from '../lib/i18n';

await initI18n('en');

afterEach(() => {
  cleanup();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) removeCookie(name);
  }
});
