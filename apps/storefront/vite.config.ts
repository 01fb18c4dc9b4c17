import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3100';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser this desktop storefront supports has native modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contract package builds zod schemas at module level; the storefront only needs its plain helpers, constants
      // and types. Declaring its modules (and zod) free of side effects and zod's builders pure keeps zod (about 25 KB
      // gzip) out of the bundle.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/]contract|node_modules[\\/]zod)[\\/]/.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
});
