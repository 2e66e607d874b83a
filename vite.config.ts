import type { ClientRequest, IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { type AliasOptions, type BuildEnvironmentOptions, defineConfig, type ProxyOptions } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

/**
 * `npm run dev:web` proxies the API and the chat socket to the server. The dev server's own pages
 * (Origin http://localhost:5173, say) are the site's pages: their Origin is presented to the
 * server as its own, so its cross-site check, which reads Origin when a browser sends no
 * Sec-Fetch-Site, accepts them. A page of any other origin keeps its Origin and is refused.
 */
const proxyToApi: ProxyOptions = {
  target: apiServer,
  changeOrigin: true,
  configure(proxy) {
    const presentOwnPageAsApiOrigin = (proxyRequest: ClientRequest, request: IncomingMessage) => {
      if (request.headers.origin === `http://${request.headers.host}`)
        proxyRequest.setHeader('origin', apiServer);
    };
    proxy.on('proxyReq', presentOwnPageAsApiOrigin);
    proxy.on('proxyReqWs', presentOwnPageAsApiOrigin);
  },
};

/** Build warnings that say nothing wrong; every other one is shown. */
const onwarn: NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onwarn'] = (
  warning,
  defaultHandler,
) => {
  // TanStack Query's 'use client' lines mean nothing outside React Server Components.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  // React Router uses React.useOptimistic where there is one, and falls back where (Preact) not.
  if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
  // The home page is a route chunk and part of home-document.tsx (the home page without the
  // router): one chunk serves both, as intended.
  if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('routes/home-page.tsx'))
    return;
  defaultHandler(warning);
};

/** The browser build: dist/web, served by the server; the manifest lets tests check the chunks. */
const clientBuild: BuildEnvironmentOptions = {
  outDir: '../../dist/web',
  emptyOutDir: true,
  manifest: true,
  // No <link rel="modulepreload"> added from script for each chunk a dynamic import needs: on the
  // home page that was a long task of its own (docs/decisions/0012-pre-rendering.md). The browser
  // fetches a chunk's imports as it reads the chunk.
  modulePreload: false,
  rolldownOptions: {
    onwarn,
    output: {
      codeSplitting: {
        // Libraries every page needs, in their own long-cached chunks. Anything else a lazy page
        // imports stays in that page's chunk.
        groups: [
          // Preact, the router, TanStack Query and zod apart: main.tsx evaluates them in separate
          // tasks.
          { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
          { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          // zod-config.ts travels with zod: it must run before any chunk builds a schema.
          { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]lib[\\/]zod-config\.ts$/ },
        ],
      },
    },
  },
};

/**
 * The app is written against React's API and runs on Preact (preact/compat), in the browser and
 * when the server renders: React DOM alone was two thirds of the home page's JavaScript budget
 * (docs/decisions/0012-pre-rendering.md). Types still come from @types/react.
 */
const preactAliases: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // preact/compat has no prerender: ours waits for every lazy part, as React's does.
  {
    find: /^react-dom\/static$/,
    replacement: fileURLToPath(new URL('src/web/lib/preact-prerender.ts', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * `vite build --ssr entry-server.tsx`: the server-rendering bundle in dist/ssr, loaded by the
 * server to pre-render the public pages (docs/decisions/0012-pre-rendering.md).
 */
const serverRenderBuild: BuildEnvironmentOptions = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { onwarn },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [tailwindcss()],
  resolve: { alias: preactAliases },
  // The server-rendering bundle includes its packages: left to Node, they would import React
  // itself instead of Preact.
  ssr: { noExternal: true },
  build: isSsrBuild ? serverRenderBuild : clientBuild,
  server: {
    proxy: { '/api': proxyToApi, '/ws': { ...proxyToApi, ws: true } },
  },
  preview: {
    proxy: { '/api': proxyToApi, '/ws': { ...proxyToApi, ws: true } },
  },
}));
