import { useNavigate, useParams, type NavigateOptions } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flowBase, type FlowSlugs } from '../lib/flow/flow-path';
import { EMPTY_FLOW, flowKey, type FlowState } from '../lib/flow/flow-state';
import { nextScreen, type FlowName, type FLOWS, type LinkScreen } from '../lib/flow/flows';
import { useDraft } from './use-draft';

/** The link's flow state (lib/flow/flow-state) as React state: encrypted drafts, one record per link. */
export function useFlowState(base: string) {
  return useDraft<FlowState>(flowKey(base), EMPTY_FLOW);
}

/** The slugs of the current route and the link's base path (`/{slug}[/{seller}[/{selfService}]]`). */
export function useFlowPath(): FlowSlugs & { base: string } {
  const params: Partial<FlowSlugs> = useParams({ strict: false });
  const { slug = '', slugSeller, slugSelfService } = params;
  return useMemo(() => {
    const slugs: FlowSlugs = { slug, slugSeller, slugSelfService };
    return { ...slugs, base: flowBase(slugs) };
  }, [slug, slugSeller, slugSelfService]);
}

/** The route under which every screen of a link hangs. */
const LINK_ROUTE = '/$slug/{-$slugSeller}/{-$slugSelfService}';

/** A screen's route path; checked against the route tree (below), so every declared screen has a route. */
type ScreenRoute<S extends LinkScreen> = S extends '' ? typeof LINK_ROUTE : `${typeof LINK_ROUTE}/${S}`;

export function screenRoute<S extends LinkScreen>(screen: S): ScreenRoute<S> {
  return (screen === '' ? LINK_ROUTE : `${LINK_ROUTE}/${screen}`) as ScreenRoute<S>;
}

// Compile-time check: a screen in lib/flow/flows without a route file is a type error here.
type RoutePath = NonNullable<NavigateOptions['to']>;
const everyScreenHasARoute: ScreenRoute<LinkScreen> extends RoutePath ? true : never = true;
void everyScreenHasARoute;

type GoOptions = {
  replace?: boolean;
  resetScroll?: boolean;
  /** The screen's search params (the wizard's `etapa`): validated by the screen's route. */
  search?: Record<string, unknown>;
  /** History state (never personal data). */
  state?: Record<string, unknown>;
};

/**
 * Typed navigation between the screens of the current link (lib/flow/flows): `go('consulta')`,
 * `go('proposal/$id', { id })`, `next('selfService', 'tutorial')`. The link's slugs carry over.
 */
export function useFlowNavigation() {
  const navigate = useNavigate();
  const { slug, slugSeller, slugSelfService } = useFlowPath();
  const go = useCallback(
    (screen: LinkScreen, options: GoOptions & { id?: string } = {}) => {
      const { id, ...rest } = options;
      return navigate({
        to: screenRoute(screen),
        params: { slug, slugSeller, slugSelfService, ...(id === undefined ? {} : { id }) } as never,
        ...(rest as object),
      });
    },
    [navigate, slug, slugSeller, slugSelfService],
  );
  const next = useCallback(
    <F extends FlowName>(flow: F, from: (typeof FLOWS)[F][number], options: GoOptions = {}) => {
      const to = nextScreen(flow, from);
      return to === undefined ? Promise.resolve() : go(to, options);
    },
    [go],
  );
  return { go, next };
}

/**
 * While TanStack holds a creation offline (`paused`), `handOver` gives it to the
 * service worker too (lib/background/outbox), which sends it when the connection returns even if
 * the app is closed meanwhile; whoever sends it, it leaves once. True while the worker holds it.
 */
export function useHandOverWhilePaused(paused: boolean, handOver: () => Promise<boolean>): boolean {
  const [handed, setHanded] = useState(false);
  const latest = useRef(handOver);
  latest.current = handOver;
  useEffect(() => {
    if (!paused) return;
    let current = true;
    latest.current().then(
      (taken) => current && setHanded(taken),
      (error: unknown) => console.warn('Not handed to the service worker', error instanceof Error ? error.name : 'unknown error'),
    );
    return () => {
      current = false;
      setHanded(false);
    };
  }, [paused]);
  return paused && handed;
}
