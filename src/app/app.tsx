import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { installDraftPersistence, loadDrafts } from '../lib/storage/draft-store';
import { persistOptions } from '../lib/storage/query-persister';
import { queryClient, router } from './router';
import { installSessionExpiredNotice } from './session-expired-notice';

installDraftPersistence();
installSessionExpiredNotice();
// Started at module load, in parallel with the query-cache restore.
const draftsLoaded = loadDrafts();

export function App() {
  // Screens read drafts synchronously and loaders read the cache: render once both are back
  // (IndexedDB answers in a few milliseconds; a failure means "nothing stored").
  const [cacheRestored, setCacheRestored] = useState(false);
  const [drafts, setDrafts] = useState(false);
  useEffect(() => {
    void draftsLoaded.then(() => setDrafts(true));
  }, []);
  const done = () => setCacheRestored(true);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={done} onError={done}>
      {cacheRestored && drafts ? <RouterProvider router={router} /> : null}
    </PersistQueryClientProvider>
  );
}
