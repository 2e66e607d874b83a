import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { STRIPE_JS_DEFAULT_URL } from '../core/money/payments/payment-schemas';
import { isValidEncryptionKey } from './lib/token-encryption';

/*
 * All configuration, parsed once at start. Every variable is documented in the README.
 * Demo defaults let `npm start` run with nothing set; the ones that would be unsafe in
 * production (the demo instructor login) are refused when NODE_ENV=production.
 */

export const DEMO_INSTRUCTOR_EMAIL = 'instructor@example.com';
export const DEMO_INSTRUCTOR_PASSWORD = 'learn-to-drive-2026';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
/** A script the pages load: over HTTPS, or plain HTTP only from this machine (a local stand-in). */
function isAllowedScriptUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
const booleanFlag = (fallback: boolean) =>
  z
    .preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).optional())
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** Defaults to http://localhost:<PORT>. */
    PUBLIC_URL: optionalUrl,
    /** Trust X-Forwarded-* from a reverse proxy (needed for Secure cookies and real client addresses). */
    TRUST_PROXY: booleanFlag(false),

    INSTRUCTOR_EMAIL: z.email().default(DEMO_INSTRUCTOR_EMAIL),
    INSTRUCTOR_PASSWORD: z
      .string()
      .min(10, 'must be at least 10 characters')
      .default(DEMO_INSTRUCTOR_PASSWORD),
    /**
     * The instructor's name as learners see it ('Sarah Jones': "Ask Sarah anything"). No default: a
     * made-up name would be shown to learners as a person's; unset, pages say "your instructor".
     */
    INSTRUCTOR_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(2).optional()),
    SEED_DEMO: booleanFlag(true),
    /** How long an unpaid, unanswered booking request holds its times before they are released. */
    BOOKING_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(48),
    /** Requests per minute per client address, for all routes; sensitive routes allow far fewer. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    /** Per minute per client address on routes worth abusing (bookings, sign-in, public forms). */
    RATE_LIMIT_SENSITIVE_PER_MINUTE: z.coerce.number().int().min(1).default(20),

    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Birmingham Automatic Driving School <bookings@example.com>'),

    SCHOOL_NAME: z.string().min(2).default('Birmingham Automatic Driving School'),
    // Ofcom's numbers reserved for drama: they never ring a real person.
    SCHOOL_PHONE: z.string().min(6).default('0121 496 0123'),
    SCHOOL_WHATSAPP: z
      .string()
      .regex(/^\d{10,15}$/, 'must be digits only in international form, e.g. 447700900123')
      .default('447700900123'),
    SCHOOL_EMAIL: z.email().default('bookings@example.com'),
    SCHOOL_FACEBOOK_URL: optionalUrl,
    SCHOOL_INSTAGRAM_URL: optionalUrl,
    BANK_ACCOUNT_NAME: z.string().min(2).default('Demo Driving School Ltd'),
    BANK_SORT_CODE: z
      .string()
      .regex(/^\d{2}-\d{2}-\d{2}$/, 'must look like 12-34-56')
      .default('00-00-00'),
    BANK_ACCOUNT_NUMBER: z
      .string()
      .regex(/^\d{8}$/, 'must be 8 digits')
      .default('00000000'),
    PAYMENT_PORTAL_URL: optionalUrl,
    BOOKING_CALENDAR_URL: optionalUrl,

    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** The signing secret of a Connect endpoint (events of connected accounts), when it is another. */
    STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
    /** Where the stripe client sends requests (tests point it at a local fake). */
    STRIPE_API_BASE: optionalUrl,
    /** Where the browser loads Stripe.js from: Stripe's own unless set (tests point it at a local stand-in). */
    STRIPE_JS_URL: z.preprocess(
      emptyToUndefined,
      z
        .url()
        .refine(isAllowedScriptUrl, 'must be an https:// address (http:// only on 127.0.0.1 or localhost)')
        .default(STRIPE_JS_DEFAULT_URL),
    ),
    /** The shop (WooCommerce) site, e.g. https://shop.example.com; its REST API is under /wp-json/wc/v3. */
    WOOCOMMERCE_URL: optionalUrl,
    WOOCOMMERCE_KEY: optionalString,
    WOOCOMMERCE_SECRET: optionalString,
    WOOCOMMERCE_WEBHOOK_SECRET: optionalString,
    /** Twilio (SMS and WhatsApp reminders); a channel is on with the SID, the token and its sender. */
    TWILIO_ACCOUNT_SID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^AC[0-9a-zA-Z]{10,64}$/, 'must be an Account SID starting with AC')
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: optionalString,
    /** The sending number for SMS, e.g. +441214960999 (or a Messaging Service's number). */
    TWILIO_SMS_FROM: optionalString,
    /** The WhatsApp sender, e.g. whatsapp:+14155238886 (the whatsapp: prefix is added when missing). */
    TWILIO_WHATSAPP_FROM: optionalString,
    /** Where the twilio client sends requests (tests point it at a local fake). */
    TWILIO_API_BASE: optionalUrl,
    /** Google Calendar (busy times, lesson events): on when the client id and secret are set. */
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** 32 random bytes in base64 (`openssl rand -base64 32`): seals the stored refresh token. */
    GOOGLE_TOKEN_ENCRYPTION_KEY: optionalString,
    /** Base of Google's OAuth endpoints (/o/oauth2/v2/auth, /token, /revoke); tests point it at a local fake. */
    GOOGLE_OAUTH_BASE_URL: optionalUrl,
    /** Base of the Calendar API (default https://www.googleapis.com/); tests point it at a local fake. */
    GOOGLE_API_BASE_URL: optionalUrl,
    /** Minutes between calendar syncs (busy times read, lesson events checked). */
    GOOGLE_CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
    /**
     * Web push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints them). Both
     * or neither: unset, the server generates a pair on its first start and keeps it in the database.
     */
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    /** Who push services may contact about our pushes: mailto: or https:. Default: mailto: + the school's e-mail. */
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
        .optional(),
    ),
    /** Analytics, loaded only after a visitor consents: `plausible`, or `none` (no banner, nothing loads). */
    ANALYTICS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['none', 'plausible']).default('none')),
    /** The site's domain as registered with the provider (Plausible's data-domain), e.g. drivingschool.example. */
    ANALYTICS_DOMAIN: optionalString,
    /** The provider's script; Plausible's manual-pageview script unless self-hosted. */
    ANALYTICS_SCRIPT_URL: z.preprocess(
      emptyToUndefined,
      z.url().default('https://plausible.io/js/script.manual.js'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.ANALYTICS_PROVIDER !== 'none' && !env.ANALYTICS_DOMAIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_DOMAIN'],
        message: 'is required when ANALYTICS_PROVIDER is set: the domain the site is registered under',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (
      env.INSTRUCTOR_EMAIL === DEMO_INSTRUCTOR_EMAIL ||
      env.INSTRUCTOR_PASSWORD === DEMO_INSTRUCTOR_PASSWORD
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['INSTRUCTOR_PASSWORD'],
        message:
          'the demo instructor login is refused in production: set INSTRUCTOR_EMAIL and INSTRUCTOR_PASSWORD',
      });
    }
  })
  .superRefine((env, ctx) => {
    // The refresh token is only ever stored sealed: no key, no Google Calendar.
    if (!env.GOOGLE_CLIENT_ID) return;
    if (!env.GOOGLE_TOKEN_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_TOKEN_ENCRYPTION_KEY'],
        message: 'required when GOOGLE_CLIENT_ID is set: 32 random bytes in base64 (openssl rand -base64 32)',
      });
    } else if (!isValidEncryptionKey(env.GOOGLE_TOKEN_ENCRYPTION_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_TOKEN_ENCRYPTION_KEY'],
        message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
      });
    }
  })
  .superRefine((env, ctx) => {
    const problem = checkVapidKeyPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.infer<typeof envSchema>;

/**
 * A configured VAPID pair must be one pair: a P-256 public key (65 bytes, uncompressed) and the
 * private key (32 bytes) it comes from. A mismatch would be refused by every push service, push by push.
 */
function checkVapidKeyPair(
  publicKey: string | undefined,
  privateKey: string | undefined,
): { variable: 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'; message: string } | null {
  if (!publicKey && !privateKey) return null;
  if (!publicKey)
    return { variable: 'VAPID_PUBLIC_KEY', message: 'is required when VAPID_PRIVATE_KEY is set' };
  if (!privateKey)
    return { variable: 'VAPID_PRIVATE_KEY', message: 'is required when VAPID_PUBLIC_KEY is set' };
  const base64url = /^[A-Za-z0-9_-]+$/;
  const publicBytes = Buffer.from(publicKey, 'base64url');
  if (!base64url.test(publicKey) || publicBytes.length !== 65 || publicBytes[0] !== 4) {
    return { variable: 'VAPID_PUBLIC_KEY', message: 'must be a P-256 public key in base64url (65 bytes)' };
  }
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (!base64url.test(privateKey) || privateBytes.length !== 32) {
    return { variable: 'VAPID_PRIVATE_KEY', message: 'must be a P-256 private key in base64url (32 bytes)' };
  }
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(privateBytes);
    if (curve.getPublicKey().equals(publicBytes)) return null;
  } catch {
    // Not a valid private key on the curve: reported below like a mismatch.
  }
  return { variable: 'VAPID_PRIVATE_KEY', message: 'is not the private key of VAPID_PUBLIC_KEY' };
}

export class InvalidConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidConfigurationError';
  }
}

