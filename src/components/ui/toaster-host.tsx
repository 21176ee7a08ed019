import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from './toast';

const ToasterView = lazy(() => import('./toaster-view'));

/** Mounts the toaster view the first time a toast is requested. */
export function ToasterHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
