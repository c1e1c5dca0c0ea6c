import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/**
 * While the app is open with an admin signed in, new watch alerts show a notice (issue
 * #26). Only a signed-in browser loads the checker, after the page has loaded: a
 * visitor's landing page carries nothing of it. Admin screens start it too, after a login.
 */
export function useAlertNotifications(): void {
  useEffect(() => {
    let token: string | null = null;
    try {
      token = localStorage.getItem(STORAGE_KEYS.adminToken);
    } catch {
      // Storage blocked: no admin here.
    }
    if (!token) return;
    const start = () => void import('./alert-notices.ts').then(({ startAlertPolling }) => startAlertPolling());
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
}