/** Parses configuration, throwing one error that lists every problem at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new InvalidConfigurationError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** What is switched off, said once at start so nobody is surprised later. */
export function describeUnconfiguredIntegrations(env: Env): string[] {
  const notes: string[] = [];
  if (!env.INSTRUCTOR_NAME)
    notes.push(`instructor's name not set (set INSTRUCTOR_NAME): learners see "your instructor"`);
  if (!env.SMTP_URL)
    notes.push(
      'e-mail delivery not configured (set SMTP_URL): messages are kept, not sent; the owner reads them in the dashboard Outbox',
    );
  if (!env.BOOKING_CALENDAR_URL)
    notes.push('external booking calendar not configured (set BOOKING_CALENDAR_URL)');
  for (const channel of ['sms', 'whatsapp'] as const) {
    const missing = missingTextChannelVariables(env, channel);
    if (missing.length > 0)
      notes.push(
        `${channel === 'sms' ? 'SMS' : 'WhatsApp'} reminders not configured (set ${missing.join(', ')}): they go by e-mail instead`,
      );
  }
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET)
    notes.push(
      'Google Calendar not configured (set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_TOKEN_ENCRYPTION_KEY)',
    );
  return notes;
}

/** Card payments need all three keys: without the webhook secret no payment could be confirmed. */
export function isCardPaymentConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET);
}

export function isShopConfigured(env: Env): boolean {
  return Boolean(
    env.WOOCOMMERCE_URL && env.WOOCOMMERCE_KEY && env.WOOCOMMERCE_SECRET && env.WOOCOMMERCE_WEBHOOK_SECRET,
  );
}

/** The Twilio variables a text channel still needs (none: it can send). */
export function missingTextChannelVariables(env: Env, channel: 'sms' | 'whatsapp'): string[] {
  const required = {
    TWILIO_ACCOUNT_SID: env.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: env.TWILIO_AUTH_TOKEN,
    ...(channel === 'sms'
      ? { TWILIO_SMS_FROM: env.TWILIO_SMS_FROM }
      : { TWILIO_WHATSAPP_FROM: env.TWILIO_WHATSAPP_FROM }),
  };
  return Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
}
