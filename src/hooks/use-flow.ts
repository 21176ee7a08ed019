import { useParams } from '@tanstack/react-router';
import { flowBase, type FlowSlugs } from '../lib/flow/flow-path';
import { EMPTY_FLOW, flowKey, type FlowState } from '../lib/flow/flow-state';
import { useDraft } from './use-draft';

/** The link's flow state (lib/flow/flow-state) as React state: encrypted drafts, one record per link. */
export function useFlowState(base: string) {
  return useDraft<FlowState>(flowKey(base), EMPTY_FLOW);
}

/** The slugs of the current route and a helper that builds sibling paths at the same level. */
export function useFlowPath(): FlowSlugs & { base: string; to: (child: string) => string } {
  const params = useParams({ strict: false }) as Partial<FlowSlugs>;
  const slugs: FlowSlugs = { slug: params.slug ?? '', slugSeller: params.slugSeller, slugSelfService: params.slugSelfService };
  const base = flowBase(slugs);
  return { ...slugs, base, to: (child: string) => `${base}/${child.replace(/^\//, '')}` };
}
