import type { FastifyInstance } from 'fastify';

/**
 * Browser features the site never uses, denied to its pages and to anything they embed. Left at
 * their defaults: clipboard-write (the copy buttons), and fullscreen and publickey-credentials-get,
 * which Stripe's frames (3-D Secure pages, Link) may need; payment is decided below. Each name is
 * one Chromium 150 knows: it reports an unknown one in the page's console ('bluetooth', for one).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * The Permissions-Policy header. With card payments on, Stripe's Payment Element offers Apple Pay
 * and Google Pay through the Payment Request API inside its frame from Stripe.js's origin
 * (js.stripe.com), which needs `payment` for that origin (and for this page, which delegates it);
 * with cards off (`stripeJsOrigin` null) no one may use it.
 */
export function buildPermissionsPolicy(options: { stripeJsOrigin: string | null }): string {
  const payment = options.stripeJsOrigin ? `payment=(self "${options.stripeJsOrigin}")` : 'payment=()';
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), payment].sort().join(', ');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Headers every answer gets. The Permissions-Policy above; and `Cache-Control: no-store` on every
 * API answer whose route did not choose its own caching (only public, impersonal answers do), and
 * on every failed one: API answers carry personal data, tokens and private addresses, and no
 * browser, proxy or shared computer should keep them.
 */
export function registerResponseHeaders(app: FastifyInstance, options: { permissionsPolicy: string }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', options.permissionsPolicy);
    if (isApiPath(request.url) && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
