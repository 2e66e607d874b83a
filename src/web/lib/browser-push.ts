import {
  type BrowserPushSubscription,
  browserPushSubscriptionSchema,
} from '../../core/messaging/push/push-schemas';
import { registerServiceWorker } from './register-service-worker';

/*
 * This browser's side of web push (issue 24): whether it can take pushes, its current subscription,
 * and subscribing after the visitor's tap (the permission prompt never comes unasked).
 */

export type PushSupport =
  /** Push works here; `permission` is what the visitor has said so far. */
  | { kind: 'supported'; permission: NotificationPermission }
  /** No service worker, Push API or notifications (an old browser; an iPhone outside the installed app). */
  | { kind: 'unsupported' };

export function getPushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return { kind: 'unsupported' };
  }
  return { kind: 'supported', permission: Notification.permission };
}

/** A VAPID public key (base64url, as the server gives it) as the bytes PushManager wants. */
export function decodeBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function getPushManager(): Promise<PushManager | null> {
  const registration = await registerServiceWorker();
  if (!registration) return null;
  // Subscribing needs the worker active, not just registered.
  const ready = await navigator.serviceWorker.ready;
  return ready.pushManager;
}

/** This device's subscription, or null. */
export async function getCurrentPushSubscription(): Promise<PushSubscription | null> {
  const pushManager = await getPushManager();
  return pushManager ? pushManager.getSubscription() : null;
}

export type SubscribeResult =
  | { kind: 'subscribed'; subscription: PushSubscription; json: BrowserPushSubscription }
  | { kind: 'refused'; permission: NotificationPermission }
  /** The site has no push key (push is not switched on for it). */
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string };

/**
 * Asks for permission first thing (call it from a tap only: Safari honours the request only while
 * the tap is fresh), then reads the site's key and subscribes this device to it. An existing
 * subscription made for another key is replaced.
 */
export async function subscribeThisDevice(
  getPublicKey: () => Promise<string | null>,
): Promise<SubscribeResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'refused', permission };
  const publicKey = await getPublicKey();
  if (!publicKey) return { kind: 'unavailable' };
  const pushManager = await getPushManager();
  if (!pushManager) {
    return { kind: 'failed', message: "This browser couldn't start notifications for this site." };
  }
  try {
    const applicationServerKey = decodeBase64Url(publicKey);
    let subscription = await pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    const parsed = browserPushSubscriptionSchema.safeParse(subscription.toJSON());
    if (!parsed.success) {
      return { kind: 'failed', message: "This browser's notification details could not be read." };
    }
    return { kind: 'subscribed', subscription, json: parsed.data };
  } catch {
    return {
      kind: 'failed',
      message: "This browser couldn't reach its notification service. Check your connection and try again.",
    };
  }
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
