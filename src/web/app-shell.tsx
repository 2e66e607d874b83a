import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { ToasterOnDemand } from './components/ui/toaster-on-demand';

export interface AppShellProps {
  queryClient: QueryClient;
  /** The router: RouterProvider in the browser, StaticRouterProvider when the server renders. */
  children: ReactNode;
  /**
   * Called once the tree has been committed in the browser: after hydrating the server's HTML,
   * the moment its buttons work (start-app.tsx). Never called on the server.
   */
  onCommitted?: () => void;
}

/**
 * Everything around the router, the same in the browser and on the server: the two trees must be
 * identical for hydration to adopt the server's HTML (and for useId to give the same ids).
 */
export function AppShell({ queryClient, children, onCommitted }: AppShellProps) {
  // The root's effect runs after the whole first commit (children's effects run first).
  useEffect(() => {
    onCommitted?.();
  }, [onCommitted]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterOnDemand />
      </QueryClientProvider>
    </StrictMode>
  );
}
