import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

/*
 * What `react-dom/static` resolves to in the builds (vite.config.ts): the app runs on Preact
 * (docs/decisions/0012-pre-rendering.md), and preact/compat has no `prerender`. The server
 * rendering entry keeps React's API; this gives it Preact's equivalent.
 */

export interface PrerenderOptions {
  onError?: (error: unknown) => void;
}

export interface PrerenderResult {
  prelude: ReadableStream<Uint8Array>;
}

/**
 * The whole HTML of `vnode` once every lazy part has loaded, as React's `prerender` gives it:
 * no part is left to inline scripts (the CSP allows none). An error is reported to `onError`
 * and rejects.
 */
export async function prerender(vnode: VNode, options: PrerenderOptions = {}): Promise<PrerenderResult> {
  let html: string;
  try {
    html = await renderToStringAsync(vnode);
  } catch (error) {
    options.onError?.(error);
    throw error;
  }
  const bytes = new TextEncoder().encode(html);
  return {
    prelude: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
  };
}
