/**
 * The identity provider's web SDK (npm `idpay-b2b-sdk`, its `ByUnicoSDK` export) behind the
 * behaviour spec section 4 asks for ("Identity SDK flow"): initialised once, opening before
 * initialisation deferred until it finishes, a guard against double initialisation that resets on
 * error, and a failed initialisation logged as 'Error initializing SDK' and reported so the screen
 * can offer to try again.
 *
 * What the package does not do, and this module does:
 * - It never reports a failed load: its `init` waits for the script's (and, in IFRAME mode, the
 *   stylesheet's) `load` event only, so a 404 leaves it pending for ever. Load errors of those two
 *   files are watched here (and a time limit backs that up).
 * - After a failed load it keeps the broken <script> as "loaded" and would never fetch it again:
 *   `close()` is what resets its module state, so an error calls it before the next try.
 * - Its `open()` resets it when the flow finishes (onFinish): the next open initialises again.
 *
 * No import of this file pulls the package into a bundle: it is loaded by `import()` on first use,
 * and this file itself is meant to be imported dynamically by the selfie screen. It imports nothing
 * else from the app, so the sandbox's test harness serves it to the browser as is
 * (openapi/sandbox/identity.ts).
 */

/** Build setting VITE_IDENTITY_ENV: the provider's environments, or the app's own origin. */
export type IdentityEnv = 'dev' | 'uat' | 'prod' | 'origin';
export type IdentityMode = 'IFRAME' | 'REDIRECT';

/** The part of the package this module uses (its own typings are all `any`). */
export interface IdentityPackage {
  ByUnicoSDK: {
    init(options: Record<string, unknown>): Promise<unknown>;
    open(options: { transactionId: string; token: string; onFinish: (result: unknown) => void }): void;
    close(): void;
  };
}

export interface OpenRequest {
  /** UnicoData.unicoId. */
  transactionId: string;
  /** UnicoData.token. */
  token: string;
  /** Called when the provider's flow ends (IFRAME); REDIRECT leaves the page instead. */
  onFinish?: (result: unknown) => void;
}

/**
 * `unsupported`: initialised, but the provider said this device cannot do the in-page capture
 * (IFRAME init answering `statusPreValidation: 'DEVICE_NOT_SUPPORT'`); nothing was opened, and the
 * caller can use REDIRECT mode instead.
 */
export type IdentityResult = { ok: true } | { ok: false; unsupported?: true };
export type IdentityState = 'idle' | 'initialising' | 'ready' | 'failed';

export interface IdentitySdk {
  readonly state: IdentityState;
  /** False once an IFRAME initialisation answered DEVICE_NOT_SUPPORT (until the next one). */
  readonly deviceSupported: boolean;
  /** Initialises once; concurrent calls share one attempt; after a failure a call tries again. */
  init(token: string): Promise<IdentityResult>;
  /**
   * Opens the flow, after initialisation (started here with the request's token when none is
   * under way). Resolves once handed to the provider, or `{ok: false}` when initialisation failed.
   */
  open(request: OpenRequest): Promise<IdentityResult>;
  /** Closes the box and resets the package. */
  close(): void;
}

export interface IdentitySdkOptions {
  env: IdentityEnv;
  /** Default IFRAME (the in-page box). */
  type?: IdentityMode;
  /** Default: `import('idpay-b2b-sdk')`. */
  load?: () => Promise<IdentityPackage>;
  /** Calls back when the provider's script or stylesheet fails to load; returns the unsubscribe. */
  watchLoadErrors?: (onError: () => void) => () => void;
  /** Initialisation taking longer than this counts as failed. */
  timeoutMs?: number;
  /** Where 'Error initializing SDK' goes (never with personal data). */
  logError?: (message: string, detail: string) => void;
}

export const INIT_ERROR_MESSAGE = 'Error initializing SDK';
export const DEFAULT_INIT_TIMEOUT_MS = 20_000;
/** The provider's script and stylesheet, as the package adds them (the selfie also preloads them: scripts/security-headers.ts). */
export const ASSET_PATHS = ['/sdk-assets/index.js', '/sdk-assets/assets/styles.css'] as const;
/** What the package's IFRAME init answers (from the provider's create()) for a device it cannot serve in-page. */
const DEVICE_NOT_SUPPORTED = 'DEVICE_NOT_SUPPORT';

