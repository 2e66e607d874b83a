import { execFileSync } from 'node:child_process';
import type { ClientRequest, IncomingMessage } from 'node:http';
import tailwindcss from '@tailwindcss/vite';
import { type BuildEnvironmentOptions, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { areAppIconsCurrent } from './scripts/app-icon-files.js';

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
          // React (React DOM with its scheduler, and React itself, which every component's JSX
          // needs), the router, TanStack Query and zod apart: main.tsx evaluates them in separate
          // tasks.
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          // zod-config.ts travels with zod: it must run before any chunk builds a schema.
          { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]lib[\\/]zod-config\.ts$/ },
          // What main.tsx imports itself, kept out of the home group below (the group takes the
          // modules its own import), or every page would load the home page's code with main.tsx.
          {
            name: 'entry-helpers',
            test: /src[\\/]web[\\/](lib[\\/]yield-to-browser|routes[\\/](home|content)-paths)\.ts$|vite[\\/]preload-helper/,
          },
          // The home page's first load (start-home, the page without the router, the site layout,
          // the first screen's sections, their icons and primitives) as one chunk rather than
          // forty small ones: about 9 KiB less gzipped than the same code split (decision 0017).
          // Other public pages load it too, for the site layout.
          { name: 'home', test: /src[\\/]web[\\/](routes[\\/]home-(page|document)|start-home)\.tsx$/ },
        ],
      },
    },
  },
};

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

/**
 * The app icons are PNGs committed beside the one drawing they come from (app-icon.svg); when the
 * drawing changed, the build draws them again (scripts/generate-app-icons.ts, with Chromium).
 */
const appIcons: Plugin = {
  name: 'app-icons',
  apply: 'build',
  buildStart() {
    if (areAppIconsCurrent()) return;
    execFileSync('npx', ['tsx', 'scripts/generate-app-icons.ts'], { stdio: 'inherit' });
  },
};

/**
 * The service worker (issue 24): src/web/service-worker.ts, built by vite-plugin-pwa with Workbox,
 * with the list of the build's files to keep for offline use injected. No manifest from the plugin
 * (the server builds it from the school's settings) and no registration script (the learner's home
 * and the dashboard register it themselves, so the public pages' budget is untouched).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'service-worker.ts',
  manifest: false,
  injectRegister: false,
  injectManifest: {
    rollupFormat: 'iife',
    injectionPoint: 'self.__WB_MANIFEST',
    // The app shell: every built script, style and icon and the page template; not the Vite
    // manifest (a build record), not the pages' server renderer (another folder).
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    globIgnores: ['service-worker.js', '.vite/**'],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: isSsrBuild ? [tailwindcss()] : [tailwindcss(), appIcons, serviceWorker],
  // The server-rendering bundle includes its packages (React DOM's renderer among them): one file
  // the server loads, built from the same sources and versions as the browser's chunks.
  ssr: { noExternal: true },
  build: isSsrBuild ? serverRenderBuild : clientBuild,
  server: {
    proxy: { '/api': proxyToApi, '/ws': { ...proxyToApi, ws: true } },
  },
  preview: {
    proxy: { '/api': proxyToApi, '/ws': { ...proxyToApi, ws: true } },
  },
}));
