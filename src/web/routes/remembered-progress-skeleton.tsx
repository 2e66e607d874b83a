import { Skeleton } from '../components/ui/skeleton';

/** The remembered learner's progress while it loads (its code, then their progress). */
export function RememberedProgressSkeleton() {
  return (
    <div className="grid gap-4">
      <p className="sr-only" role="status">
        Loading your progress
      </p>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}
