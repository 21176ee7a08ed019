import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDeploymentSettings } from '../../../src/lib/config/deployment';
import { SANDBOX_MODE, deploymentSettings, deploymentSettingsOf } from '../../../scripts/deployment-settings';

const SIGNATURE = 'https://assinatura.example.com.br';
const problemsOf = (env: Record<string, string | undefined>) => {
  const checked = checkDeploymentSettings(env);
  return checked.ok ? [] : checked.problems;
};

describe('checkDeploymentSettings', () => {
  it("should default the identity environment to prod › spec section 9's default", () => {
    expect(checkDeploymentSettings({ VITE_SIGNATURE_ORIGIN: SIGNATURE })).toEqual({
      ok: true,
      settings: { identityEnv: 'prod', signatureOrigin: SIGNATURE, signatureTenantOrigin: '' },
    });
    expect(checkDeploymentSettings({ VITE_SIGNATURE_ORIGIN: SIGNATURE, VITE_IDENTITY_ENV: ' UAT ' })).toMatchObject({ settings: { identityEnv: 'uat' } });
  });

  it('should refuse a build without VITE_SIGNATURE_ORIGIN › naming the setting, since the spec gives it no value', () => {
    for (const value of [undefined, '', '  ']) {
      const problems = problemsOf({ VITE_SIGNATURE_ORIGIN: value, VITE_IDENTITY_ENV: 'prod' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^VITE_SIGNATURE_ORIGIN is not set/);
    }
  });

  it('should refuse an unknown identity environment › rather than guess one', () => {
    expect(problemsOf({ VITE_SIGNATURE_ORIGIN: SIGNATURE, VITE_IDENTITY_ENV: 'staging' })).toEqual([
      'VITE_IDENTITY_ENV=staging is not one of dev, uat, prod, origin (unset means prod).',
    ]);
  });

  it('should refuse a signature base the app could not link to › as the screen would', () => {
    for (const origin of ['http://assinatura.example.com.br', 'https://u:p@x.example.com', 'https://x.example.com/?a=1', 'assinatura', '//x.example.com']) {
      expect(problemsOf({ VITE_SIGNATURE_ORIGIN: origin })).toEqual([
        expect.stringMatching(new RegExp(`^VITE_SIGNATURE_ORIGIN=${origin.replace(/[?/]/g, '\\$&')} is not usable`)),
      ]);
    }
    // An IP address grows no tenant sub-domain: the template is asked for.
    expect(problemsOf({ VITE_SIGNATURE_ORIGIN: 'https://10.0.0.1' })).toEqual([expect.stringContaining('set VITE_SIGNATURE_TENANT_ORIGIN')]);
    expect(problemsOf({ VITE_SIGNATURE_ORIGIN: SIGNATURE, VITE_SIGNATURE_TENANT_ORIGIN: 'https://assina.example.com' })).toEqual([
      expect.stringMatching(/^VITE_SIGNATURE_TENANT_ORIGIN=https:\/\/assina\.example\.com is not usable/),
    ]);
  });

  it('should accept the sandbox values › a path on the app’s own origin and `origin`', () => {
    expect(checkDeploymentSettings({ VITE_SIGNATURE_ORIGIN: '/sdk-assets/assinatura', VITE_IDENTITY_ENV: 'origin' })).toEqual({
      ok: true,
      settings: { identityEnv: 'origin', signatureOrigin: '/sdk-assets/assinatura', signatureTenantOrigin: '' },
    });
  });
});

describe('the build (vite.config.ts › deploymentSettings)', () => {
  let envDir: string;
  let saved: Record<string, string | undefined>;
  beforeEach(() => {
    envDir = mkdtempSync(join(tmpdir(), 'fgts-env-'));
    // The runner's own VITE_ variables must not decide these tests.
    saved = {};
    for (const key of Object.keys(process.env).filter((k) => k.startsWith('VITE_'))) {
      saved[key] = process.env[key];
      delete process.env[key];
    }
  });
  afterEach(() => {
    rmSync(envDir, { recursive: true, force: true });
    Object.assign(process.env, saved);
  });

  const resolveBuild = (mode: string, dir = envDir) =>
    resolveConfig({ configFile: false, envDir: dir, logLevel: 'silent', mode, plugins: [deploymentSettings()] }, 'build');

  it('should fail a production build without VITE_SIGNATURE_ORIGIN › with a message naming it and the sandbox build', async () => {
    await expect(resolveBuild('production')).rejects.toThrow(/VITE_SIGNATURE_ORIGIN is not set[\s\S]*npm run build:sandbox/);
  });

  it('should build with the settings from the environment or the mode’s .env file', async () => {
    process.env.VITE_SIGNATURE_ORIGIN = SIGNATURE;
    await expect(resolveBuild('production')).resolves.toBeTruthy();
    delete process.env.VITE_SIGNATURE_ORIGIN;
    writeFileSync(join(envDir, '.env.production'), `VITE_SIGNATURE_ORIGIN=${SIGNATURE}\n`);
    await expect(resolveBuild('production')).resolves.toBeTruthy();
  });

  it('should leave the dev server alone › only a build is checked', async () => {
    await expect(resolveConfig({ configFile: false, envDir, logLevel: 'silent', plugins: [deploymentSettings()] }, 'serve')).resolves.toBeTruthy();
  });

  it("should build the sandbox mode from the project's .env.sandbox › the sandbox's explicit values", async () => {
    const config = await resolveBuild(SANDBOX_MODE, process.cwd());
    expect(deploymentSettingsOf(config.env)).toEqual({ identityEnv: 'origin', signatureOrigin: '/sdk-assets/assinatura', signatureTenantOrigin: '' });
  });

  it('should have npm start, npm test and the disabled build use the sandbox mode › and npm run build the checked one', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toMatch(/vite build$/);
    expect(scripts['build:sandbox']).toContain(`vite build --mode ${SANDBOX_MODE}`);
    expect(scripts['build:disabled']).toContain(`vite build --mode ${SANDBOX_MODE}`);
    expect(scripts.start).toMatch(/^npm run build:sandbox && /);
    expect(scripts.test).toContain('npm run build:sandbox && npm run build:disabled');
    expect(scripts.test).not.toMatch(/npm run build &&/);
    expect(readFileSync('vite.config.ts', 'utf8')).toMatch(/plugins: \[[\s\S]*deploymentSettings\(\)/);
  });
});
