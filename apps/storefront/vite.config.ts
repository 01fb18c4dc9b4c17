import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://127.0.0.1:3100';

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;

/**
 * The contract builds its zod schemas as method chains (`z.string().trim().min(1)`, `Schema.default('+86')`). Marking
 * `z` pure covers only the first call of a chain, so an unused schema would keep zod (about 30 KB gzip) in any chunk
 * that imports a plain rule (a pattern, `passwordProblem`) from the same file. This marks every call chain that
 * starts an expression in the contract's sources as pure; a pure call whose value is used is kept as it is.
 */
function pureContractChains(): Plugin {
  return {
    name: 'mall:pure-contract-chains',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      return {
        code: code.replace(
          /([=(:,[]\s*|\.\.\.)(?=[A-Za-z_$][\w$]*\s*\.\s*[A-Za-z_$][\w$]*\s*\()/g,
          '$1/* @__PURE__ */ ',
        ),
        map: null,
      };
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), pureContractChains()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser this desktop storefront supports has native modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contract package builds zod schemas at module level; the storefront only needs its plain helpers, constants
      // and types. Declaring its modules (and zod) free of side effects, zod's builders and the contract's call chains
      // pure (pureContractChains above), and property reads free of side effects (an unused schema's leftover
      // `{ ...Fields }` would otherwise stay) keeps zod (about 25 KB gzip) out of every chunk. No code of this app
      // reads a property only for a getter's side effect.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/]contract|node_modules[\\/]zod)[\\/]/.test(id),
        manualPureFunctions: ['z'],
        propertyReadSideEffects: false,
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true, ws: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
});
