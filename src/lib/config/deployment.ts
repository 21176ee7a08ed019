/**
 * The deployment settings of the identity check (docs/environment.md) and their
 * check. The build runs it (scripts/deployment-settings.ts): a missing or unusable setting stops
 * the build with a message naming it, so no deployment sends workers to the sandbox's stand-in.
 * No import.meta.env here: the build's Node side imports this file too (lib/config/identity.ts
 * reads the values into the app).
 */
// With its extension: the build's config loader (Node) imports this file too.
import { signatureUrl, type SignatureConfig } from '../fgts/signature-url.ts';

export const IDENTITY_ENVS = ['dev', 'uat', 'prod', 'origin'] as const;
/**
 * VITE_IDENTITY_ENV: the identity provider's environment (its SDK picks the host: dev, uat, prod)
 * or `origin`, the app's own origin, whose server proxies /sdk-assets (IDENTITY_URL; the sandbox).
 */
export type IdentityEnvSetting = (typeof IDENTITY_ENVS)[number];
/** Spec section 9: "Environments: dev, uat, prod (default prod)". */
export const DEFAULT_IDENTITY_ENV: IdentityEnvSetting = 'prod';

/** Unset or blank means the spec's default; an unknown value is null (a build refuses it). */
export function identityEnvFrom(value: unknown): IdentityEnvSetting | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === '') return DEFAULT_IDENTITY_ENV;
  return (IDENTITY_ENVS as readonly string[]).includes(text) ? (text as IdentityEnvSetting) : null;
}

export interface DeploymentSettings {
  identityEnv: IdentityEnvSetting;
  /** VITE_SIGNATURE_ORIGIN: an https base URL, or a path on the app's own origin (the sandbox's stand-in). */
  signatureOrigin: string;
  /** VITE_SIGNATURE_TENANT_ORIGIN ('' when unset). */
  signatureTenantOrigin: string;
}

export type DeploymentCheck = { ok: true; settings: DeploymentSettings } | { ok: false; problems: string[] };

const text = (value: string | undefined) => (value ?? '').trim();
/** Stand-ins for the check: a path base resolves on the app's origin, whatever it is. */
const CHECK_APP_ORIGIN = 'https://app.example.com.br';
const CHECK_TENANT = 'acme';

/** The build settings as the build sees them (Vite's env: .env files of the mode and the process's own). */
export function checkDeploymentSettings(env: Readonly<Record<string, string | undefined>>): DeploymentCheck {
  const problems: string[] = [];
  const identityEnv = identityEnvFrom(env.VITE_IDENTITY_ENV);
  if (!identityEnv) {
    problems.push(`VITE_IDENTITY_ENV=${text(env.VITE_IDENTITY_ENV)} is not one of ${IDENTITY_ENVS.join(', ')} (unset means ${DEFAULT_IDENTITY_ENV}).`);
  }

  const config: SignatureConfig = {
    origin: text(env.VITE_SIGNATURE_ORIGIN),
    tenantOrigin: text(env.VITE_SIGNATURE_TENANT_ORIGIN),
    appOrigin: CHECK_APP_ORIGIN,
  };
  if (config.origin === '') {
    problems.push(
      "VITE_SIGNATURE_ORIGIN is not set: the base URL of the identity-check page that 'Etapa Final.' links to " +
        '(spec section 7; the link is {base}/{UnicoData.id}), e.g. VITE_SIGNATURE_ORIGIN=https://assinatura.example.com.br. ' +
        'The spec gives it no default value.',
    );
  } else if (!signatureUrl('id', 'default', config).ok) {
    problems.push(
      `VITE_SIGNATURE_ORIGIN=${config.origin} is not usable: give an https URL without credentials, query or fragment, ` +
        'or a path on the app’s own origin (/sdk-assets/assinatura is the sandbox’s stand-in).',
    );
  } else if (!signatureUrl('id', CHECK_TENANT, config).ok) {
    problems.push(
      config.tenantOrigin === ''
        ? `VITE_SIGNATURE_ORIGIN=${config.origin} cannot give a tenant a sub-domain of its own: set VITE_SIGNATURE_TENANT_ORIGIN (https, with {slug} in it).`
        : `VITE_SIGNATURE_TENANT_ORIGIN=${config.tenantOrigin} is not usable: an https URL with {slug} in it, e.g. https://{slug}.assinatura.example.com.br.`,
    );
  }

  if (problems.length > 0 || !identityEnv) return { ok: false, problems };
  return { ok: true, settings: { identityEnv, signatureOrigin: config.origin, signatureTenantOrigin: config.tenantOrigin } };
}
