import type { Branding } from '../../lib/branding/branding';
import { publishInstallableApp } from './installable-app';
import { registerServiceWorker } from './register-sw';

/** Loaded after the first screen: registers the worker, then makes this link installable. */
export async function startPwa(branding: Branding, linkBase: string): Promise<void> {
  const wb = await registerServiceWorker();
  if (wb && linkBase) await publishInstallableApp(branding, linkBase);
}
