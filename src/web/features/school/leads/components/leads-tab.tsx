import { Magnet, RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { pluralize } from '../../../../lib/school-time-format';
import { useLeads } from '../api/get-leads';
import { LeadCard } from './lead-card';

/**
 * The leads from the public site's pop-ups (decisions.md: leads reach the instructor), newest
 * first, each with a way to reach them and a 'contacted' mark.
 */
export function LeadsTab() {
  const { data, isPending, isError, isFetching, refetch } = useLeads();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl">Leads</h2>
          <p className="text-slate-700">
            Visitors who asked about the special offer or downloaded the money-saving tips. Each one was
            promised a reply within 24 hours.
          </p>
          {data ? (
            <p className="mt-1 font-medium text-slate-900">
              {pluralize(data.counts.new, 'new lead')} · {data.counts.contacted} contacted
            </p>
          ) : null}
        </div>
        <Button variant="secondary" size="compact" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {isPending ? (
        <ListSkeleton label="Loading leads" />
      ) : isError && !data ? (
        <LoadErrorCard
          title="Leads didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : data && data.leads.length > 0 ? (
        <div className="grid gap-3">
          {data.leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </div>
      ) : (
        <EmptyState icon={Magnet} title="No leads yet">
          When a visitor leaves their details in the special-offer or money-saving-tips pop-up, they appear
          here and you get an e-mail.
        </EmptyState>
      )}
    </div>
  );
}
