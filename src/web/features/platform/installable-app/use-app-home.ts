import { useEffect } from 'react';
import { registerServiceWorker } from '../../../lib/register-service-worker';
import { type AppHome, saveLastAppHome } from './app-home';

/** A home of the installed app is open: remember it for /app, and keep the app available offline. */
export function useAppHome(home: AppHome, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    saveLastAppHome(home);
    void registerServiceWorker();
  }, [home, active]);
}
