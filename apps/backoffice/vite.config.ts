import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** recharts and the packages only it brings (npm ls shows no other user): the dashboard chart's chunk. */
const chartPackages =
  /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|decimal\.js-light|internmap|eventemitter3|es-toolkit|@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store|tiny-invariant)[\\/]/;

export default defineConfig({
  // the server serves dist/ under /backoffice, beside the players' app at /
  base: '/backoffice/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsDir: 'assets',
    // one internal tool's whole app (React, router, refine, zod) is ~230 kB gzipped; no need to warn
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // libraries change less often than the app: their chunk stays cached across releases; the
        // charting library and what only it uses come with the dashboard's chart alone
        codeSplitting: {
          groups: [
            { name: 'charts', test: chartPackages, priority: 1 },
            {
              name: 'vendor',
              test: (id: string) => /node_modules/.test(id) && !chartPackages.test(id),
              // first: a group also takes what its modules import, and React must stay here
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
