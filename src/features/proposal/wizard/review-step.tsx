import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
import { formatCurrency } from '../../../lib/format';
import type { FinancialOption } from '../../../api/operations/get-simulation';
import { ACCOUNT_TYPE_LABELS, PIX_TYPE_LABELS } from './bank-step';
import { bankLabel } from '../bank-choice';
import type { PixKeyType } from '../schemas/bank-data';
import { StepLayout } from './step-layout';
import type { Etapa } from './use-wizard-nav';
import type { WizardDraft } from './wizard-draft';

type Props = {
  draft: WizardDraft;
  cpf: string;
  option: FinancialOption | undefined;
  reviewed: boolean;
  onReviewed: (reviewed: boolean) => void;
  onEdit: (etapa: Etapa) => void;
  onBack: () => void;
  onConfirm: () => void;
  confirming: boolean;
};

type Row = readonly [label: string, value: string];

function Section({ title, rows, onEdit }: { title: string; rows: readonly Row[]; onEdit?: () => void }) {
  return (
    <section className={css({ display: 'grid', gap: '2', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'lg', p: '4' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</h2>
        {onEdit ? (
          <Button variant="ghost" onClick={onEdit} aria-label={`Alterar ${title}`}>
            Alterar
          </Button>
        ) : null}
      </div>
      <dl className={css({ display: 'grid', gap: '2' })}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: 'grid', gap: '0.5' })}>
            <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
            <dd className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Step 4, 'Revisar Proposta' (spec section 2): everything entered, readable; the box gates the confirmation. */
export function ReviewStep({ draft, cpf, option, reviewed, onReviewed, onEdit, onBack, onConfirm, confirming }: Props) {
  const { personalData: p, address: a, bankData: b } = draft;
  const payout: Row[] =
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
  return (
    <StepLayout
      step="Confirmação"
      heading="Revisar Proposta"
      onBack={onBack}
      onSubmit={onConfirm}
      submitLabel="Confirmar Proposta"
      submitDisabled={!reviewed || confirming}
    >
      {option ? (
        <Section
          title="Seu empréstimo"
          rows={[
            ['Valor a receber', formatCurrency(option.releasedAmount)],
            ['Anos antecipados', String(option.Installments.length)],
          ]}
        />
      ) : null}
      <Section
        title="Dados Pessoais"
        onEdit={() => onEdit(1)}
        rows={[
          ['Nome completo', p.name],
          ['CPF', cpf],
          ['Data de nascimento', p.birthDate],
          ['Celular', p.cellphone],
          ['Nome da mãe', p.motherName],
          ['E-mail', p.email ?? ''],
        ]}
      />
      <Section
        title="Endereço"
        onEdit={() => onEdit(2)}
        rows={[
          ['CEP', a.cep],
          ['Rua', a.street],
          ['Número', a.streetNumber],
          ['Complemento', a.complement ?? ''],
          ['Bairro', a.district],
          ['Cidade', a.city],
          ['Estado', a.state],
        ]}
      />
      <Section title="Informações Bancárias" onEdit={() => onEdit(3)} rows={payout} />
      <label className={css({ display: 'flex', alignItems: 'center', gap: '3', minH: '11', fontWeight: 'bold', cursor: 'pointer' })}>
        <input
          type="checkbox"
          checked={reviewed}
          onChange={(e) => onReviewed(e.currentTarget.checked)}
          className={css({ w: '6', h: '6', accentColor: 'brand.solid', flexShrink: 0 })}
        />
        Revisei as informações
      </label>
    </StepLayout>
  );
}
