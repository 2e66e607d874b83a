import { Handshake } from 'lucide-react';
import {
  NETWORK_REQUEST_STATUS_VALUES,
  type NetworkPartnerRequestList,
  type NetworkRequestStatus,
  networkRequestStatusLabels,
} from '../../../../../core/partner-network/network-request-schemas';
import { getSchoolToday } from '../../../../lib/school-time-format';
import { NetworkRequestCard } from './network-request-card';
import { StatusFilteredPanel } from './status-filtered-panel';

export interface NetworkRequestsPanelProps {
  list: NetworkPartnerRequestList | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  status: NetworkRequestStatus | undefined;
  onStatusChange: (status: NetworkRequestStatus | undefined) => void;
}

/** Network-partner requests, newest first, filtered by status. */
export function NetworkRequestsPanel({ list, ...state }: NetworkRequestsPanelProps) {
  const today = getSchoolToday(new Date());
  return (
    <StatusFilteredPanel
      {...state}
      filter={{
        name: 'network-request-status',
        legend: 'Show requests',
        statuses: NETWORK_REQUEST_STATUS_VALUES,
        labels: networkRequestStatusLabels,
      }}
      counts={list?.counts}
      items={list?.requests}
      renderItem={(request) => <NetworkRequestCard request={request} today={today} />}
      texts={{
        loading: 'Loading network-partner requests',
        loadError: "Requests didn't load",
        singular: 'request',
        plural: 'requests',
        emptyTitle: 'No network-partner requests yet',
        emptyHint:
          'Learners who need a manual car or an earlier lesson ask on the Request Alternative Times page; their requests appear here.',
        emptyIcon: Handshake,
      }}
    />
  );
}
