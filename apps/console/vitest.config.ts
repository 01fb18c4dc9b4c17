import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Plain logic runs in Node; component tests (*.test.tsx) run in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
          // Beside the 5 s that findBy…/waitFor may wait (src/test/setup-dom.ts).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
