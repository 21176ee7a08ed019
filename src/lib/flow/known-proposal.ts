import { draftKeys, getDraft } from '../storage/draft-store';
import type { FlowState } from './flow-state';

const FLOW_PREFIX = 'flow:';

export interface KnownProposal {
  /** The link (`/{slug}[/{seller}[/{selfService}]]`) whose flow holds the proposal. */
  base: string;
  proposalId: string;
}

/**
 * A proposal this phone already made for this CPF, on any link ('Já existe uma proposta em aberto
 * para este CPF.' leads to it when the phone knows it). Only the same CPF counts: the
 * record is that worker's own. Null when none is known.
 */
export function knownProposalFor(
  cpf: string,
  read: { keys: () => string[]; get: (key: string) => FlowState | undefined } = { keys: draftKeys, get: getDraft<FlowState> },
): KnownProposal | null {
  if (cpf.trim() === '') return null;
  for (const key of read.keys()) {
    if (!key.startsWith(FLOW_PREFIX)) continue;
    const flow = read.get(key);
    if (flow?.proposalId && flow.worker?.cpf === cpf) return { base: key.slice(FLOW_PREFIX.length), proposalId: flow.proposalId };
  }
  return null;
}

/**
 * The slugs of a link's base path (flowBase's inverse). Every level is named, an absent one as
 * undefined: a navigation given only `slug` would keep the current link's seller.
 */
export function slugsOf(base: string): { slug: string; slugSeller: string | undefined; slugSelfService: string | undefined } {
  const [slug = '', slugSeller, slugSelfService] = base
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  return { slug, slugSeller, slugSelfService };
}
