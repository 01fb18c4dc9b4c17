import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Plain logic runs in Node; component tests (*.test.tsx) run in jsdom with the English catalogue loaded.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        // Node 26's own localStorage (undefined without a file) would hide jsdom's in files that ask for jsdom.
        test: {
          name: 'unit',
          environment: 'node',
          execArgv: ['--no-experimental-webstorage'],
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Node 26 has a localStorage of its own (undefined without a file) that hides jsdom's: turn it off.
          execArgv: ['--no-experimental-webstorage'],
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
          // Beside the 5 s that findBy…/waitFor may wait (src/test/setup-dom.ts).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
