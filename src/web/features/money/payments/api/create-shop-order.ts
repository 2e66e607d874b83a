import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { createShopOrderResponseSchema } from '../../../../../core/money/payments/payment-schemas';
import { apiPost } from '../../../../lib/api-client';
import type { CheckoutCredentials } from './create-payment-intent';

export type ShopOrder = z.infer<typeof createShopOrderResponseSchema>;

/**
 * POST /api/create-woocommerce-order: an order in the school's shop for the booking, made by the
 * server from the booking's own details; answers the order's payment address.
 */
export function createShopOrder({ bookingId, checkoutToken }: CheckoutCredentials): Promise<ShopOrder> {
  return apiPost(
    '/api/create-woocommerce-order',
    { bookingId, checkoutToken },
    createShopOrderResponseSchema,
  );
}

export function useCreateShopOrder() {
  // Each press makes an order: never sent twice behind the learner's back.
  return useMutation({ mutationFn: createShopOrder, retry: false });
}
