import { useState } from 'react';
import { Container } from '../components/ui/container';
import { NetworkRequestForm } from '../features/partner-network/network-requests/components/network-request-form';
import { NetworkRequestInfoCard } from '../features/partner-network/network-requests/components/network-request-info-card';
import {
  NetworkRequestSentCard,
  type SentNetworkRequest,
} from '../features/partner-network/network-requests/components/network-request-sent-card';
import { usePageTitle } from '../hooks/use-page-title';

/**
 * /network-partner-request: a learner who needs a manual car or an earlier lesson asks the school
 * to find a partner instructor (spec instructor side, section 2).
 */
export function NetworkPartnerRequestPage() {
  usePageTitle('Request Alternative Times');
  const [sent, setSent] = useState<SentNetworkRequest | null>(null);

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
          {sent ? (
            <NetworkRequestSentCard sent={sent} onSendAnother={() => setSent(null)} />
          ) : (
            <NetworkRequestForm onSent={setSent} />
          )}
        </div>
      </div>
    </Container>
  );
}
