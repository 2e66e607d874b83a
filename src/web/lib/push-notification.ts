import { type PushPayload, pushPayloadSchema } from '../../core/messaging/push/push-schemas';

/*
 * What the service worker shows for a push (issue 24): the payload's title, body and tag, the app's
 * icon, and where a tap goes. Pure, so the rules are tested without a service worker.
 */

export const NOTIFICATION_ICON = '/icons/app-icon-192.png';

/** Where a tap on a notification without a usable address goes: the installed app's start page. */
const FALLBACK_URL = '/app';

export interface NotificationToShow {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/**
 * The notification for a push's JSON. A push whose payload is not ours is still shown (browsers
 * require every push to show something), plainly, opening the app.
 */
export function buildNotification(payloadJson: unknown): NotificationToShow {
  const parsed = pushPayloadSchema.safeParse(payloadJson);
  if (!parsed.success) {
    return {
      title: 'New update',
      options: {
        body: 'Open the app to see what changed.',
        icon: NOTIFICATION_ICON,
        data: { url: FALLBACK_URL },
      },
    };
  }
  const payload: PushPayload = parsed.data;
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url: getNotificationUrl(payload) },
    },
  };
}

/** A same-site path only: a payload can never send a tap to another site ('//evil.example'). */
export function getNotificationUrl(payload: { url: unknown }): string {
  const { url } = payload;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) {
    return FALLBACK_URL;
  }
  return url;
}

/** The notification's own `data.url` (set by `buildNotification`), or the start page. */
export function readNotificationUrl(data: unknown): string {
  if (typeof data !== 'object' || data === null || !('url' in data)) return FALLBACK_URL;
  return getNotificationUrl({ url: data.url });
}
