import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
        // libraries change less often than the app: their chunk stays cached across releases
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
});
