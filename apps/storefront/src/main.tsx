import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider, Link, Outlet } from 'react-router';
i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { a: 'b' } } } });
const qc = new QueryClient();
function P() { const { t } = useTranslation(); const q = useQuery({ queryKey: ['x'], queryFn: () => 1 }); return <div>{t('a')}{q.data}<Link to="/">x</Link><Outlet/></div>; }
const router = createHashRouter([{ path: '/', element: <P /> }]);
createRoot(document.getElementById('root')!).render(<QueryClientProvider client={qc}><RouterProvider router={router} /></QueryClientProvider>);
