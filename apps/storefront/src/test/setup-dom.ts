import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeCookie } from '../lib/cookies';
import { initI18n, loadSection } from '../lib/i18n';

await initI18n('en');
// Component tests see every area's texts, as the pages do once their area has loaded.
await loadSection('buying');

afterEach(() => {
  cleanup();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) removeCookie(name);
  }
});
