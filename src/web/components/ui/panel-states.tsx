import type { LucideIcon } from 'lucide-react';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import { Skeleton } from './skeleton';

/** Card-shaped placeholders while a list loads, announced once to screen readers. */
export function ListSkeleton({ label, cards = 2 }: { label: string; cards?: number }) {
  return (
    <div className="grid gap-4">
      <p className="sr-only" role="status">
        {label}
      </p>
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Card key={index} className="grid gap-3 p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-11 w-40" />
        </Card>
      ))}
    </div>
  );
}

export interface LoadErrorCardProps {
  title: string;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** Something did not load: says so and offers to try again. */
export function LoadErrorCard({ title, message, onRetry, isRetrying }: LoadErrorCardProps) {
  return (
    <Card className="flex flex-col items-start gap-3 border-red-200 p-5 sm:p-6" role="alert">
      <h3 className="text-lg">{title}</h3>
      <p className="text-slate-700">{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {isRetrying ? 'Trying again…' : 'Try again'}
      </Button>
    </Card>
  );
}

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}

/** A friendly empty list: what it means and what to do next. */
export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-2 px-5 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-slate-400" />
      <h3 className="text-lg">{title}</h3>
      {children ? <div className="max-w-md text-slate-700">{children}</div> : null}
    </Card>
  );
}
