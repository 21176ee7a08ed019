import { useCallback, useEffect, useRef, useState } from 'react';
import { identityEnv } from '../../lib/config/identity';
import { flushDrafts } from '../../lib/storage/draft-store';
import { finishFailed, type IdentityData } from './identity-data';
import type { IdentityMode, IdentitySdk } from './identity-sdk';

export type IdentityPhase =
  /** Loading the provider's SDK; an open asked meanwhile waits for it (spec section 4). */
  | 'starting'
  /** The in-page box was handed the flow. */
  | 'open'
  /** The box left the page without a finish: the worker closed it ('Cancelar'). */
  | 'closed'
  /** 'Error initializing SDK': offer to try again. */
  | 'init-failed'
  /** The provider finished the selfie with a failure. */
  | 'selfie-failed'
  /** Leaving for the provider's page (REDIRECT mode). */
  | 'redirecting';

/** Whether a node the provider added to the page is its box (an iframe, or a dialog like the stand-in's). */
function isBox(node: Node): node is Element {
  if (!(node instanceof Element)) return false;
  const BOX = 'iframe, [role="dialog"], [aria-modal="true"]';
  return node.matches(BOX) || node.querySelector(BOX) !== null;
}

/**
 * Calls `onGone` once the box the provider adds to the body from now on has left the page. The
 * package reports a finish only (no close), so a box gone without one is the worker closing it.
 * Returns the stop.
 */
function watchBoxClosed(onGone: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const boxes = new Set<Element>();
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (isBox(node)) boxes.add(node);
    if (boxes.size > 0 && [...boxes].every((box) => !box.isConnected)) {
      observer.disconnect();
      onGone();
    }
  });
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

/** One wrapper per mode for the whole page: its guard against a double start spans the screen's remounts. */
const sdks: Partial<Record<IdentityMode, Promise<IdentitySdk>>> = {};
function sdkFor(type: IdentityMode): Promise<IdentitySdk> {
  sdks[type] ??= import('./identity-sdk').then(({ createIdentitySdk }) => createIdentitySdk({ env: identityEnv, type }));
  return sdks[type];
}

export interface IdentityFlowOptions {
  /** Called when the provider's flow ended without a failure (IFRAME finish, or back from REDIRECT). */
  onDone: () => void;
  /** Remembers (encrypted drafts) which transaction was sent to the provider's page. */
  rememberRedirect: (transactionId: string | null) => void;
}

/**
 * The identity flow of the selfie screen (spec sections 2 and 4): the in-page box (IFRAME), or the
 * provider's page (REDIRECT) when the provider says this device cannot do the in-page capture.
 */
export function useIdentityFlow(data: IdentityData | null, { onDone, rememberRedirect }: IdentityFlowOptions) {
  const [phase, setPhase] = useState<IdentityPhase>('starting');
  const latest = useRef({ onDone, rememberRedirect });
  latest.current = { onDone, rememberRedirect };
  const mounted = useRef(true);
  const stopWatching = useRef<() => void>(() => {});

  const start = useCallback(async (identity: IdentityData) => {
    const { transactionId, token } = identity;
    setPhase('starting');
    stopWatching.current();
    const iframe = await sdkFor('IFRAME');
    let finished = false;
    stopWatching.current = watchBoxClosed(() => {
      if (mounted.current && !finished) setPhase((phase) => (phase === 'open' ? 'closed' : phase));
    });
    const result = await iframe.open({
      transactionId,
      token,
      onFinish: (payload) => {
        finished = true;
        stopWatching.current();
        if (!mounted.current) return;
        if (finishFailed(payload)) setPhase('selfie-failed');
        else latest.current.onDone();
      },
    });
    if (!mounted.current) return;
    if (result.ok) return setPhase((phase) => (phase === 'starting' ? 'open' : phase));
    stopWatching.current();
    if (!('unsupported' in result && result.unsupported)) return setPhase('init-failed');

    // The page comes back here from the provider's: remember that first, on disk.
    iframe.close();
    latest.current.rememberRedirect(transactionId);
    await flushDrafts();
    setPhase('redirecting');
    const redirect = await sdkFor('REDIRECT');
    const sent = await redirect.open({ transactionId, token });
    if (!sent.ok && mounted.current) {
      latest.current.rememberRedirect(null);
      setPhase('init-failed');
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stopWatching.current();
      // Leaving the screen takes the provider's box with it; not StrictMode's unmount-and-mount of
      // the same screen (its effects run again before this microtask), which would end the start
      // under way and show a failure.
      queueMicrotask(() => {
        if (!mounted.current) void sdks.IFRAME?.then((sdk) => sdk.close());
      });
    };
  }, []);

  return { phase, start: useCallback(() => (data ? start(data) : Promise.resolve()), [data, start]) };
}
