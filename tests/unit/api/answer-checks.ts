/**
 * The client's answer check for each operation of openapi/bff.yaml (and the postal-code service),
 * as its operation file applies it. The mapped type makes an operation added to the contract
 * without a check here a type error; tests/unit/sandbox runs every sandbox answer through these.
 */
import { isSessionTokens } from '../../../src/api/client';
import { anyAnswer, type AnswerCheck } from '../../../src/api/errors';
import { isRecord } from '../../../src/api/hand-checks';
import { isCreatedLead } from '../../../src/api/operations/create-lead';
import { isCreatedProposal } from '../../../src/api/operations/create-proposal';
import { isAutocomplete } from '../../../src/api/operations/get-autocomplete';
import { isSelfServiceConfig } from '../../../src/api/operations/get-link-config';
import { isPostalAnswer } from '../../../src/api/operations/get-postal-code';
import { isProposal } from '../../../src/api/operations/get-proposal';
import { isSimulation } from '../../../src/api/operations/get-simulation';
import { isSolicitation } from '../../../src/api/operations/get-solicitation';
import { isBankPage } from '../../../src/api/operations/list-banks';
import type { OperationId } from '../../../openapi/sandbox/types';

/**
 * `null`: no check, because the answer is not JSON (an image) or the app never calls the operation
 * (the optional push extension, bff.yaml tag `push`: designed, not built).
 */
export const ANSWER_CHECKS: { readonly [K in OperationId]: AnswerCheck | null } = {
  getWhiteLabel: isRecord,
  getWhiteLabelAsset: null,
  refreshToken: isSessionTokens,
  getSelfServiceBySlug: isSelfServiceConfig,
  createLead: isCreatedLead,
  createBalanceSolicitation: isSolicitation,
  getBalanceSolicitation: isSolicitation,
  getBalanceSimulation: isSimulation,
  getProposalAutocomplete: isAutocomplete,
  createProposal: isCreatedProposal,
  getProposal: isProposal,
  resubmitProposal: anyAnswer,
  // Its answer is read by nobody (bff.yaml `Accepted`), like the resubmission's.
  retryCreateProposal: anyAnswer,
  listBanks: isBankPage,
  getPushPublicKey: null,
  createPushSubscription: null,
  deletePushSubscription: null,
  getPostalCode: isPostalAnswer,
};
