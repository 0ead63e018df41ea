import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsDir: 'assets',
    // the one chunk over 500 kB is the offline geocoder, loaded only when a blocked visitor re-verifies
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // libraries change less often than our code: a separate chunk stays cached across releases
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
