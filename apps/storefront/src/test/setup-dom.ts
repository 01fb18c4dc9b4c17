import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeCookie } from '../lib/cookies';
import { initI18n, loadSection } from '../lib/i18n';

await initI18n('en');
// Component tests see every area's texts, as the pages do once their area has loaded.
await loadSection('buying');

// A form's refusal appears after antd validates, a render or two after the event: on a loaded machine (CI beside other
// work, load average 14) that took longer than testing-library's 1 s default, and `findBy…`/`waitFor` gave up while
// the page was about to show it. They wait up to 5 s; a test of something that never appears still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) removeCookie(name);
  }
});
