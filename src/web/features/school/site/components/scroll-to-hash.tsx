import { useEffect } from 'react';
import { useSiteLocation } from '../../../../components/site-navigation';

const GIVE_UP_AFTER_MS = 5000;

function scrollToElement(element: Element) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Scrolls to `#id` after each navigation, waiting for the element when the page is still loading
 * (pages are lazy chunks). <ScrollRestoration /> handles scrolling to the top otherwise.
 */
export function ScrollToHash() {
  const { hash, key } = useSiteLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs it when the same #hash is chosen again.
  useEffect(() => {
    if (hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const present = document.getElementById(id);
    if (present) {
      scrollToElement(present);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      stop();
      scrollToElement(element);
    });
    const timer = window.setTimeout(() => stop(), GIVE_UP_AFTER_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key]);

  return null;
}
