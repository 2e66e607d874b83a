import { useState } from 'react';
import { NetworkRequestForm } from './network-request-form';
import { NetworkRequestSentCard, type SentNetworkRequest } from './network-request-sent-card';

/**
 * The request form, replaced by the news once the request is in ("Send Another Request" brings the
 * form back): /network-partner-request's live part (an island on the page the server rendered).
 */
export function NetworkRequestPanel() {
  const [sent, setSent] = useState<SentNetworkRequest | null>(null);
  return sent ? (
    <NetworkRequestSentCard sent={sent} onSendAnother={() => setSent(null)} />
  ) : (
    <NetworkRequestForm onSent={setSent} />
  );
}
