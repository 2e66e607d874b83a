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
  defaultHandler(warning);
};

/**
 * The modules of the site layout's islands and the primitives they share with the layout (paths
 * with forward slashes).
 */
const SITE_LIVE_MODULES =
  /src\/(web\/(features\/school\/(site\/(site-nav-links|components\/(mobile-menu|instructor-nav-links|scroll-to-hash|with-instructor-session|document-navigation|site-nav-item))|marketing\/(components\/sticky-booking-bar|hooks\/use-scrolled-past|marketing-pages|marketing-session|sticky-bar-store)|analytics\/[^/]+|analytics\/(components|hooks)\/[^/]+)|components\/(island|site-navigation|ui\/(button|container|skeleton|toaster-on-demand|toast-store|use-toast))|lib\/(class-names|instructor-session-hint|hydrate-server-html))|core\/format\/(contact-links|display-format))\.tsx?$/;

/**
 * What the router's frame (the dashboard's top bar, the error pages), which the `site` group takes
 * in with its dependencies, shares with the forms that are islands (sign-in, the instructor
 * application, the partner request, the booking page's steps): the API client, the sign-in schemas,
 * the card, the failure toasts, the spinner and the retry icon. In `site`, each form's island would load that chunk, and the router with
 * it (paths with forward slashes).
 */
const SHARED_WITH_FORM_ISLANDS_MODULES =
  /src\/(web\/(lib\/(api-client|instructor-session-key)|hooks\/use-hydrated|components\/ui\/(card|failure-toasts))|core\/platform\/auth\/auth-schemas)\.tsx?$|lucide-react\/dist\/esm\/icons\/(loader-circle|refresh-cw)\.mjs$/;

/**
 * What the router's frame (the 404 and error pages, the dashboard's frame) shares with the learner
 * page's island (routes/learner-page-islands.tsx): the page title hook, the dashboard's query keys
 * (the chat's unread count) and three icons. In `site`, the learner's page would load that chunk,
 * and the router with it (paths with forward slashes).
 */
const SHARED_WITH_LEARNER_ISLAND_MODULES =
  /src\/web\/(hooks\/use-page-title|lib\/dashboard-query-keys)\.ts$|lucide-react\/dist\/esm\/icons\/(house|mail|message-circle)\.mjs$/;

/** The suffix of the modules of the islands' own copy of zod's small build. */
const ISLANDS_COPY = '?islands';

/**
 * The islands (the live parts of the home page and the content pages, src/web/start-islands.tsx)
 * parse their props with zod's small build, `zod/mini`. Bundled with the app, its modules are
 * zod's core, which the full build shares: the chunk that holds them holds everything the full
 * build needs of them (22 KiB gzipped), though these pages never load the full build. So the
 * browser build gives `zod/mini` imports their own copy of its modules (the same files, read
 * under another id), tree-shaken to what the islands' schemas use (about 5 KiB). The copy has its
 * own settings: src/web/lib/zod-mini-config.ts configures it, zod-config.ts the full build
 * (docs/decisions/0044-page-javascript-budgets.md).
 */
const zodForIslands: Plugin = {
  name: 'zod-for-islands',
  apply: 'build',
  // Before Vite's own resolver, which would otherwise answer with the shared modules.
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer) return null;
    const fromCopy = importer.endsWith(ISLANDS_COPY);
    if (!fromCopy && source !== 'zod/mini') return null;
    const realImporter = fromCopy ? importer.slice(0, -ISLANDS_COPY.length) : importer;
    const resolved = await this.resolve(source, realImporter, { ...options, skipSelf: true });
    if (!resolved || resolved.external || !/node_modules[\\/]zod[\\/]/.test(resolved.id)) return resolved;
    return { ...resolved, id: `${resolved.id}${ISLANDS_COPY}` };
  },
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
          // tasks. Their priority is above the site's groups, which would otherwise take them in
          // with the modules that import them.
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
          { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 10 },
          { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
          // zod-config.ts travels with zod: it must run before any chunk builds a schema. Not the
          // islands' own copy of zod's small build (zodForIslands below): it stays with them.
          {
            name: 'zod',
            test: (id: string) =>
              !id.endsWith(ISLANDS_COPY) &&
              /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]lib[\\/]zod-config\.ts$/.test(id),
            priority: 10,
          },
          // What main.tsx imports itself, kept out of any other group (a group takes the modules its
          // own import), or every page would load another group's code with main.tsx.
          {
            name: 'entry-helpers',
            test: /src[\\/](web[\\/](lib[\\/]yield-to-browser|routes[\\/](home|content)-paths)|core[\\/](platform[\\/]auth[\\/]sign-in-page|progress[\\/]learner-page-paths))\.ts$|vite[\\/]preload-helper/,
            priority: 10,
          },
          // The site layout's live parts (the islands of the home page and the content pages:
          // start-islands.tsx) with the primitives they use, as one chunk: every public page loads
          // it, and one chunk compresses better than twenty. Not the islands' own modules, which
          // import their copy of zod (zodForIslands): the router's pages load this chunk too.
          {
            name: 'site-live',
            test: (id: string) =>
              !id.endsWith(ISLANDS_COPY) && SITE_LIVE_MODULES.test(id.replaceAll('\\', '/')),
            priority: 6,
          },
          // The request layer and primitives the form islands share with the router's frame,
          // apart from the `site` group below, which would otherwise take them in with that frame.
          {
            name: 'form-shared',
            test: (id: string) => SHARED_WITH_FORM_ISLANDS_MODULES.test(id.replaceAll('\\', '/')),
            priority: 5,
          },
          // The school's details (the query every page reads them with, and its schema), which the
          // router's frame reads too: apart from `site`, or the booking page's island, which seeds
          // them from the page's data, would load that chunk and the router with it.
          {
            name: 'site-data',
            test: /src[\\/](web[\\/]hooks[\\/]use-site-info|core[\\/]school[\\/]site[\\/]site-info-schemas)\.ts$/,
            priority: 5,
          },
          // The parts the learner page's island shares with the router's frame, apart from `site`
          // (after `site-data`: of the same priority, the first group listed takes a module both match).
          {
            name: 'learner-shared',
            test: (id: string) => SHARED_WITH_LEARNER_ISLAND_MODULES.test(id.replaceAll('\\', '/')),
            priority: 5,
          },
          // The rest of the site layout and the app's page list, for the router's pages (the home
          // page and the content pages load neither): as one chunk rather than forty small ones
          // (decision 0017).
          {
            name: 'site',
            test: /src[\\/]web[\\/](routes[\\/]app-routes|features[\\/]school[\\/]site[\\/]components[\\/]router-site-layout)\.tsx$/,
            priority: 4,
          },
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
  plugins: isSsrBuild ? [tailwindcss()] : [tailwindcss(), appIcons, serviceWorker, zodForIslands],
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
