/** The checkout pages' addresses (the routes live in routes/app-routes.tsx). */
export const CHECKOUT_PATHS = {
  card: '/stripe-checkout',
  bankTransfer: '/bank-transfer-checkout',
  portal: '/tide-store-checkout',
  shop: '/woocommerce-checkout',
  paymentHelp: '/payment-help',
  paymentSuccess: '/payment-success',
} as const;
