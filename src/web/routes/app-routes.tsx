import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouterSiteLayout } from '../features/school/site/components/router-site-layout';
import { DashboardLayout } from './dashboard-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/**
 * A page whose module loads on first visit (its own chunk), from a named export: the route's
 * `lazy`. The router loads it before showing the page, and main.tsx loads the first page's module
 * before hydrating the server-rendered HTML (a React.lazy would suspend during hydration instead).
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return async () => ({ Component: (await load())[name] });
}

const HomePage = lazyPage(() => import('./home-page'), 'HomePage');
const BookLessonPage = lazyPage(() => import('./book-lesson-page'), 'BookLessonPage');
const MyProgressPage = lazyPage(() => import('./my-progress-page'), 'MyProgressPage');
const SecureProgressPage = lazyPage(() => import('./secure-progress-page'), 'SecureProgressPage');
const GuardianPage = lazyPage(() => import('./guardian-page'), 'GuardianPage');
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
const BlogArticlePage = lazyPage(() => import('./blog-article-page'), 'BlogArticlePage');
const OldBlogPage = lazyPage(() => import('./old-blog-page'), 'OldBlogPage');
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
const ForgotPasswordPage = lazyPage(() => import('./forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');
const InstructorInvitationPage = lazyPage(
  () => import('./instructor-invitation-page'),
  'InstructorInvitationPage',
);
const ReminderSettingsPage = lazyPage(() => import('./reminder-settings-page'), 'ReminderSettingsPage');
const InstructorCalendarPage = lazyPage(() => import('./instructor-calendar-page'), 'InstructorCalendarPage');
const StatementPrintPage = lazyPage(() => import('./statement-print-page'), 'StatementPrintPage');
const BookingAlternativesPage = lazyPage(
  () => import('./booking-alternatives-page'),
  'BookingAlternativesPage',
);
const AppStartPage = lazyPage(() => import('./app-start-page'), 'AppStartPage');
const WaitingListOfferPage = lazyPage(() => import('./waiting-list-offer-page'), 'WaitingListOfferPage');
const NetworkOfferPage = lazyPage(() => import('./network-offer-page'), 'NetworkOfferPage');
const LessonCoverPage = lazyPage(() => import('./lesson-cover-page'), 'LessonCoverPage');
const HandOverPage = lazyPage(() => import('./hand-over-page'), 'HandOverPage');

const pageRoutes: RouteObject[] = [
  { index: true, lazy: HomePage },
  { path: 'old-home', lazy: HomePage },
  { path: 'book-lesson', lazy: BookLessonPage },
  { path: 'my-progress', lazy: MyProgressPage },
  { path: 'progress/:token', lazy: SecureProgressPage },
  { path: 'secure-progress', lazy: SecureProgressPage },
  // The read-only page a learner shares with a parent or guardian (issue 25).
  { path: 'guardian', lazy: GuardianPage },
  {
    path: 'student-dashboard/:token',
    lazy: StudentDashboardPage,
  },
  { path: 'checkout', lazy: CheckoutPage },
  { path: 'stripe-checkout', lazy: StripeCheckoutPage },
  {
    path: 'bank-transfer-checkout',
    lazy: BankTransferCheckoutPage,
  },
  {
    path: 'tide-store-checkout',
    lazy: TideStoreCheckoutPage,
  },
  {
    path: 'woocommerce-checkout',
    lazy: WoocommerceCheckoutPage,
  },
  { path: 'payment-help', lazy: PaymentHelpPage },
  { path: 'payment-success', lazy: PaymentSuccessPage },
  {
    path: 'terms-and-conditions',
    lazy: TermsAndConditionsPage,
  },
  { path: 'blog', lazy: BlogPage },
  { path: 'blog/:slug', lazy: BlogArticlePage },
  { path: 'old-blog', lazy: OldBlogPage },
  { path: 'areas-covered', lazy: AreasCoveredPage },
  {
    path: 'network-partner-request',
    lazy: NetworkPartnerRequestPage,
  },
  // The spec's help dialog links to /network-partner; send it to the real page.
  { path: 'network-partner', element: <Navigate to="/network-partner-request" replace /> },
  {
    path: 'join-instructor-network',
    lazy: JoinInstructorNetworkPage,
  },
  // A forgotten password (issue 23): private pages beside the sign-in form.
  { path: 'instructor-dashboard/forgot-password', lazy: ForgotPasswordPage },
  { path: 'instructor-dashboard/reset-password', lazy: ResetPasswordPage },
  { path: 'instructor-invitation/:token', lazy: InstructorInvitationPage },
  {
    path: 'reminder-settings',
    lazy: ReminderSettingsPage,
  },
  { path: 'booking-alternatives/:token', lazy: BookingAlternativesPage },
  { path: 'waiting-list-offer/:token', lazy: WaitingListOfferPage },
  // A learner offered to an instructor (issue 38): its e-mailed link's token is the credential.
  { path: 'network-offer/:token', lazy: NetworkOfferPage },
  { path: 'lesson-cover/:token', lazy: LessonCoverPage },
  { path: 'hand-over/:token', lazy: HandOverPage },
  // Where the installed app opens (issue 24): on to the home this browser used last.
  { path: 'app', lazy: AppStartPage },
  { path: '*', element: <NotFoundPage /> },
];

/** The dashboard and its week: their own frame, without the public header and footer (issue 34). */
const dashboardRoutes: RouteObject[] = [
  { path: 'instructor-dashboard', lazy: InstructorDashboardPage },
  // The week as a time grid (instructor-only).
  { path: 'instructor-dashboard/calendar', lazy: InstructorCalendarPage },
  // An instructor's statement alone, to print (issue 39).
  { path: 'instructor-dashboard/statement', lazy: StatementPrintPage },
];

export const appRoutes: RouteObject[] = [
  {
    element: <DashboardLayout />,
    errorElement: (
      <main id="main">
        <RouteErrorPage />
      </main>
    ),
    children: [{ errorElement: <RouteErrorPage />, children: dashboardRoutes }],
  },
  {
    element: <RouterSiteLayout />,
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
