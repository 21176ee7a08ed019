import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_INIT_TIMEOUT_MS,
  INIT_ERROR_MESSAGE,
  createIdentitySdk,
  initOptions,
  type IdentitySdkOptions,
} from '../../../src/features/identity/identity-sdk';
import { identityEnvFrom } from '../../../src/lib/config/deployment';

const pkg = vi.hoisted(() => ({
  ByUnicoSDK: { init: vi.fn<(options: Record<string, unknown>) => Promise<unknown>>(), open: vi.fn(), close: vi.fn() },
}));
vi.mock('idpay-b2b-sdk', () => pkg);

/** A promise the test settles. */
function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let logError: ReturnType<typeof vi.fn<(message: string, detail: string) => void>>;
let loadErrorListeners: Array<() => void>;
const create = (options: Partial<IdentitySdkOptions> = {}) =>
  createIdentitySdk({
    env: 'origin',
    logError,
    watchLoadErrors: (onError) => {
      loadErrorListeners.push(onError);
      return () => {
        loadErrorListeners = loadErrorListeners.filter((l) => l !== onError);
      };
    },
    ...options,
  });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  pkg.ByUnicoSDK.init.mockReset().mockResolvedValue(undefined);
  pkg.ByUnicoSDK.open.mockReset();
  pkg.ByUnicoSDK.close.mockReset();
  logError = vi.fn<(message: string, detail: string) => void>();
  loadErrorListeners = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('initOptions (VITE_IDENTITY_ENV)', () => {
  it('should load from the current origin for `origin`, else name the environment', () => {
    expect(initOptions('origin', 'IFRAME', 't')).toEqual({ token: 't', type: 'IFRAME', useCurrentOrigin: true });
    expect(initOptions('uat', 'REDIRECT', 't')).toEqual({ token: 't', type: 'REDIRECT', env: 'uat' });
    expect(initOptions('prod', 'IFRAME', 't')).toEqual({ token: 't', type: 'IFRAME', env: 'prod' });
  });

  it('should read the build setting, prod when unset (spec section 9), nothing when unknown', () => {
    expect(['dev', 'UAT', ' prod ', 'origin'].map(identityEnvFrom)).toEqual(['dev', 'uat', 'prod', 'origin']);
    expect([undefined, '', '  '].map(identityEnvFrom)).toEqual(['prod', 'prod', 'prod']);
    expect(['staging', 'production'].map(identityEnvFrom)).toEqual([null, null]);
  });
});

describe('createIdentitySdk: initialisation', () => {
  it('should initialise the package once, however many callers ask', async () => {
    const sdk = create();
    expect(sdk.state).toBe('idle');
    const calls = [sdk.init('tok'), sdk.init('tok'), sdk.init('tok')];
    expect(sdk.state).toBe('initialising');
    expect(await Promise.all(calls)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await sdk.init('tok')).toEqual({ ok: true });
    expect(pkg.ByUnicoSDK.init).toHaveBeenCalledOnce();
    expect(pkg.ByUnicoSDK.init).toHaveBeenCalledWith({ token: 'tok', type: 'IFRAME', useCurrentOrigin: true });
    expect(sdk.state).toBe('ready');
  });

  it('should start over (package reset first) for another process token', async () => {
    const sdk = create({ env: 'dev', type: 'REDIRECT' });
    await sdk.init('tok-1');
    await sdk.init('tok-2');
    expect(pkg.ByUnicoSDK.close).toHaveBeenCalledOnce();
    expect(pkg.ByUnicoSDK.init.mock.calls.map(([o]) => o)).toEqual([
      { token: 'tok-1', type: 'REDIRECT', env: 'dev' },
      { token: 'tok-2', type: 'REDIRECT', env: 'dev' },
    ]);
  });

  it("should log 'Error initializing SDK' without personal data, reset the package and allow a new try", async () => {
    pkg.ByUnicoSDK.init.mockRejectedValueOnce(new ReferenceError('UnicoSDKAssets is not defined'));
    pkg.ByUnicoSDK.close.mockImplementationOnce(() => {
      throw new ReferenceError('UnicoSDKAssets is not defined');
    });
    const sdk = create();
    expect(await sdk.init('secret-token')).toEqual({ ok: false });
    expect(sdk.state).toBe('failed');
    expect(logError).toHaveBeenCalledWith(INIT_ERROR_MESSAGE, 'ReferenceError: UnicoSDKAssets is not defined');
    expect(JSON.stringify(logError.mock.calls)).not.toContain('secret-token');
    expect(pkg.ByUnicoSDK.close).toHaveBeenCalledOnce();
    expect(await sdk.init('secret-token')).toEqual({ ok: true });
    expect(pkg.ByUnicoSDK.init).toHaveBeenCalledTimes(2);
  });

  it("should fail when the provider's script or stylesheet fails to load (the package would wait for ever)", async () => {
    const never = deferred();
    pkg.ByUnicoSDK.init.mockReturnValueOnce(never.promise);
    const sdk = create();
    const result = sdk.init('tok');
    await flush();
    expect(loadErrorListeners).toHaveLength(1);
    loadErrorListeners[0]!();
    expect(await result).toEqual({ ok: false });
    expect(logError).toHaveBeenCalledWith(INIT_ERROR_MESSAGE, expect.stringContaining('failed to load'));
    expect(loadErrorListeners).toEqual([]);
    // The abandoned attempt finishing late changes nothing.
    never.resolve(undefined);
    await flush();
    expect(sdk.state).toBe('failed');
  });

  it('should give up after the time limit', async () => {
    vi.useFakeTimers();
    pkg.ByUnicoSDK.init.mockReturnValueOnce(new Promise(() => {}));
    const sdk = create();
    const result = sdk.init('tok');
    await vi.advanceTimersByTimeAsync(DEFAULT_INIT_TIMEOUT_MS - 1);
    expect(sdk.state).toBe('initialising');
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: false });
    expect(logError).toHaveBeenCalledWith(INIT_ERROR_MESSAGE, expect.stringContaining(`${DEFAULT_INIT_TIMEOUT_MS} ms`));
  });

  it('should report a package that cannot be loaded (chunk failed) the same way', async () => {
    const sdk = create({ load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    expect(await sdk.init('tok')).toEqual({ ok: false });
    expect(logError).toHaveBeenCalledWith(INIT_ERROR_MESSAGE, expect.stringContaining('TypeError'));
  });
});

