import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export interface ShopOrder {
  orderId: string;
  checkoutUrl: string;
}

export interface ShopOrderEvent {
  orderId: string;
  status: string;
  /** Pence. */
  totalPence: number;
  bookingId: number | null;
}

/** The small interface the payments service needs from the school's shop (WooCommerce). */
export interface ShopProvider {
  createOrder(input: {
    bookingId: number;
    packageName: string;
    amountPence: number;
    customer: { fullName: string; email: string; phone: string };
  }): Promise<ShopOrder>;
  /** True when the body carries the shop's HMAC-SHA256 signature (X-WC-Webhook-Signature). */
  isSignatureValid(rawBody: Buffer, signature: string): boolean;
  parseOrderEvent(rawBody: Buffer): ShopOrderEvent | null;
}

const orderSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  total: z.string(),
  payment_url: z.string().optional(),
  meta_data: z.array(z.object({ key: z.string(), value: z.unknown() })).default([]),
});

function penceFromShopTotal(total: string): number {
  return Math.round(Number(total) * 100);
}

function splitName(fullName: string): { first_name: string; last_name: string } {
  const [first = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

export function createWooCommerceShop(config: {
  url: string;
  consumerKey: string;
  consumerSecret: string;
  webhookSecret: string;
}): ShopProvider {
  const ordersUrl = new URL('/wp-json/wc/v3/orders', config.url).toString();
  const authorization = `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')}`;

  return {
    async createOrder(input) {
      const name = splitName(input.customer.fullName);
      const response = await fetch(ordersUrl, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(20_000),
        body: JSON.stringify({
          status: 'pending',
          set_paid: false,
          currency: 'GBP',
          billing: { ...name, email: input.customer.email, phone: input.customer.phone, country: 'GB' },
          fee_lines: [
            { name: input.packageName, total: (input.amountPence / 100).toFixed(2), tax_status: 'none' },
          ],
          meta_data: [{ key: 'booking_id', value: String(input.bookingId) }],
        }),
      });
      if (!response.ok) throw new Error(`The shop refused the order: HTTP ${response.status}`);
      const order = orderSchema.parse(await response.json());
      if (!order.payment_url) throw new Error('The shop returned an order without a payment URL');
      return { orderId: String(order.id), checkoutUrl: order.payment_url };
    },

    isSignatureValid(rawBody, signature) {
      const expected = createHmac('sha256', config.webhookSecret).update(rawBody).digest();
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    parseOrderEvent(rawBody) {
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return null;
      }
      const parsed = orderSchema.safeParse(json);
      if (!parsed.success) return null;
      const bookingMeta = parsed.data.meta_data.find((entry) => entry.key === 'booking_id');
      const bookingId = Number(bookingMeta?.value);
      return {
        orderId: String(parsed.data.id),
        status: parsed.data.status,
        totalPence: penceFromShopTotal(parsed.data.total),
        bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null,
      };
    },
  };
}
