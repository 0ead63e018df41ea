import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
// by path, as locale-start.ts does: Node cannot load the contracts package's TypeScript here
import { lazyStartPages } from '../../packages/contracts/src/page-match';
import { localeStartPlugin } from './locale-start';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

const startupModules = new Map<string, boolean>();

/**
 * Small parts most lazy pages share (the form field and alert of the UI kit, ~20 pages each, and
 * the locale hook): in the start-up chunk, a page such as the deposit page needs one request fewer
 * for each, and their CSS is in the start-up stylesheet (~1.5 KiB of gzip for the lobby).
 */
const sharedFormParts = /\/src\/(components\/ui\/(alert|field)\.tsx|lib\/use-locale\.ts)$/;

/**
 * Whether the page's entry imports `id` statically, directly or through other modules: such a module
 * runs at start-up whatever the page, so it belongs in the start-up chunks.
 */
function loadedAtStartup(id: string, ctx: ChunkingContext, visiting = new Set<string>()): boolean {
  const known = startupModules.get(id);
  if (known !== undefined) return known;
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const result = info.importers.some((importer) => loadedAtStartup(importer, ctx, visiting));
  visiting.delete(id);
  // a cycle's answer is only final once its start is decided
  if (result || visiting.size === 0) startupModules.set(id, result);
  return result;
}

export default defineConfig({
  plugins: [
    react(),
    localeStartPlugin(
      fileURLToPath(new URL('../../packages/content/src/locales/en', import.meta.url)),
      Object.values(lazyStartPages),
    ),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/socket': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsDir: 'assets',
    // .vite/manifest.json: the server reads which files a lazy start page needs (contracts
    // `lazyStartPages`) to announce them in that page's HTML
    manifest: true,
    // the one chunk over 500 kB is the offline geocoder, loaded only when a blocked visitor re-verifies
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything start-up runs is one chunk (the bundler merges the group into the entry). Left
        // alone, it makes a small chunk of each set of modules a lazy page shares with start-up (the
        // lobby was 28 files), and on a phone every request costs a round trip; one file is also
        // ~10 KiB smaller (fewer imports and exports between chunks). A React chunk of its own would
        // stay cached across releases, but a first visit matters more. What only lazy pages use is
        // still split the bundler's way.
        codeSplitting: {
          groups: [
            {
              name: (id, ctx) => (loadedAtStartup(id, ctx) || sharedFormParts.test(id) ? 'app' : null),
              debugName: 'start-up',
            },
          ],
        },
      },
    },
  },
});
