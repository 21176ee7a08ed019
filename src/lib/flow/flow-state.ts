/**
 * What the flow remembers between screens and across reloads, kept in the draft store (IndexedDB,
 * never localStorage or the URL, because it holds personal data). One record per link, so two
 * links opened on one phone do not mix.
 */
export type Worker = {
  /** As typed on the landing (upper case). */
  name: string;
  /** Masked CPF, 000.000.000-00. */
  cpf: string;
  /** Masked phone, (00) 00000-0000. */
  phone: string;
};

export type FlowState = {
  worker: Worker;
  leadId?: string;
  /** The worker data the stored lead was created for: the same data never creates a second lead. */
  leadOf?: string;
  /** The balance solicitation created for this lead: reused by every reload and reopen. */
  solicitationId?: string;
  /** Stored on SUCCESS with an enabled simulation (spec section 4). */
  maxReleasedAmount?: number;
  /**
   * When this phone first saw the solicitation's final result: a "try again in 5 minutes" counts
   * from here, also after a reload.
   */
  settled?: { id: string; at: number };
  /**
   * The closed lead whose consultation the worker asked to run again from the authorisation guide:
   * the consultation screen starts a new one (new lead, new solicitation) when they come back.
   */
  renewLead?: string;
  /**
   * The proposal the wizard created for this solicitation (spec section 4, "Submission"): the
   * post-confirmation screens need it, and one solicitation never gets a second proposal.
   */
  proposalId?: string;
  /**
   * Why the wizard's last submission was refused (spec section 4: "On error, errorMessage is set and
   * the wizard moves to the post-confirmation step"), in the worker's words (lib/fgts/proposal-errors).
   * Step 5 shows it; cleared when the worker goes back to send again or a proposal is created.
   */
  proposalError?: string;
  /**
   * The proposal turned out to exist already with an earlier confirmation's data, and the changes
   * made since could not be saved on it (wizard/send-proposal): step 5 says so.
   */
  proposalChangeLost?: boolean;
};

export const EMPTY_WORKER: Worker = { name: '', cpf: '', phone: '' };
export const EMPTY_FLOW: FlowState = { worker: EMPTY_WORKER };

export const flowKey = (base: string) => `flow:${base}`;
/** The landing's form as typed, before 'Prosseguir' identifies the person. */
export const landingFormKey = (base: string) => `landing-form:${base}`;
/** The landing's data as tapped offline and handed to the service worker, until its lead is answered. */
export const landingHandedKey = (base: string) => `landing-handed:${base}`;
/** The Corban CPF being typed, before 'Vamos Lá'. */
export const onboardCpfKey = (base: string) => `onboard-cpf:${base}`;

/** The CPF (11 digits) of the person a flow state belongs to, if one identified. */
export function personOf(flow: FlowState | undefined): string | undefined {
  const digits = (flow?.worker.cpf ?? '').replace(/\D/g, '');
  return digits.length === 11 ? digits : undefined;
}

/** The wizard's draft of a link (features/proposal/wizard/wizard-draft holds its shape). */
export const wizardDraftKey = (base: string) => `proposal-wizard:${base}`;

/**
 * Which worker data a stored lead was created for: a hash (FNV-1a), so the record says whether the
 * data changed without holding a second copy of it.
 */
export function leadSignature(worker: Worker): string {
  return fnv1a(`${worker.name.trim()}|${worker.cpf}|${worker.phone}`);
}

/** A short, stable hash (FNV-1a, 32 bits, hex) that tells whether data changed without keeping a copy of it. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}
