import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLanguage } from '../lib/i18n';

await setLanguage('en');

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// A form's refusal appears after antd validates, a render or two after the event: on a loaded machine (CI beside other
// work, load average 14) that took longer than testing-library's 1 s default, and `findBy…`/`waitFor` gave up while
// the page was about to show it. They wait up to 5 s; a test of something that never appears still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
