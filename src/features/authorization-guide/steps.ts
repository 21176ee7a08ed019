import type { ProcessorName } from './processor';

/** The guide's heading on each of its screens: the self-service `tutorial` and the Corban `introducao`. */
export const GUIDE_TITLES = { tutorial: 'Autorização', introducao: 'Instruções' } as const;

/** How a step is named to the worker (its caption, its image's alt text, the carousel's item): 'Passo 5 de 11'. */
export const stepLabel = (number: number | string, count: number | string) => `Passo ${number} de ${count}`;

/** Spec section 9: the carousel has 11 images per processor. */
export const GUIDE_STEP_COUNT = 11;

export type GuideStep = { src: string; alt: string; caption: string };

/** The partners' names as the FGTS app lists them (what the worker searches for and taps). */
export const ZIPDIN_LEGAL_NAME = 'ZIPDIN SOLUCOES DIGITAIS SCD S.A.';
export const QITECH_LEGAL_NAME = 'QI SOCIEDADE DE CRÉDITO DIRETO S.A.';

const COMMON = [
  'Baixe e abra o aplicativo FGTS no seu celular.',
  'Entre com o seu CPF e a sua senha.',
  'Na tela inicial, toque em “Saque-Aniversário”.',
  'Toque em “Autorizar bancos a consultarem seu FGTS”.',
  'Toque em “Empréstimo Saque-Aniversário”.',
  'Toque em “Adicionar instituição”.',
];

/** What each image shows, in the order of public/tutorial/{set}/01.svg … 11.svg. */
const CAPTIONS: Record<ProcessorName, readonly string[]> = {
  ZIPDIN: [
    ...COMMON,
    'Pesquise por “ZIPDIN”.',
    `Selecione “${ZIPDIN_LEGAL_NAME}”.`,
    'Confira os dados e toque em “Confirmar”.',
    'Pronto! A ZIPDIN foi autorizada.',
    'Confira a ZIPDIN na lista de instituições autorizadas e volte aqui.',
  ],
  QITECH: [
    ...COMMON,
    `Pesquise por “QI” e selecione “${QITECH_LEGAL_NAME}”.`,
    'Confira os dados e toque em “Confirmar”.',
    `Toque de novo em “Adicionar instituição”, pesquise por “ZIPDIN” e selecione “${ZIPDIN_LEGAL_NAME}”.`,
    'Confira os dados e toque em “Confirmar”.',
    'Pronto! Confira as duas instituições na lista de autorizadas e volte aqui.',
  ],
};

const FOLDER: Record<ProcessorName, string> = { ZIPDIN: 'zipdin', QITECH: 'qitech' };

/** The 11 images of a processor's guide, with the alt text a screen reader announces. */
export function guideSteps(processor: ProcessorName): GuideStep[] {
  return CAPTIONS[processor].map((caption, i) => ({
    src: `/tutorial/${FOLDER[processor]}/${String(i + 1).padStart(2, '0')}.svg`,
    alt: `${stepLabel(i + 1, GUIDE_STEP_COUNT)}: ${caption}`,
    caption,
  }));
}
