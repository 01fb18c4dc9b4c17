import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev -w @mall/console` talks to a shop started on this port.
const api = `http://127.0.0.1:${process.env.MALL_PORT ?? '3000'}`;

export default defineConfig({
  // The server serves this app at /console/; routes live in the hash (/console/#/merchant/products).
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true, ws: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
});
