import './styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { watchDecorativeIcons } from './lib/decorative-icons';
import { initialLocale, setLanguage } from './lib/i18n';

const root = document.getElementById('root');
if (root) {
  await setLanguage(initialLocale());
  createRoot(root).render(<App />);
  // Portals (menus, drawers, pickers) are drawn outside the root: the whole page is watched.
  watchDecorativeIcons(document.body);
}
