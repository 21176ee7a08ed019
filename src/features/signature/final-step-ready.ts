import { DEFAULT_BRANDING } from '../../lib/branding/branding';
import { signatureConfig } from '../../lib/config/identity';
import { signatureUrl, type SignatureConfig } from '../../lib/fgts/signature-url';
import type { FrameRule } from '../../lib/frame';
import type { CopyRules } from '../../lib/storage/stored-copy';
import { openProposalOf } from './open-proposal';
import { signatureIdentifier } from './signature-identifier';

/**
 * The link 'Etapa Final.' shows from the phone's copy, as the screen builds it: the identifier the
 * selfie or the status screen passed in the history entry's state (`passed`), else the stored
 * proposal's UnicoData.id, on the default brand (frames are painted on the product's own hosts
 * only); null where the screen would show something else (no proposal, its end, no link).
 */
export function finalStepUrlOf(copy: { flow: unknown; client: unknown }, rules: CopyRules, passed: unknown, config: SignatureConfig): string | null {
  const proposal = openProposalOf(copy, rules);
  if (!proposal) return null;
  const url = signatureUrl(signatureIdentifier(passed, proposal.unico?.id), DEFAULT_BRANDING.slug, config);
  return url.ok ? url.url : null;
}

/** 'Etapa Final.''s frame (./final-step-frame): the link as the field's value. */
export default {
  ready: (copy, { rules }) => {
    const url = finalStepUrlOf(copy, rules, (history.state as { signatureId?: unknown } | null)?.signatureId, signatureConfig());
    return url === null ? null : { slots: { url } };
  },
} satisfies FrameRule;
