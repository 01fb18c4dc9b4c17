import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstView } from './app/prefetch';
import { initI18n } from './lib/i18n';
import { resolveInitialLocale } from './lib/locale';
import { checkSession } from './lib/session';

const root = document.getElementById('root');
if (root) {
  const texts = initI18n(resolveInitialLocale());
  // Layout start (spec section 4): the session check goes first; calls that carry the token wait for it.
  void checkSession();
  prefetchFirstView();
  await texts;
  createRoot(root).render(<App />);
}
