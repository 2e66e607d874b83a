import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export const REDACTED = '[redacted]';

/*
 * Learner progress links, alternative offers, checkout and calendar-feed tokens are long random
 * base64url strings in paths and queries. Nothing else in a URL of this app is 20 characters of
 * that alphabet without a separator, so masking such runs hides every token without a list that
 * a new route could miss.
 */
const TOKEN_IN_URL = /[A-Za-z0-9_-]{20,}/g;

/** The URL with every token-like part masked, for logs. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_URL, REDACTED);
}

/*
 * Secrets that must never reach a log line, wherever they sit: request credentials, what pg puts
 * on a connection error (the client, with its connection parameters, password and the backend's
 * secret key), and the fields our own code names this way.
 */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'req.headers["x-wc-webhook-signature"]',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'client',
  'connectionString',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secretKey',
  '*.client',
  '*.connectionString',
  '*.connectionParameters',
];

interface SerializableRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

export const loggerOptionsBase = {
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  serializers: {
    // Fastify's request line, with tokens in the URL masked.
    req: (request: SerializableRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.hostname,
      remoteAddress: request.ip,
    }),
  },
} satisfies LoggerOptions;

/** The server's logger: pino with the redaction above; pretty in a terminal outside production. */
export function createLogger(
  options: { level: string; pretty: boolean },
  destination?: DestinationStream,
): Logger {
  const config: LoggerOptions = {
    ...loggerOptionsBase,
    level: options.level,
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return destination ? pino(config, destination) : pino(config);
}
