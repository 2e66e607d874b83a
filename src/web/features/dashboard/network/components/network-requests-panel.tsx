import { Handshake, RefreshCw } from 'lucide-react';
import { NETWORK_LIST_LIMIT } from '../../../../../core/partner-network/contact-fields';
import {
  NETWORK_REQUEST_STATUS_VALUES,
  type NetworkPartnerRequestList,
  type NetworkRequestStatus,
  networkRequestStatusLabels,
} from '../../../../../core/partner-network/network-request-schemas';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../components/panel-states';
import { getSchoolToday } from '../../dashboard-format';
import { NetworkRequestCard } from './network-request-card';
import { StatusFilter } from './status-filter';

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
export function NetworkRequestsPanel({
  list,
  isPending,
  isError,
  isFetching,
  onRetry,
  status,
  onStatusChange,
}: NetworkRequestsPanelProps) {
  const today = getSchoolToday(new Date());
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <StatusFilter
          name="network-request-status"
          legend="Show requests"
          statuses={NETWORK_REQUEST_STATUS_VALUES}
          labels={networkRequestStatusLabels}
          counts={list?.counts}
          value={status}
          onChange={onStatusChange}
        />
        <Button variant="secondary" size="compact" onClick={onRetry} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {isPending ? (
        <ListSkeleton label="Loading network-partner requests" />
      ) : isError && !list ? (
        <LoadErrorCard
          title="Requests didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={onRetry}
          isRetrying={isFetching}
        />
      ) : list && list.requests.length > 0 ? (
        <div className="grid gap-4">
          {list.requests.map((request) => (
            <NetworkRequestCard key={request.id} request={request} today={today} />
          ))}
          {list.requests.length >= NETWORK_LIST_LIMIT ? (
            <p className="text-sm text-slate-600">
              Showing the newest {NETWORK_LIST_LIMIT}. Filter by status to see others.
            </p>
          ) : null}
        </div>
      ) : (
        <EmptyState
          icon={Handshake}
          title={
            status
              ? `No ${networkRequestStatusLabels[status].toLowerCase()} requests`
              : 'No network-partner requests yet'
          }
        >
          {status
            ? 'Choose All to see every request.'
            : 'Learners who need a manual car or an earlier lesson ask on the Request Alternative Times page; their requests appear here.'}
        </EmptyState>
      )}
    </div>
  );
}
