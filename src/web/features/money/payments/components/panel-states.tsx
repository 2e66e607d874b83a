import { RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';

/** A card-sized placeholder while a payment panel loads, announced once to screen readers. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <p className="sr-only" role="status">
        {label}
      </p>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-11 w-full" />
    </Card>
  );
}

export interface LoadFailedNoticeProps {
  title: string;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** Something the page needs did not load: says so and offers to try again. */
export function LoadFailedNotice({ title, message, onRetry, isRetrying }: LoadFailedNoticeProps) {
  return (
    <Card className="flex flex-col items-start gap-3 p-5 sm:p-6" role="alert">
      <h2 className="text-xl">{title}</h2>
      <p className="text-slate-700">{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {isRetrying ? 'Trying again…' : 'Try again'}
      </Button>
    </Card>
  );
}
