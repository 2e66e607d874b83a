import { RefreshCw, UserRoundPlus } from 'lucide-react';
import { NETWORK_LIST_LIMIT } from '../../../../../core/partner-network/contact-fields';
import {
  APPLICATION_STATUS_VALUES,
  type ApplicationStatus,
  applicationStatusLabels,
  type InstructorApplicationList,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../components/panel-states';
import { ApplicationCard } from './application-card';
import { StatusFilter } from './status-filter';

export interface ApplicationsPanelProps {
  list: InstructorApplicationList | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  status: ApplicationStatus | undefined;
  onStatusChange: (status: ApplicationStatus | undefined) => void;
}

/** Applications to join the network, newest first, filtered by status. */
export function ApplicationsPanel({
  list,
  isPending,
  isError,
  isFetching,
  onRetry,
  status,
  onStatusChange,
}: ApplicationsPanelProps) {
  const now = new Date();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <StatusFilter
          name="application-status"
          legend="Show applications"
          statuses={APPLICATION_STATUS_VALUES}
          labels={applicationStatusLabels}
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
        <ListSkeleton label="Loading instructor applications" />
      ) : isError && !list ? (
        <LoadErrorCard
          title="Applications didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={onRetry}
          isRetrying={isFetching}
        />
      ) : list && list.applications.length > 0 ? (
        <div className="grid gap-4">
          {list.applications.map((application) => (
            <ApplicationCard key={application.id} application={application} now={now} />
          ))}
          {list.applications.length >= NETWORK_LIST_LIMIT ? (
            <p className="text-sm text-slate-600">
              Showing the newest {NETWORK_LIST_LIMIT}. Filter by status to see others.
            </p>
          ) : null}
        </div>
      ) : (
        <EmptyState
          icon={UserRoundPlus}
          title={
            status
              ? `No ${applicationStatusLabels[status].toLowerCase()} applications`
              : 'No applications yet'
          }
        >
          {status
            ? 'Choose All to see every application.'
            : 'Qualified instructors apply on the Join Our Team page; their applications appear here.'}
        </EmptyState>
      )}
    </div>
  );
}
