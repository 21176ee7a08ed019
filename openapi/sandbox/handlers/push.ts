/**
 * The optional push extension (bff.yaml tag `push`, `x-optional`; docs/contract-and-sandbox.md,
 * "Push (designed, not built)"). The sandbox answers it as the document says and keeps the
 * subscriptions in memory, but never sends a push: nothing here reaches a push service, and the app
 * does not call these operations. A spec-only sandbox does not answer them at all (404, server.ts),
 * as a BFF without the extension would not.
 */
import type { PushSubscriptionRecord } from '../store.ts';
import { fail, type Handler } from './shared.ts';

/**
 * A valid P-256 public key (uncompressed, base64url) whose private half was thrown away when it was
 * made: a browser can subscribe with it, and no push signed for it can ever be sent.
 */
export const SANDBOX_VAPID_PUBLIC_KEY = 'BF15hpjY56cMWWBQXaQc-iU_KXD9DgkQhD_lkCe8NUR3KGLrFAPOxNqWeolHclMwT_gbvBsl8ox_uI8uZawX7cs';

/** A subscription ends by itself this long after it was made (the client's own data expiry). */
export const PUSH_SUBSCRIPTION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The push services' hosts the sandbox accepts as endpoints (Chrome/Edge's FCM, Firefox's autopush,
 * Safari's, Windows'): the BFF sends requests to the endpoint, so an arbitrary URL is refused.
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /\.notify\.windows\.com$/];

export function isPushServiceEndpoint(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  } catch {
    return false;
  }
}

/** Drops the subscriptions past their 24 hours. */
function forgetExpired(subscriptions: Map<string, PushSubscriptionRecord>, now: number): void {
  for (const [id, record] of subscriptions) if (now - record.createdAt >= PUSH_SUBSCRIPTION_TTL_MS) subscriptions.delete(id);
}

export const getPushPublicKey: Handler<'getPushPublicKey'> = () => ({ status: 200, body: { applicationServerKey: SANDBOX_VAPID_PUBLIC_KEY } });

/** One subscription per (endpoint, watch): a repeat answers 200 with the first id. */
export const createPushSubscription: Handler<'createPushSubscription'> = ({ body }, { store, now }) => {
  const { subscription, watch } = body;
  if (!isPushServiceEndpoint(subscription.endpoint)) return fail(400, 'Servico de push nao permitido');
  if (watch.kind === 'solicitation' && !store.solicitations.has(watch.id)) return fail(404, 'Consulta de saldo nao encontrada');
  if (watch.kind === 'proposal' && !store.proposals.has(watch.id)) return fail(404, 'Proposta nao encontrada');
  forgetExpired(store.pushSubscriptions, now);
  for (const record of store.pushSubscriptions.values()) {
    if (record.endpoint === subscription.endpoint && record.watch.kind === watch.kind && record.watch.id === watch.id) {
      // The browser may have new keys for the same endpoint: the latest ones win.
      record.keys = subscription.keys;
      return { status: 200, body: { id: record.id } };
    }
  }
  const id = `push-${store.next('push')}`;
  store.pushSubscriptions.set(id, { id, endpoint: subscription.endpoint, keys: subscription.keys, watch: { kind: watch.kind, id: watch.id }, createdAt: now });
  return { status: 201, body: { id } };
};

export const deletePushSubscription: Handler<'deletePushSubscription'> = ({ path }, { store, now }) => {
  forgetExpired(store.pushSubscriptions, now);
  if (!store.pushSubscriptions.delete(path.id)) return fail(404, 'Inscricao de push nao encontrada');
  return { status: 204, body: undefined };
};
