import type { EventProps } from './analytics-provider';
import { type AnalyticsEventName, trackEvent } from './track-event';

/*
 * The spec's click events (phone_click, blog_click...) are declared on the link itself, as data
 * attributes, and recorded by one listener on the document. The public pages hydrate only their
 * live parts (islands, start-islands.tsx): a link in their static HTML has no React handler, and
 * the same links must be counted in the router's pages too. One mechanism serves both.
 */

const EVENT_ATTRIBUTE = 'data-track-event';
/** `data-track-from="areas_covered"` gives the event the property `from: 'areas_covered'`. */
const PROP_ATTRIBUTE_PREFIX = 'data-track-';

const EVENT_NAMES: ReadonlySet<string> = new Set<AnalyticsEventName>([
  'lead_capture',
  'lead_magnet_download',
  'sticky_cta_click',
  'phone_click',
  'blog_click',
  'instructor_info_click',
  'traffic_widget_click',
]);

function isEventName(name: string): name is AnalyticsEventName {
  return EVENT_NAMES.has(name);
}

/** The attributes that make a link record `name` (with `props`) when clicked. */
export function trackedClick(
  name: AnalyticsEventName,
  props: Readonly<Record<string, string>> = {},
): Record<`data-${string}`, string> {
  const attributes: Record<`data-${string}`, string> = { [EVENT_ATTRIBUTE]: name };
  for (const [key, value] of Object.entries(props)) attributes[`${PROP_ATTRIBUTE_PREFIX}${key}`] = value;
  return attributes;
}

/** The event a click on `element` (or inside it) records, with its properties; null for none. */
export function readTrackedClick(element: Element): { name: AnalyticsEventName; props: EventProps } | null {
  const tracked = element.closest(`[${EVENT_ATTRIBUTE}]`);
  const name = tracked?.getAttribute(EVENT_ATTRIBUTE);
  if (!tracked || !name || !isEventName(name)) return null;
  const props: EventProps = {};
  for (const attribute of tracked.attributes) {
    if (attribute.name === EVENT_ATTRIBUTE || !attribute.name.startsWith(PROP_ATTRIBUTE_PREFIX)) continue;
    props[attribute.name.slice(PROP_ATTRIBUTE_PREFIX.length)] = attribute.value;
  }
  return { name, props };
}

/** Records the declared event of every click on the document; returns the function that stops it. */
export function listenForTrackedClicks(doc: Document): () => void {
  function onClick(event: MouseEvent) {
    if (!(event.target instanceof Element)) return;
    const tracked = readTrackedClick(event.target);
    if (!tracked) return;
    if (Object.keys(tracked.props).length === 0) trackEvent(tracked.name);
    else trackEvent(tracked.name, tracked.props);
  }
  // Capturing: recorded before a link's own handler can navigate away or stop the event.
  doc.addEventListener('click', onClick, { capture: true });
  return () => doc.removeEventListener('click', onClick, { capture: true });
}
