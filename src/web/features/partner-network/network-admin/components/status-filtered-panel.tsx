import { type LucideIcon, RefreshCw } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { NETWORK_LIST_LIMIT } from '../../../../../core/partner-network/contact-fields';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { StatusFilter } from './status-filter';

export interface StatusFilteredPanelProps<Status extends string, Item extends { id: number }> {
  filter: { name: string; legend: string; statuses: readonly Status[]; labels: Record<Status, string> };
  counts: Record<Status, number> | undefined;
  /** The newest items of the chosen status; undefined until the list has loaded. */
  items: readonly Item[] | undefined;
  renderItem: (item: Item) => ReactNode;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  status: Status | undefined;
  onStatusChange: (status: Status | undefined) => void;
  texts: {
    loading: string;
    loadError: string;
    /** For the filtered empty state: 'No approved {plural}', 'Choose All to see every {singular}.' */
    singular: string;
    plural: string;
    emptyTitle: string;
    emptyHint: string;
    emptyIcon: LucideIcon;
  };
}

/** A dashboard list filtered by status: the filter, refresh, and its loading, error and empty states. */
export function StatusFilteredPanel<Status extends string, Item extends { id: number }>({
  filter,
  counts,
  items,
  renderItem,
  isPending,
  isError,
  isFetching,
  onRetry,
  status,
  onStatusChange,
  texts,
}: StatusFilteredPanelProps<Status, Item>) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <StatusFilter {...filter} counts={counts} value={status} onChange={onStatusChange} />
        <Button variant="secondary" size="compact" onClick={onRetry} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {isPending ? (
        <ListSkeleton label={texts.loading} />
      ) : isError && !items ? (
        <LoadErrorCard
          title={texts.loadError}
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={onRetry}
          isRetrying={isFetching}
        />
      ) : items && items.length > 0 ? (
        <div className="grid gap-4">
          {items.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
          {items.length >= NETWORK_LIST_LIMIT ? (
            <p className="text-sm text-slate-600">
              Showing the newest {NETWORK_LIST_LIMIT}. Filter by status to see others.
            </p>
          ) : null}
        </div>
      ) : (
        <EmptyState
          icon={texts.emptyIcon}
          title={status ? `No ${filter.labels[status].toLowerCase()} ${texts.plural}` : texts.emptyTitle}
        >
          {status ? `Choose All to see every ${texts.singular}.` : texts.emptyHint}
        </EmptyState>
      )}
    </div>
  );
}