describe('createIdentitySdk: opening', () => {
  it('should defer an open made while initialising until initialisation finishes', async () => {
    const init = deferred();
    pkg.ByUnicoSDK.init.mockReturnValueOnce(init.promise);
    const sdk = create();
    void sdk.init('tok');
    const opened = sdk.open({ transactionId: 'txn-1', token: 'tok' });
    await flush();
    expect(pkg.ByUnicoSDK.open).not.toHaveBeenCalled();
    init.resolve(undefined);
    expect(await opened).toEqual({ ok: true });
    expect(pkg.ByUnicoSDK.open).toHaveBeenCalledOnce();
    expect(pkg.ByUnicoSDK.open.mock.calls[0]![0]).toMatchObject({ transactionId: 'txn-1', token: 'tok' });
    expect(pkg.ByUnicoSDK.init).toHaveBeenCalledOnce();
  });

  it('should initialise with the request token when nothing started it', async () => {
    const sdk = create();
    expect(await sdk.open({ transactionId: 'txn-1', token: 'tok' })).toEqual({ ok: true });
    expect(pkg.ByUnicoSDK.init).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok' }));
    expect(pkg.ByUnicoSDK.open).toHaveBeenCalledOnce();
  });

  it('should not open, and say so, when initialisation fails', async () => {
    pkg.ByUnicoSDK.init.mockRejectedValueOnce(new Error('boom'));
    const sdk = create();
    expect(await sdk.open({ transactionId: 'txn-1', token: 'tok' })).toEqual({ ok: false });
    expect(pkg.ByUnicoSDK.open).not.toHaveBeenCalled();
  });

  it('should not open, and say the device is unsupported, when the IFRAME init answers DEVICE_NOT_SUPPORT', async () => {
    pkg.ByUnicoSDK.init.mockResolvedValueOnce({ statusPreValidation: 'DEVICE_NOT_SUPPORT' });
    const sdk = create();
    expect(await sdk.open({ transactionId: 'txn-1', token: 'tok' })).toEqual({ ok: false, unsupported: true });
    expect(sdk.deviceSupported).toBe(false);
    expect(pkg.ByUnicoSDK.open).not.toHaveBeenCalled();
    expect(logError).not.toHaveBeenCalled();
  });

  it('should open when the IFRAME init answers DEVICE_SUPPORTED', async () => {
    pkg.ByUnicoSDK.init.mockResolvedValueOnce({ statusPreValidation: 'DEVICE_SUPPORTED' });
    const sdk = create();
    expect(await sdk.open({ transactionId: 'txn-1', token: 'tok' })).toEqual({ ok: true });
    expect(sdk.deviceSupported).toBe(true);
    expect(pkg.ByUnicoSDK.open).toHaveBeenCalledOnce();
  });

  it('should hand the finish to the caller and initialise again for the next open (the package resets itself)', async () => {
    const onFinish = vi.fn();
    const sdk = create();
    await sdk.open({ transactionId: 'txn-1', token: 'tok', onFinish });
    const { onFinish: packageFinish } = pkg.ByUnicoSDK.open.mock.calls[0]![0] as { onFinish: (r: unknown) => void };
    packageFinish({ transactionId: 'txn-1', status: 'success' });
    expect(onFinish).toHaveBeenCalledWith({ transactionId: 'txn-1', status: 'success' });
    expect(sdk.state).toBe('idle');
    await sdk.open({ transactionId: 'txn-1', token: 'tok' });
    expect(pkg.ByUnicoSDK.init).toHaveBeenCalledTimes(2);
  });

  it('should close the box and reset the package, ignoring an attempt under way', async () => {
    const init = deferred();
    pkg.ByUnicoSDK.init.mockReturnValueOnce(init.promise);
    const sdk = create();
    const result = sdk.init('tok');
    sdk.close();
    expect(sdk.state).toBe('idle');
    init.resolve(undefined);
    expect(await result).toEqual({ ok: false });
    expect(sdk.state).toBe('idle');
    expect(pkg.ByUnicoSDK.close).toHaveBeenCalled();
  });
});

describe('loading', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it('should reach the package only through import(), so it never lands in another chunk', () => {
    const importers = files('src').filter((path) => /\.(ts|tsx)$/.test(path) && readFileSync(path, 'utf8').includes('idpay-b2b-sdk'));
    expect(importers).toEqual([join('src', 'features', 'identity', 'identity-sdk.ts')]);
    const source = readFileSync(importers[0]!, 'utf8');
    expect(source).not.toMatch(/^import[^;]*from\s+['"]idpay-b2b-sdk['"]/m);
    expect(source).toMatch(/import\('idpay-b2b-sdk'\)/);
    // The wrapper imports nothing else of the app: the sandbox's harness serves it as is.
    expect(source.match(/^import .*$/gm) ?? []).toEqual([]);
  });
});
