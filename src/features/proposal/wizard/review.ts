import type { FinancialOption } from '../../../api/operations/get-simulation';
import { formatCurrency } from '../../../lib/format';
import { bankLabel } from '../bank-choice';
import { withDerivedPixKey } from '../derived-key';
import { ACCOUNT_TYPE_LABELS, PIX_TYPE_LABELS } from '../fields';
import type { PixKeyType } from '../schemas/bank-data';
import type { Etapa } from './use-wizard-nav';
import type { WizardDraft } from './wizard-draft';

export type ReviewRow = readonly [label: string, value: string];

/** One section of 'Revisar Proposta': its rows, and the step that edits it ('Alterar'). */
export interface ReviewSection {
  title: string;
  edit?: Etapa;
  rows: readonly ReviewRow[];
}

/** What step 4 shows (spec section 2): the loan, then each step's values as the proposal sends them. */
export function reviewSections(draft: WizardDraft, cpf: string, option: FinancialOption | undefined): ReviewSection[] {
  const { personalData: p, address: a } = draft;
  const b = withDerivedPixKey(draft.bankData, { cpf, cellphone: p.cellphone });
  const payout: ReviewRow[] =
    b.pixType === 'BANK_ACCOUNT'
      ? [
          ['Forma de recebimento', PIX_TYPE_LABELS.BANK_ACCOUNT],
          ['Tipo de conta', ACCOUNT_TYPE_LABELS[b.accountType] ?? ''],
          ['Banco', b.Bank ? bankLabel(b.Bank.name, b.bankCode) : ''],
          ['Agência', b.agency],
          ['Conta', b.digit ? `${b.account}-${b.digit}` : b.account],
        ]
      : [
          ['Tipo de chave Pix', PIX_TYPE_LABELS[b.pixType as PixKeyType] ?? ''],
          ['Chave Pix', b.pixKey],
        ];
  const loan: ReviewSection[] = option
    ? [
        {
          title: 'Seu empréstimo',
          rows: [
            ['Valor a receber', formatCurrency(option.releasedAmount)],
            ['Anos antecipados', String(option.Installments.length)],
          ],
        },
      ]
    : [];
  return [
    ...loan,
    {
      title: 'Dados Pessoais',
      edit: 1,
      rows: [
        ['Nome completo', p.name],
        ['CPF', cpf],
        ['Data de nascimento', p.birthDate],
        ['Celular', p.cellphone],
        ['Nome da mãe', p.motherName],
        ['E-mail', p.email ?? ''],
      ],
    },
    {
      title: 'Endereço',
      edit: 2,
      rows: [
        ['CEP', a.cep],
        ['Rua', a.street],
        ['Número', a.streetNumber],
        ['Complemento', a.complement ?? ''],
        ['Bairro', a.district],
        ['Cidade', a.city],
        ['Estado', a.state],
      ],
    },
    { title: 'Informações Bancárias', edit: 3, rows: payout },
  ];
}

/** FNV-1a over the text, from a given offset basis: 32 bits as 8 hex digits. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A digest of everything the review shows (64 bits: two FNV-1a runs). 'Revisei as informações'
 * stores the digest of what was on screen when it was ticked, not a yes: whatever it covers changes
 * (a field, the loan, the CPF), the digest no longer matches and the box reads unticked. A digest,
 * not the rows themselves, so the draft does not hold the personal data twice.
 */
export function reviewStamp(sections: readonly ReviewSection[]): string {
  const text = JSON.stringify(sections.map((section) => [section.title, section.rows]));
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x050c5d1f);
}

/** The box is ticked only for the very data it was ticked on. */
export const isReviewed = (stamp: string | undefined, sections: readonly ReviewSection[]): boolean =>
  typeof stamp === 'string' && stamp === reviewStamp(sections);
