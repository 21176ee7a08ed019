import { Workbox } from 'workbox-window';
import { flushDrafts } from '../../lib/storage/draft-store';
import { setUpdateWaiting } from './pwa-state';

let started: Promise<Workbox | null> | undefined;

/**
 * Registers the service worker (built from src/sw/sw.ts) once. A new version waits until the
 * worker accepts it: the prompt's 'Atualizar' first writes every pending draft to IndexedDB, then
 * lets the new worker take over and reloads, so nothing typed is lost.
 */
export function registerServiceWorker(): Promise<Workbox | null> {
  started ??= (async () => {
    if (!('serviceWorker' in navigator)) return null;
    const wb = new Workbox('/sw.js', { scope: '/' });
    const offerUpdate = () =>
      setUpdateWaiting(async () => {
        await flushDrafts();
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      });
    wb.addEventListener('waiting', offerUpdate);
    try {
      await wb.register();
    } catch (error) {
      console.warn('Service worker registration failed; the app works without it', error);
      return null;
    }
    return wb;
  })();
  return started;
}
