import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Container } from '../components/ui/container';
import { getAppStartPath, readLastAppHome } from '../features/platform/installable-app/app-home';
import { usePageTitle } from '../hooks/use-page-title';
import { getRememberedProgressToken } from '../lib/remembered-progress-link';

/**
 * /app, where the installed app opens (the manifest's start_url): on to the home this browser used
 * last (features/installable-app/app-home.ts). Read in an effect: storage is the browser's.
 */
export function AppStartPage() {
  usePageTitle('Opening');
  const navigate = useNavigate();
  useEffect(() => {
    const path = getAppStartPath({
      lastHome: readLastAppHome(),
      progressToken: getRememberedProgressToken(),
    });
    void navigate(path, { replace: true });
  }, [navigate]);
  return (
    <Container className="min-h-dvh py-8 sm:py-12">
      <p role="status" className="text-slate-700">
        Opening your app…
      </p>
    </Container>
  );
}
