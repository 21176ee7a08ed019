/** One handler per operationId of bff.yaml; the mapped type makes a missing operation a type error. */
import type { OperationId } from '../types.ts';
import { createBalanceSolicitation, getBalanceSimulation, getBalanceSolicitation } from './balance.ts';
import { getWhiteLabel, getWhiteLabelAsset } from './branding.ts';
import { getPostalCode, listBanks } from './catalogue.ts';
import { createLead, getSelfServiceBySlug } from './onboarding.ts';
import { createProposal, getProposal, getProposalAutocomplete, resubmitProposal, retryCreateProposal } from './proposal.ts';
import { createPushSubscription, deletePushSubscription, getPushPublicKey } from './push.ts';
import { refreshToken } from './session.ts';
import type { Handler } from './shared.ts';

export type { Env } from './shared.ts';

export const HANDLERS: { [K in OperationId]: Handler<K> } = {
  getWhiteLabel,
  getWhiteLabelAsset,
  refreshToken,
  getSelfServiceBySlug,
  createLead,
  createBalanceSolicitation,
  getBalanceSolicitation,
  getBalanceSimulation,
  getProposalAutocomplete,
  createProposal,
  getProposal,
  retryCreateProposal,
  resubmitProposal,
  listBanks,
  getPushPublicKey,
  createPushSubscription,
  deletePushSubscription,
  getPostalCode,
};
