import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silenceConsole, silenceVendorConsole } from '../../../scripts/silence-vendor-console';

const source = readFileSync(createRequire(import.meta.url).resolve('idpay-b2b-sdk/index.esm.js'), 'utf8');

/** The package's module from this code, with everything it printed while init, open and close ran. */
async function runPackage(code: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'fgts-idpay-'));
  const printed: unknown[][] = [];
  for (const method of ['log', 'info', 'debug', 'warn'] as const) vi.spyOn(console, method).mockImplementation((...args) => void printed.push(args));
  try {
    writeFileSync(join(dir, 'idpay.mjs'), code);
    const { ByUnicoSDK } = (await import(pathToFileURL(join(dir, 'idpay.mjs')).href)) as { ByUnicoSDK: Record<string, (options?: object) => unknown> };
    // Without a page the package fails after it has printed: what it prints is what matters here.
    await Promise.resolve(ByUnicoSDK.init?.({ token: 'token-of-the-worker', type: 'IFRAME', useCurrentOrigin: true })).catch(() => undefined);
    ByUnicoSDK.open?.({ transactionId: 'txn-of-the-worker', token: 'token-of-the-worker', onFinish: () => undefined });
    try {
      ByUnicoSDK.close?.();
    } catch {
      // close() ends in the provider's global, absent here.
    }
    return JSON.stringify(printed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('silenceVendorConsole', () => {
  afterEach(() => vi.restoreAllMocks());

  it('should leave nothing of the identity token printed by idpay-b2b-sdk › which prints it as it comes', async () => {
    // The package as installed prints the token and the transaction id.
    const raw = await runPackage(source);
    expect(raw).toContain('token-of-the-worker');
    expect(raw).toContain('txn-of-the-worker');
    // As the build ships it: nothing at all.
    expect(await runPackage(silenceConsole(source))).toBe('[]');
  });

  it("should transform the package's module only, in a build", () => {
    const plugin = silenceVendorConsole();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(plugin.apply).toBe('build');
    expect(transform('console.log(1)', '/app/node_modules/idpay-b2b-sdk/index.esm.js')?.code).not.toContain('console.log');
    expect(transform('console.log(1)', '/app/src/main.tsx')).toBeNull();
    expect(transform('console.log(1)', '/app/node_modules/react/index.js')).toBeNull();
    expect(silenceConsole('console.error("x"); console.warn("y")')).toContain('console.error("x")');
  });
});
