/**
 * The deployment settings a build needs (docs/environment.md, "Building for a deployment"; the check itself is
 * src/lib/config/deployment.ts). A build without VITE_SIGNATURE_ORIGIN, or with a setting it
 * cannot use, stops with a message naming it: no deployment links workers to the sandbox's
 * stand-in by forgetting a variable. `npm start` and the tests build in the `sandbox` mode, whose
 * .env.sandbox sets the sandbox's values explicitly; a variable in the environment still wins.
 *
 * The build also writes what it used to `.vite/deployment.json` (not precached, nothing secret:
 * the values are in the bundle anyway), so the app server allows the identity provider's host the
 * served build talks to, whatever the server's own environment says (scripts/security-headers.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { checkDeploymentSettings, type DeploymentSettings } from '../src/lib/config/deployment.ts';

/** Where in the build output the settings used are written. */
export const DEPLOYMENT_FILE = '.vite/deployment.json';
/** The Vite mode whose .env file holds the sandbox's values. */
export const SANDBOX_MODE = 'sandbox';

export class DeploymentSettingsError extends Error {
  override name = 'DeploymentSettingsError';
}

/** The settings of a build, or an error whose message says what to set and how. */
export function deploymentSettingsOf(env: Readonly<Record<string, string | undefined>>): DeploymentSettings {
  const checked = checkDeploymentSettings(env);
  if (checked.ok) return checked.settings;
  throw new DeploymentSettingsError(
    [
      'This build is missing a deployment setting (docs/environment.md, "Building for a deployment"):',
      ...checked.problems.map((problem) => `  - ${problem}`),
      `For the sandbox (what npm start and the tests run), build with npm run build:sandbox (vite build --mode ${SANDBOX_MODE}, .env.${SANDBOX_MODE}).`,
    ].join('\n'),
  );
}

export function deploymentSettings(): Plugin {
  let settings: DeploymentSettings | undefined;
  return {
    name: 'deployment-settings',
    // config.env: the mode's .env files and the process's VITE_ variables, as the bundle gets them.
    configResolved(config) {
      if (config.command === 'build') settings = deploymentSettingsOf(config.env);
    },
    generateBundle() {
      if (settings) this.emitFile({ type: 'asset', fileName: DEPLOYMENT_FILE, source: `${JSON.stringify(settings, null, 2)}\n` });
    },
  };
}

/**
 * The settings a build in `outDir` was made with, read again only when the file changes; null when
 * there is none (no build, or one from before this file existed).
 */
export function builtSettings(outDir: string): () => DeploymentSettings | null {
  const file = join(outDir, DEPLOYMENT_FILE);
  let seen = -1;
  let settings: DeploymentSettings | null = null;
  return () => {
    try {
      const changed = statSync(file).mtimeMs;
      if (changed !== seen) {
        settings = JSON.parse(readFileSync(file, 'utf8')) as DeploymentSettings;
        seen = changed;
      }
    } catch {
      settings = null;
      seen = -1;
    }
    return settings;
  };
}
