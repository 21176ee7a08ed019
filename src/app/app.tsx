import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { installSessionCookieSync } from '../lib/auth/cookie-sync';
import { rememberStage, resumeTarget, runsInstalled } from '../lib/flow/resume';
import { installDraftPersistence, loadDrafts } from '../lib/storage/draft-store';
import { whenIdle } from '../lib/when-idle';
import { installQueryCacheFlush, persistOptions } from '../lib/storage/query-persister';
import { queryClient, router } from './router';
import { AppFontAfterFirstPaint } from './app-font';
import { installSessionExpiredNotice } from './session-expired-notice';

/**
 * Restores what the worker had (drafts, cached queries, the screen it was on) and resolves the first route before the
 * first render, so the first paint is the real screen: no empty frame, no spinner, and the static
 * shell in index.html stays until React replaces it with the same content. IndexedDB answers in a
 * few milliseconds; a failure means "nothing stored".
 */
export async function startApp(root: Root): Promise<void> {
  installDraftPersistence();
  installSessionExpiredNotice();
  installSessionCookieSync();
  const restoreCache = persistQueryClientRestore({ queryClient, ...persistOptions }).catch(() => undefined);
  await loadDrafts();
  // A reopened link (a new tab, the home-screen icon, the link again) goes back to the screen the
  // worker left in the flow it opened. Those open a fresh history entry (index.html notes it before
  // the router writes its state); the back button or 'Voltar' reaching the first screen stays there.
  const fresh = document.documentElement.getAttribute('data-history-entry') !== 'known';
  const installed = runsInstalled();
  const resume = fresh ? resumeTarget(window.location.pathname, { installed }) : null;
  if (resume) router.history.replace(resume);
  await restoreCache;
  await router.load();
  router.subscribe('onResolved', ({ toLocation }) => rememberStage(toLocation.pathname));
  rememberStage(router.state.location.pathname);
  persistQueryClientSubscribe({ queryClient, ...persistOptions });
  // What changed before the subscription (an answer that came during the router's load) is saved
  // too, and a cache restored 10 minutes old or more gets the time of this use, once the screen
  // has shown; the persister writes nothing when the cache holds what it restored.
  whenIdle(() => void persistQueryClientSave({ queryClient, ...persistOptions }), 3000, queryClient);
  installQueryCacheFlush();
  // A transition lets React render in slices that yield to input, instead of one long task on
  // a slow phone's main thread (the static shell is on screen meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <AppFontAfterFirstPaint />
      </StrictMode>,
    ),
  );
}
