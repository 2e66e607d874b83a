import { startFakeHttpServer } from './fake-http-server';

export const FAKE_SHOP_KEY = 'ck_test_key';
export const FAKE_SHOP_SECRET = 'cs_test_secret';

/** WooCommerce's REST API v3 orders endpoint, with basic authentication by consumer key and secret. */
export async function startFakeShopServer() {
  let counter = 1000;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_SHOP_KEY}:${FAKE_SHOP_SECRET}`).toString('base64')}`;
  let baseUrl = '';
  const server = await startFakeHttpServer((request) => {
    if (request.method !== 'POST' || request.path !== '/wp-json/wc/v3/orders') return undefined;
    if (request.headers.authorization !== expectedAuth) {
      return {
        status: 401,
        body: { code: 'woocommerce_rest_cannot_create', message: 'Sorry, you are not allowed.' },
      };
    }
    const order: unknown = JSON.parse(request.body);
    counter += 1;
    const total =
      typeof order === 'object' && order && 'fee_lines' in order && Array.isArray(order.fee_lines)
        ? String(order.fee_lines[0]?.total ?? '0.00')
        : '0.00';
    const metaData = typeof order === 'object' && order && 'meta_data' in order ? order.meta_data : [];
    return {
      status: 201,
      body: {
        id: counter,
        status: 'pending',
        total,
        meta_data: metaData,
        payment_url: `${baseUrl}/checkout/order-pay/${counter}/?pay_for_order=true&key=wc_order_${counter}`,
      },
    };
  });
  baseUrl = server.url;
  return {
    ...server,
    createdOrders(): unknown[] {
      return server.requests
        .filter((request) => request.path === '/wp-json/wc/v3/orders')
        .map((request) => JSON.parse(request.body));
    },
  };
}
