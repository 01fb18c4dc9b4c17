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
    rolldownOptions: {
      // The contract package builds zod schemas at module level; the storefront only needs its plain helpers and types,
      // so its modules (and zod) are declared free of side effects to keep zod out of the bundle.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/]contract|node_modules[\\/]zod)[\\/]/.test(id),
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
