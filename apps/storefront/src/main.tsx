import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstView } from './app/prefetch';
import { initI18n } from './lib/i18n';
import { resolveInitialLocale } from './lib/locale';

const root = document.getElementById('root');
if (root) {
  const texts = initI18n(resolveInitialLocale());
  prefetchFirstView();
  await texts;
  createRoot(root).render(<App />);
}
