import type { SelfServiceConfig } from '../../api/operations/get-link-config';
import type { components } from '../../api/schema.gen';

export type ProcessorName = components['schemas']['ProcessorName'];

/**
 * The processor whose guide to show. ZIPDIN while the link's configuration loads, when the link has
 * none (a Corban shorthash answers 404), when the link has no product or when it names a processor
 * we do not know: ZIPDIN runs
 * every balance query, so its authorisation is needed in every case.
 */
export function guideProcessor(config: SelfServiceConfig | null | undefined): ProcessorName {
  return config?.product?.processor.name === 'QITECH' ? 'QITECH' : 'ZIPDIN';
}

/**
 * The lending partners the worker must authorise in the FGTS app, as the dialog names them. A QI
 * Tech product (the ZERO TAC product too) lends through QI Tech, but the balance query still goes
 * through ZIPDIN, so both must be authorised.
 */
export function partnersFor(processor: ProcessorName): readonly string[] {
  return processor === 'QITECH' ? ['ZIPDIN', 'QI Tech'] : ['ZIPDIN'];
}

/** Spec section 2, "Authorisation guide": the confirmation dialog's question, verbatim. */
export function confirmQuestion(processor: ProcessorName): string {
  return processor === 'QITECH' ? 'Você já autorizou as seguintes bancarizadoras? ZIPDIN e QI Tech?' : 'Você já aprovou a bancarizadora ZIPDIN?';
}

/** The instruction above the carousel: which partner(s) to authorise, and where. */
export function authorizeInstruction(processor: ProcessorName): string {
  const partners = partnersFor(processor);
  return partners.length > 1
    ? `Para consultarmos o seu saldo, autorize as bancarizadoras ${partners.join(' e ')} no aplicativo FGTS. Siga o passo a passo:`
    : `Para consultarmos o seu saldo, autorize a bancarizadora ${partners[0]} no aplicativo FGTS. Siga o passo a passo:`;
}
