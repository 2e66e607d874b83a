import { Island } from '../components/island';
import { Container } from '../components/ui/container';
import { NetworkRequestInfoCard } from '../features/partner-network/network-requests/components/network-request-info-card';
import { NetworkRequestPanel } from '../features/partner-network/network-requests/components/network-request-panel';
import { usePageTitle } from '../hooks/use-page-title';

/**
 * /network-partner-request: a learner who needs a manual car or an earlier lesson asks the school
 * to find a partner instructor (spec instructor side, section 2). Its live part is an island
 * (start-islands.tsx): the form, and the card that replaces it once sent.
 */
export function NetworkPartnerRequestPage() {
  usePageTitle('Request Alternative Times');

  return (
    <Container className="py-8 sm:py-12">
      <div className="grid gap-8">
        <div className="grid max-w-3xl gap-2">
          <h1 className="text-3xl sm:text-4xl">Request Alternative Times</h1>
          <p className="text-lg text-slate-700">
            Need manual-car lessons, or a lesson sooner than our diary allows? Tell us what you need and when,
            and we'll find you an instructor from our partner network.
          </p>
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <NetworkRequestInfoCard />
          <Island name="network-partner-request">
            <NetworkRequestPanel />
          </Island>
        </div>
      </div>
    </Container>
  );
}
