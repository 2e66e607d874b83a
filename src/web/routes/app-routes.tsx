import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { SiteLayout } from '../features/site/components/site-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** A page component whose module loads on first visit (its own chunk), from a named export. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = lazyPage(() => import('./home-page'), 'HomePage');
const BookLessonPage = lazyPage(() => import('./book-lesson-page'), 'BookLessonPage');
const MyProgressPage = lazyPage(() => import('./my-progress-page'), 'MyProgressPage');
const SecureProgressPage = lazyPage(() => import('./secure-progress-page'), 'SecureProgressPage');
const StudentDashboardPage = lazyPage(() => import('./student-dashboard-page'), 'StudentDashboardPage');
const CheckoutPage = lazyPage(() => import('./checkout-page'), 'CheckoutPage');
const StripeCheckoutPage = lazyPage(() => import('./stripe-checkout-page'), 'StripeCheckoutPage');
const BankTransferCheckoutPage = lazyPage(
  () => import('./bank-transfer-checkout-page'),
  'BankTransferCheckoutPage',
);
const TideStoreCheckoutPage = lazyPage(() => import('./tide-store-checkout-page'), 'TideStoreCheckoutPage');
const WoocommerceCheckoutPage = lazyPage(
  () => import('./woocommerce-checkout-page'),
  'WoocommerceCheckoutPage',
);
const PaymentHelpPage = lazyPage(() => import('./payment-help-page'), 'PaymentHelpPage');
const PaymentSuccessPage = lazyPage(() => import('./payment-success-page'), 'PaymentSuccessPage');
const TermsAndConditionsPage = lazyPage(
  () => import('./terms-and-conditions-page'),
  'TermsAndConditionsPage',
);
const BlogPage = lazyPage(() => import('./blog-page'), 'BlogPage');
const OldBlogPage = lazyPage(() => import('./old-blog-page'), 'OldBlogPage');
const BlogArticlePage = lazyPage(() => import('./blog-article-page'), 'BlogArticlePage');
const AreasCoveredPage = lazyPage(() => import('./areas-covered-page'), 'AreasCoveredPage');
const NetworkPartnerRequestPage = lazyPage(
  () => import('./network-partner-request-page'),
  'NetworkPartnerRequestPage',
);
const JoinInstructorNetworkPage = lazyPage(
  () => import('./join-instructor-network-page'),
  'JoinInstructorNetworkPage',
);
const InstructorDashboardPage = lazyPage(
  () => import('./instructor-dashboard-page'),
  'InstructorDashboardPage',
);
const ReminderSettingsPage = lazyPage(() => import('./reminder-settings-page'), 'ReminderSettingsPage');
const BookingAlternativesPage = lazyPage(
  () => import('./booking-alternatives-page'),
  'BookingAlternativesPage',
);

const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'old-home', element: <HomePage /> },
  { path: 'book-lesson', element: <BookLessonPage /> },
  { path: 'my-progress', element: <MyProgressPage /> },
  { path: 'progress/:token', element: <SecureProgressPage /> },
  { path: 'secure-progress', element: <SecureProgressPage /> },
  {
    path: 'student-dashboard/:token',
    element: <StudentDashboardPage />,
  },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'stripe-checkout', element: <StripeCheckoutPage /> },
  {
    path: 'bank-transfer-checkout',
    element: <BankTransferCheckoutPage />,
  },
  {
    path: 'tide-store-checkout',
    element: <TideStoreCheckoutPage />,
  },
  {
    path: 'woocommerce-checkout',
    element: <WoocommerceCheckoutPage />,
  },
  { path: 'payment-help', element: <PaymentHelpPage /> },
  { path: 'payment-success', element: <PaymentSuccessPage /> },
  {
    path: 'terms-and-conditions',
    element: <TermsAndConditionsPage />,
  },
  { path: 'blog', element: <BlogPage /> },
  { path: 'blog/:slug', element: <BlogArticlePage /> },
  { path: 'old-blog', element: <OldBlogPage /> },
  { path: 'areas-covered', element: <AreasCoveredPage /> },
  {
    path: 'network-partner-request',
    element: <NetworkPartnerRequestPage />,
  },
  // The spec's help dialog links to /network-partner; send it to the real page.
  { path: 'network-partner', element: <Navigate to="/network-partner-request" replace /> },
  {
    path: 'join-instructor-network',
    element: <JoinInstructorNetworkPage />,
  },
  {
    path: 'instructor-dashboard',
    element: <InstructorDashboardPage />,
  },
  {
    path: 'reminder-settings',
    element: <ReminderSettingsPage />,
  },
  { path: 'booking-alternatives/:token', element: <BookingAlternativesPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // A layout failure: no header or footer to keep, so the error page brings its own landmark.
    errorElement: (
      <main id="main">
        <RouteErrorPage />
      </main>
    ),
    children: [
      // A page failure keeps the header and footer around the error message.
      { errorElement: <RouteErrorPage />, children: pageRoutes },
    ],
  },
];

const router = createBrowserRouter(appRoutes);

export function AppRoutes() {
  return <RouterProvider router={router} />;
}
