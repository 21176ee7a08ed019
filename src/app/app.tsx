import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { router, queryClient } from './router';
import { persistOptions } from '../lib/storage/query-persister';
import { installDraftPersistence } from '../lib/storage/draft-store';
import { installSessionExpiredNotice } from './session-expired-notice';

installDraftPersistence();
installSessionExpiredNotice();

export function App() {
  // Loaders that read the cache wait for the restore (architecture notes): render after it.
  const [restored, setRestored] = useState(false);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={() => setRestored(true)} onError={() => setRestored(true)}>
      {restored ? <RouterProvider router={router} /> : null}
    </PersistQueryClientProvider>
  );
}
