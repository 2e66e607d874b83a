import { Container } from './ui/container';
import { Skeleton } from './ui/skeleton';

/** Shown in <main> while a page's code loads. */
export function PageLoading() {
  return (
    <Container className="py-10 sm:py-16">
      <p className="sr-only" role="status">
        Loading the page
      </p>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 w-3/4 max-w-lg" />
        <Skeleton className="h-5 w-full max-w-2xl" />
        <Skeleton className="h-5 w-5/6 max-w-xl" />
        <Skeleton className="mt-4 h-40 w-full rounded-xl" />
      </div>
    </Container>
  );
}
