import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

type TwilioLibrary = typeof import('twilio');

export type TextChannel = 'sms' | 'whatsapp';

export interface OutgoingTextMessage {
  channel: TextChannel;
  /** E.164, e.g. +447700900123 (the whatsapp: prefix is added here). */
  to: string;
  body: string;
}

/** The small interface the text-message service needs from a messaging provider. */
export interface TextMessagingProvider {
  /** The channels this provider can send on (its sender is configured). */
  readonly channels: readonly TextChannel[];
  /** Sends, or throws an Error whose message says why (the provider's code and words). */
  send(message: OutgoingTextMessage): Promise<{ messageId: string }>;
}

export interface TwilioMessagingConfig {
  accountSid: string;
  authToken: string;
  smsFrom: string | undefined;
  whatsappFrom: string | undefined;
  /** Another address for Twilio's REST API (tests point it at a fake on 127.0.0.1). */
  apiBase: string | undefined;
}

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Twilio's documented extension point for its HTTP layer is a custom `httpClient`
 * (twilio-node advanced-examples/custom-http-client.md). The library hard-codes
 * https://api.twilio.com per domain, so this client sends those requests to `apiBase` instead,
 * keeping the path, query, body and basic auth exactly as the library built them. A factory: the
 * class extends the library's, which is loaded on first use.
 */
function createBaseUrlRequestClient(twilio: TwilioLibrary, apiBase: string): RequestClient {
  class BaseUrlRequestClient extends twilio.RequestClient {
    readonly #apiBase: URL;

    constructor(base: string) {
      super({ timeout: REQUEST_TIMEOUT_MS });
      this.#apiBase = new URL(base);
    }

    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const target = new URL(opts.uri);
      if (target.origin !== TWILIO_API_ORIGIN) return super.request(opts);
      const basePath = this.#apiBase.pathname.replace(/\/+$/, '');
      const rewritten = new URL(`${basePath}${target.pathname}${target.search}`, this.#apiBase);
      return super.request({ ...opts, uri: rewritten.toString() });
    }
  }
  return new BaseUrlRequestClient(apiBase);
}

function whatsappAddress(number: string): string {
  return number.startsWith('whatsapp:') ? number : `whatsapp:${number}`;
}

/** Explains a failed send in one line: Twilio's error code and message, or the network error. */
function describeTwilioError(twilio: TwilioLibrary, error: unknown): string {
  if (error instanceof twilio.RestException) {
    const code = error.code === undefined ? '' : ` ${error.code}`;
    return `Twilio${code} (HTTP ${error.status}): ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** SMS and WhatsApp through Twilio's Messages API, with the real `twilio` client. */
export function createTwilioMessaging(config: TwilioMessagingConfig): TextMessagingProvider {
  // Twilio's library (about 20 MB in memory) is loaded with the first message, not at start.
  let loaded: Promise<{ twilio: TwilioLibrary; client: Twilio }> | null = null;
  const load = () => {
    loaded ??= import('twilio').then(({ default: twilio }) => ({
      twilio,
      client: twilio(config.accountSid, config.authToken, {
        timeout: REQUEST_TIMEOUT_MS,
        // Every message is sent once: a retry is the scheduler's (or the instructor's) decision.
        autoRetry: false,
        ...(config.apiBase ? { httpClient: createBaseUrlRequestClient(twilio, config.apiBase) } : {}),
      }),
    }));
    return loaded;
  };
  const senders: Record<TextChannel, string | undefined> = {
    sms: config.smsFrom,
    whatsapp: config.whatsappFrom ? whatsappAddress(config.whatsappFrom) : undefined,
  };
  const channels = (['sms', 'whatsapp'] as const).filter((channel) => senders[channel] !== undefined);

  return {
    channels,
    async send(message) {
      const from = senders[message.channel];
      if (!from) throw new Error(`No ${message.channel} sender is configured`);
      const { twilio, client } = await load();
      try {
        const created = await client.messages.create({
          from,
          to: message.channel === 'whatsapp' ? whatsappAddress(message.to) : message.to,
          body: message.body,
        });
        return { messageId: created.sid };
      } catch (error) {
        throw new Error(describeTwilioError(twilio, error), { cause: error });
      }
    },
  };
}
