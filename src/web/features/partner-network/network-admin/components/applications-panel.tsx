import { UserRoundPlus } from 'lucide-react';
import {
  APPLICATION_STATUS_VALUES,
  type ApplicationStatus,
  applicationStatusLabels,
  type InstructorApplicationList,
} from '../../../../../core/partner-network/instructor-application-schemas';
import { ApplicationCard } from './application-card';
import { StatusFilteredPanel } from './status-filtered-panel';

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
export function ApplicationsPanel({ list, ...state }: ApplicationsPanelProps) {
  const now = new Date();
  return (
    <StatusFilteredPanel
      {...state}
      filter={{
        name: 'application-status',
        legend: 'Show applications',
        statuses: APPLICATION_STATUS_VALUES,
        labels: applicationStatusLabels,
      }}
      counts={list?.counts}
      items={list?.applications}
      renderItem={(application) => <ApplicationCard application={application} now={now} />}
      texts={{
        loading: 'Loading instructor applications',
        loadError: "Applications didn't load",
        singular: 'application',
        plural: 'applications',
        emptyTitle: 'No applications yet',
        emptyHint: 'Qualified instructors apply on the Join Our Team page; their applications appear here.',
        emptyIcon: UserRoundPlus,
      }}
    />
  );
}