/** The package's `init` options for a build setting: `origin` loads from the page's own origin. */
export function initOptions(env: IdentityEnv, type: IdentityMode, token: string): Record<string, unknown> {
  return env === 'origin' ? { token, type, useCurrentOrigin: true } : { token, type, env };
}

/** Load failures (script or stylesheet of the provider) seen by a capturing listener on window. */
export function watchAssetLoadErrors(onError: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    const target = event.target;
    const url = target instanceof HTMLScriptElement ? target.src : target instanceof HTMLLinkElement ? target.href : null;
    if (url && ASSET_PATHS.some((path) => new URL(url, window.location.href).pathname.endsWith(path))) onError();
  };
  // Resource load errors do not bubble; a capturing listener on window still sees them.
  window.addEventListener('error', listener, true);
  return () => window.removeEventListener('error', listener, true);
}

const defaultLoad = () => import('idpay-b2b-sdk') as unknown as Promise<IdentityPackage>;

function describe(error: unknown): string {
  // The error's name and message only: an error object could carry the request that failed.
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}

export function createIdentitySdk(options: IdentitySdkOptions): IdentitySdk {
  const type = options.type ?? 'IFRAME';
  const load = options.load ?? defaultLoad;
  const watch = options.watchLoadErrors ?? watchAssetLoadErrors;
  const timeoutMs = options.timeoutMs ?? DEFAULT_INIT_TIMEOUT_MS;
  const logError = options.logError ?? ((message: string, detail: string) => console.error(message, detail));

  let state: IdentityState = 'idle';
  let initialising: Promise<IdentityResult> | null = null;
  let readyToken: string | null = null;
  let deviceSupported = true;
  let pkg: IdentityPackage | null = null;
  // A late answer of an attempt given up (time limit, load error) must not count.
  let attempt = 0;

  function resetPackage(): void {
    try {
      pkg?.ByUnicoSDK.close();
    } catch {
      // close() ends by calling into the provider's global, absent when its script failed.
    }
  }

  async function run(token: string, mine: number): Promise<IdentityResult> {
    let stopWatching = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const failed = new Promise<never>((_, reject) => {
        stopWatching = watch(() => reject(new Error('identity asset failed to load')));
        timer = setTimeout(() => reject(new Error(`identity SDK not ready after ${timeoutMs} ms`)), timeoutMs);
      });
      pkg = await Promise.race([load(), failed]);
      const answer = await Promise.race([pkg.ByUnicoSDK.init(initOptions(options.env, type, token)), failed]);
      if (mine !== attempt) {
        // Closed while initialising: undo the package's init now, unless a newer attempt runs.
        if (!initialising) resetPackage();
        return { ok: false };
      }
      state = 'ready';
      readyToken = token;
      deviceSupported = !(
        typeof answer === 'object' &&
        answer !== null &&
        (answer as { statusPreValidation?: unknown }).statusPreValidation === DEVICE_NOT_SUPPORTED
      );
      return { ok: true };
    } catch (error) {
      if (mine !== attempt) return { ok: false };
      logError(INIT_ERROR_MESSAGE, describe(error));
      resetPackage();
      state = 'failed';
      readyToken = null;
      return { ok: false };
    } finally {
      stopWatching();
      clearTimeout(timer);
      if (mine === attempt) initialising = null;
    }
  }

  function init(token: string): Promise<IdentityResult> {
    if (state === 'ready' && readyToken === token) return Promise.resolve({ ok: true });
    if (initialising) return initialising;
    // Ready for another process (a retried identity step brings a new token): start over.
    if (state === 'ready') resetPackage();
    attempt += 1;
    state = 'initialising';
    initialising = run(token, attempt);
    return initialising;
  }

  async function open(request: OpenRequest): Promise<IdentityResult> {
    const result = await init(request.token);
    if (!result.ok || !pkg) return { ok: false };
    // The package would open its box anyway (and drop a deferred open silently): say so instead.
    if (!deviceSupported) return { ok: false, unsupported: true };
    pkg.ByUnicoSDK.open({
      transactionId: request.transactionId,
      token: request.token,
      onFinish: (finish: unknown) => {
        // The package has reset itself: the next open initialises again.
        state = 'idle';
        readyToken = null;
        request.onFinish?.(finish);
      },
    });
    return { ok: true };
  }

  function close(): void {
    attempt += 1;
    initialising = null;
    resetPackage();
    state = 'idle';
    readyToken = null;
  }

  return {
    get state() {
      return state;
    },
    get deviceSupported() {
      return deviceSupported;
    },
    init,
    open,
    close,
  };
}
