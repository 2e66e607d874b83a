import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Toaster } from './components/ui/toaster';

export interface AppShellProps {
  queryClient: QueryClient;
  /** The router: RouterProvider in the browser, StaticRouterProvider when the server renders. */
  children: ReactNode;
}

/**
 * Everything around the router, the same in the browser and on the server: the two trees must be
 * identical for hydration to adopt the server's HTML (and for useId to give the same ids).
 */
export function AppShell({ queryClient, children }: AppShellProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
