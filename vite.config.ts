import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

/** The browser build: dist/web, served by the server; the manifest lets tests check the chunks. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: '../../dist/web',
  emptyOutDir: true,
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        // Libraries every page needs, in their own long-cached chunks. Anything else a lazy page
        // imports stays in that page's chunk.
        groups: [
          // React and the router apart: main.tsx evaluates them in separate tasks.
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          // zod-config.ts travels with zod: it must run before any chunk builds a schema.
          {
            name: 'data',
            test: /node_modules[\\/](@tanstack|zod)[\\/]|src[\\/]web[\\/]lib[\\/]zod-config\.ts$/,
          },
        ],
      },
    },
  },
};

/**
 * `vite build --ssr entry-server.tsx`: the server-rendering bundle in dist/ssr, loaded by the
 * server to pre-render the public pages (docs/decisions/0012-pre-rendering.md). Packages stay
 * external: the server imports them from node_modules.
 */
const serverRenderBuild: BuildEnvironmentOptions = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild ? serverRenderBuild : clientBuild,
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/ws': { target: apiServer, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/ws': { target: apiServer, changeOrigin: true, ws: true },
    },
  },
}));
