// First: configures zod's full build (the form's schemas use it) before any schema is built.
import '../lib/zod-config';
import type { ReactNode } from 'react';
import { WithAppQueryClient } from '../components/with-app-query-client';
import { NetworkRequestPanel } from '../features/partner-network/network-requests/components/network-request-panel';

/*
 * /network-partner-request's live part, as an island (page-islands.ts): the request form, and the
 * card that replaces it once the request is sent. No props: the same for every visitor until live.
 */

export function renderNetworkPartnerRequestIsland(): ReactNode {
  return (
    <WithAppQueryClient>
      <NetworkRequestPanel />
    </WithAppQueryClient>
  );
}
