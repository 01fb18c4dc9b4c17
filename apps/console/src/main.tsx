import './styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLocale, setLanguage } from './lib/i18n';

const root = document.getElementById('root');
if (root) {
  await setLanguage(initialLocale());
  createRoot(root).render(<App />);
}
