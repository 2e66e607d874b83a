import type { Urgency } from 'web-push';
import { type PushTopic, pushPayloadSchema } from '../../core/messaging/push/push-schemas';
import type { PushSender, PushSendResult } from '../modules/messaging/push/push-service';

// Its default export (CommonJS module.exports) has the shape of the typed namespace.
type WebPushLibrary = typeof import('web-push');

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface WebPushSenderConfig {
  /** What each push is signed with; read per push (the default subject is the school's e-mail, which can change). */
  vapidDetails: () => Promise<VapidDetails>;
  /** How long one push service request may take, in milliseconds. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** How long a push service keeps a push for a device that is off: a day, unless the news goes stale sooner. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
const TTL_SECONDS: Partial<Record<PushTopic, number>> = {
  // An offered time is claimed by someone else within minutes: later it only disappoints.
  waiting_list_offer: 30 * 60,
};
const URGENCY: Partial<Record<PushTopic, Urgency>> = {
  // The first to claim a freed time wins: wake the phone now.
  waiting_list_offer: 'high',
};
/** What is kept of a push service's answer in the outbox's error. */
const ANSWER_CHARS = 300;

/** Push services are HTTPS; plain HTTP only to this machine (a local stand-in). */
function isAllowedEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function readTopic(payloadJson: string): PushTopic | undefined {
  try {
    const parsed = pushPayloadSchema.safeParse(JSON.parse(payloadJson));
    return parsed.success ? parsed.data.topic : undefined;
  } catch {
    return undefined;
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The start of an answer's body: a push service's explanation is short, and a stranger's could be endless. */
async function readAnswerStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < ANSWER_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text.slice(0, ANSWER_CHARS).trim();
}

/**
 * Web push with the `web-push` library: it encrypts the payload for the device (RFC 8291,
 * aes128gcm) and signs the VAPID JWT; the request itself is sent here with fetch, so it never
 * follows a redirect and a local stand-in can answer over plain HTTP (web-push's own sender speaks
 * only HTTPS). 404 and 410 mean the device is gone.
 */
export function createWebPushSender(config: WebPushSenderConfig): PushSender {
  // web-push (and its JWT and ASN.1 libraries) are loaded with the first push, not at start.
  let library: Promise<WebPushLibrary> | null = null;
  const load = () => {
    library ??= import('web-push').then(({ default: webPush }) => webPush);
    library.catch(() => {
      library = null;
    });
    return library;
  };
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async send(subscription, payloadJson): Promise<PushSendResult> {
      if (!isAllowedEndpoint(subscription.endpoint)) {
        return { outcome: 'failed', error: 'The device gave a push address that is not https://' };
      }
      const topic = readTopic(payloadJson);
      let request: ReturnType<WebPushLibrary['generateRequestDetails']>;
      try {
        const webPush = await load();
        request = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payloadJson,
          {
            vapidDetails: await config.vapidDetails(),
            TTL: (topic && TTL_SECONDS[topic]) ?? DEFAULT_TTL_SECONDS,
            urgency: (topic && URGENCY[topic]) ?? 'normal',
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        return { outcome: 'failed', error: `The push could not be prepared: ${describeError(error)}` };
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        // fetch counts the body itself.
        if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
      }
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { outcome: 'failed', error: `The push service could not be reached: ${describeError(error)}` };
      }
      const answer = await readAnswerStart(response).catch(() => '');
      if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
      if (response.status >= 200 && response.status < 300) {
        return { outcome: 'sent', messageId: response.headers.get('location') };
      }
      const redirect = response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : '';
      return {
        outcome: 'failed',
        error: `The push service answered HTTP ${response.status}${redirect}${answer ? `: ${answer}` : ''}`,
      };
    },
  };
}
