import { Handshake, UserRoundPlus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { ApplicationStatus } from '../../../../../core/partner-network/instructor-application-schemas';
import type { NetworkRequestStatus } from '../../../../../core/partner-network/network-request-schemas';
import { subTabListClassName, subTabTriggerClassName } from '../../../../components/ui/tab-styles';
import { TabTriggerWithCount } from '../../../../components/ui/tab-trigger-with-count';
import type { TabCountWords } from '../../../../lib/dashboard-tabs';
import { useInstructorApplications } from '../api/get-instructor-applications';
import { useNetworkRequests } from '../api/get-network-requests';
import { countApplicationsToVet } from '../network-display';
import { ApplicationsPanel } from './applications-panel';
import { NetworkRequestsPanel } from './network-requests-panel';

type NetworkSubTab = 'requests' | 'applications';

const PENDING_WORDS: TabCountWords = { one: 'pending', other: 'pending' };
const TO_VET_WORDS: TabCountWords = { one: 'to vet', other: 'to vet' };
const PENDING_BADGE_CLASS_NAME = 'bg-amber-100 text-amber-900';

/**
 * The partner-network tab: network-partner requests from learners and applications from
 * instructors, each filtered by status, opened and moved on from here.
 */
export function NetworkTab() {
  const [subTab, setSubTab] = useState<NetworkSubTab>('requests');
  const [requestStatus, setRequestStatus] = useState<NetworkRequestStatus | undefined>('pending');
  const [applicationStatus, setApplicationStatus] = useState<ApplicationStatus | undefined>(undefined);
  const requests = useNetworkRequests(requestStatus);
  const applications = useInstructorApplications(applicationStatus);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl">Partner Network</h2>
        <p className="text-slate-700">
          Learners asking for manual-car lessons or earlier times, and instructors applying to join the
          network.
        </p>
      </div>
      <Tabs.Root
        value={subTab}
        onValueChange={(value) => setSubTab(value === 'applications' ? 'applications' : 'requests')}
        className="flex flex-col gap-4"
      >
        {/* Without their icons on a phone, both sub-tabs and their counts fit in 390 px. */}
        <Tabs.List aria-label="Partner Network" className={subTabListClassName}>
          <TabTriggerWithCount
            value="requests"
            title="Requests"
            icon={<Handshake aria-hidden="true" className="hidden size-4 sm:block" />}
            count={{
              value: requests.data?.counts.pending ?? 0,
              words: PENDING_WORDS,
              badgeClassName: PENDING_BADGE_CLASS_NAME,
            }}
            className={subTabTriggerClassName}
          />
          <TabTriggerWithCount
            value="applications"
            title="Applications"
            icon={<UserRoundPlus aria-hidden="true" className="hidden size-4 sm:block" />}
            count={{
              value: countApplicationsToVet(applications.data?.counts),
              words: TO_VET_WORDS,
              badgeClassName: PENDING_BADGE_CLASS_NAME,
            }}
            className={subTabTriggerClassName}
          />
        </Tabs.List>
        <Tabs.Content value="requests" className="focus-visible:outline-2 focus-visible:outline-blue-700">
          <NetworkRequestsPanel
            list={requests.data}
            isPending={requests.isPending}
            isError={requests.isError}
            isFetching={requests.isFetching}
            onRetry={() => void requests.refetch()}
            status={requestStatus}
            onStatusChange={setRequestStatus}
          />
        </Tabs.Content>
        <Tabs.Content value="applications" className="focus-visible:outline-2 focus-visible:outline-blue-700">
          <ApplicationsPanel
            list={applications.data}
            isPending={applications.isPending}
            isError={applications.isError}
            isFetching={applications.isFetching}
            onRetry={() => void applications.refetch()}
            status={applicationStatus}
            onStatusChange={setApplicationStatus}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
