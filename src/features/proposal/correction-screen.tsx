import { useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { proposalQuery, type Proposal } from '../../api/operations/get-proposal';
import { Button } from '../../components/ui/button';
import { MaskedField } from '../../components/ui/masked-field';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { WizardSteps } from '../../components/ui/wizard-steps';
import { useDraft } from '../../hooks/use-draft';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';
import { useLinkConfig } from '../../hooks/use-link-config';
import { CEP_MASK } from '../../lib/br/cep';
import { maskCpf } from '../../lib/br/cpf';
import { BIRTH_DATE_MASK, BR_DATE_LENGTH } from '../../lib/br/date';
import { fixedMask } from '../../lib/br/mask';
import { NAME_MAX_LENGTH } from '../../lib/br/name';
import { PHONE_MASK, completePhone } from '../../lib/br/phone';
import { UFS } from '../../lib/br/uf';
import { CORRECTION_POLL_MS, correctionTakenIn, parseCustomStatus } from '../../lib/fgts/custom-status';
import { isZeroTac } from '../../lib/fgts/product';
import { BankSelect } from './bank-select';
import { ACCOUNT_TYPE_LABELS, PIX_TYPE_LABELS } from './bank-step';
import { correctionResubmission, correctionValuesFrom, type CorrectionValues } from './correction-values';
import { fieldError } from './field-error';
import { normaliseAddressText, normaliseComplement, normaliseFullName, normaliseMotherName, normalisePixEmail } from './normalise';
import { cardsOf } from './post-confirmation';
import { ADDRESS_LIMITS, createAddressSchema } from './schemas/address';
import { BANK_LIMITS, CORRECTION_ACCOUNT_TYPES, PIX_KEY_TYPES, ZERO_TAC_PIX_KEY_TYPES, createBankDataSchema } from './schemas/bank-data';
import { createPersonalDataSchema } from './schemas/personal-data';
import { useResubmit } from './use-resubmit';

/** What the worker types in step 6, per link in the encrypted drafts, for the proposal it corrects. */
interface CorrectionDraft {
  proposalId: string;
  values: CorrectionValues;
}

const correctionDraftKey = (base: string) => `correction:${base}`;
const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));
const AGENCY_MASK = fixedMask('0000');
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const sectionClass = css({ display: 'grid', gap: '3' });
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'bold', mt: '2' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={sectionClass}>
      <legend className={sectionTitle}>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Step 6, 'Corrigir Dados' (spec section 4): the proposal's data, prefilled from the proposal, for
 * the worker to correct (complement up to 50, CPF not editable, the account type also lists the
 * payment account); 'Salvar' resubmits with `createProposalBank: true, createIdentitySecurity:
 * false`, once per tap (use-resubmit); then the proposal is read every 2 s until the server has
 * taken the correction in (the correction or retry action pending again) and the worker is back on
 * step 5. A reload or a reopened app comes back here, to the same values or the same wait.
 */
export function CorrectionScreen() {
  const { base } = useFlowPath();
  const { go } = useFlowNavigation();
  const [flow] = useFlowState(base);
  const id = flow.proposalId ?? '';
  const { resubmit, sending, draft: post, setPostDraft } = useResubmit(base);
  const waiting = post.correctionSaved === id && id !== '';
  const proposal = useQuery({
    ...proposalQuery(id),
    enabled: id !== '',
    staleTime: 0,
    refetchInterval: waiting ? CORRECTION_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const [draft, setDraft] = useDraft<CorrectionDraft | null>(correctionDraftKey(base), null);
  const config = useLinkConfig();
  const data = proposal.data;

  // Spec section 4: once the correction or the retry action is pending again, back to step 5.
  const takenIn = waiting && data ? correctionTakenIn(parseCustomStatus(data.customStatus)) : false;
  useEffect(() => {
    if (!takenIn) return;
    setPostDraft((d) => ({ ...d, correctionSaved: null }));
    setDraft(null);
    void go('show-proposal', { replace: true });
  }, [takenIn, setPostDraft, setDraft, go]);

  // Prefilled once per proposal from what the BFF has; what the worker types afterwards wins.
  useEffect(() => {
    if (data && id !== '' && draft?.proposalId !== id) setDraft({ proposalId: id, values: correctionValuesFrom(data) });
  }, [data, id, draft?.proposalId, setDraft]);

  let body;
  if (waiting || sending) {
    body = (
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Spinner />
        <p role="status">{sending ? 'Enviando os seus dados…' : 'Estamos revalidando sua proposta.'}</p>
      </div>
    );
  } else if (!data || draft?.proposalId !== id) {
    body = proposal.isError ? (
      <p role="alert">Não foi possível carregar os dados da proposta agora. Tente novamente em instantes.</p>
    ) : (
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Spinner />
        <p role="status">Carregando os dados da proposta…</p>
      </div>
    );
  } else {
    body = (
      <CorrectionForm
        proposal={data}
        values={draft.values}
        onChange={(values) => setDraft({ proposalId: id, values })}
        onBack={() => void go('show-proposal')}
        onSave={(values) => {
          if (!config.data) return;
          void resubmit('correction', id, correctionResubmission(values, data, config.data.id));
        }}
      />
    );
  }

  return (
    <Page className={css({ p: '5', display: 'grid', gap: '4', alignContent: 'start' })}>
      <WizardSteps current="Correção" />
      <h1 className={heading}>Corrigir Dados</h1>
      {body}
    </Page>
  );
}

type FormProps = {
  proposal: Proposal;
  values: CorrectionValues;
  onChange: (values: CorrectionValues) => void;
  onBack: () => void;
  onSave: (values: CorrectionValues) => void;
};

function CorrectionForm({ proposal, values, onChange, onBack, onSave }: FormProps) {
  const zeroTac = isZeroTac(proposal.chosenFinancialInfo.productName);
  const pixTypes = zeroTac ? ZERO_TAC_PIX_KEY_TYPES : PIX_KEY_TYPES;
  const schema = useMemo(
    () =>
      v.object({
        personalData: createPersonalDataSchema(),
        address: createAddressSchema({ complementMaxLength: ADDRESS_LIMITS.correctionComplement }),
        bankData: createBankDataSchema({ pixKeyTypes: pixTypes, accountTypes: CORRECTION_ACCOUNT_TYPES }),
      }),
    [pixTypes],
  );
  const form = useForm({
    defaultValues: values,
    validators: { onChange: schema, onSubmit: schema },
    listeners: { onChange: ({ formApi }) => onChange(formApi.state.values) },
    onSubmit: ({ value }) => onSave(value),
  });
  const attempted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const current = useStore(form.store, (s) => s.values);
  const pixType = current.bankData.pixType;
  const cpf = maskCpf(proposal.NaturalPerson.document);
  const correction = cardsOf(proposal).bank;

  const keyFor = (type: string): string => {
    if (type === 'DOCUMENT') return cpf;
    if (type === 'PHONE') return form.getFieldValue('personalData.cellphone');
    if (type === 'EMAIL') return normalisePixEmail(form.getFieldValue('personalData.email') ?? '');
    return '';
  };
  const keyLocked = pixType === 'DOCUMENT' || pixType === 'PHONE';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
      className={css({ display: 'grid', gap: '3' })}
    >
      {correction.kind === 'correction' && (correction.mensagem || correction.resultado.length > 0) ? (
        <div className={css({ bg: 'bg.subtle', borderRadius: 'xl', p: '4', display: 'grid', gap: '1' })}>
          <p className={css({ fontWeight: 'bold' })}>O banco pediu para você conferir:</p>
          {correction.mensagem ? <p>{correction.mensagem}</p> : null}
          {correction.resultado.length > 0 ? (
            <ul className={css({ listStyle: 'disc', pl: '5' })}>
              {correction.resultado.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Section title="Dados Pessoais">
        <TextField label="CPF" value={cpf} readOnly helper="O CPF não pode ser alterado." />
        <form.Field name="personalData.name">
          {(field) => (
            <TextField
              label="Nome completo"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              value={field.state.value}
              onChange={(e) => field.handleChange(normaliseFullName(e.currentTarget.value))}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="personalData.birthDate">
          {(field) => (
            <MaskedField
              label="Data de nascimento"
              placeholder="dd/mm/aaaa"
              mask={BIRTH_DATE_MASK}
              maxLength={BR_DATE_LENGTH}
              autoComplete="bday"
              value={field.state.value}
              onValueChange={(masked) => field.handleChange(masked)}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="personalData.cellphone">
          {(field) => (
            <MaskedField
              label="Celular com DDD"
              type="tel"
              placeholder="(00) 00000-0000"
              mask={PHONE_MASK}
              autoComplete="tel-national"
              value={field.state.value}
              onValueChange={(masked) => {
                field.handleChange(masked);
                if (form.getFieldValue('bankData.pixType') === 'PHONE') form.setFieldValue('bankData.pixKey', masked);
              }}
              onBlur={() => {
                const completed = completePhone(field.state.value);
                if (completed !== field.state.value) field.handleChange(completed);
                field.handleBlur();
              }}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="personalData.motherName">
          {(field) => (
            <TextField
              label="Nome da mãe"
              maxLength={NAME_MAX_LENGTH}
              value={field.state.value}
              onChange={(e) => field.handleChange(normaliseMotherName(e.currentTarget.value))}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="personalData.email">
          {(field) => (
            <TextField
              label="E-mail (opcional)"
              inputMode="email"
              autoComplete="email"
              maxLength={120}
              value={field.state.value ?? ''}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
      </Section>

      <Section title="Endereço">
        <form.Field name="address.cep">
          {(field) => (
            <MaskedField
              label="CEP"
              placeholder="00000-000"
              mask={CEP_MASK}
              autoComplete="postal-code"
              value={field.state.value}
              onValueChange={(masked) => field.handleChange(masked)}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="address.street">
          {(field) => (
            <TextField
              label="Rua"
              autoComplete="address-line1"
              maxLength={ADDRESS_LIMITS.street}
              value={field.state.value}
              onChange={(e) => field.handleChange(normaliseAddressText(e.currentTarget.value))}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="address.streetNumber">
          {(field) => (
            <TextField
              label="Número"
              inputMode="numeric"
              maxLength={ADDRESS_LIMITS.streetNumber + 1}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="address.complement">
          {(field) => (
            <TextField
              label="Complemento (opcional)"
              autoComplete="address-line2"
              maxLength={ADDRESS_LIMITS.correctionComplement + 1}
              value={field.state.value ?? ''}
              onChange={(e) => field.handleChange(normaliseComplement(e.currentTarget.value))}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="address.district">
          {(field) => (
            <TextField
              label="Bairro"
              maxLength={ADDRESS_LIMITS.district + 1}
              value={field.state.value}
              onChange={(e) => field.handleChange(normaliseAddressText(e.currentTarget.value))}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="address.city">
          {(field) => (
            <TextField
              label="Cidade"
              autoComplete="address-level2"
              maxLength={ADDRESS_LIMITS.city + 1}
              value={field.state.value}
              onChange={(e) => field.handleChange(normaliseAddressText(e.currentTarget.value))}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        <form.Field name="address.state">
          {(field) => (
            <SelectField
              label="Estado"
              options={UF_OPTIONS}
              autoComplete="address-level1"
              value={field.state.value}
              onValueChange={(value) => field.handleChange(value)}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
      </Section>

      <Section title="Informações Bancárias">
        <form.Field name="bankData.pixType">
          {(field) => (
            <SelectField
              label="Selecione Sua Chave Pix"
              options={pixTypes.map((type) => ({ value: type, label: PIX_TYPE_LABELS[type] }))}
              value={field.state.value}
              onValueChange={(type) => {
                form.setFieldValue('bankData.pixKey', keyFor(type));
                field.handleChange(type);
              }}
              onBlur={field.handleBlur}
              error={fieldError(field.state.meta, attempted)}
            />
          )}
        </form.Field>
        {pixType === 'EMAIL' || pixType === 'PHONE' || pixType === 'DOCUMENT' ? (
          <form.Field name="bankData.pixKey">
            {(field) => (
              <TextField
                label={pixType === 'EMAIL' ? 'Chave Pix (e-mail)' : pixType === 'PHONE' ? 'Chave Pix (celular)' : 'Chave Pix (CPF)'}
                readOnly={keyLocked}
                helper={keyLocked ? (pixType === 'DOCUMENT' ? 'A chave é o seu CPF.' : 'A chave é o celular que você informou.') : undefined}
                inputMode={pixType === 'EMAIL' ? 'email' : 'numeric'}
                autoComplete={pixType === 'EMAIL' ? 'email' : 'off'}
                maxLength={120}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.currentTarget.value)}
                onBlur={() => {
                  if (pixType === 'EMAIL') field.handleChange(normalisePixEmail(field.state.value));
                  field.handleBlur();
                }}
                error={fieldError(field.state.meta, attempted)}
              />
            )}
          </form.Field>
        ) : null}
        {pixType === 'BANK_ACCOUNT' ? (
          <>
            <form.Field name="bankData.accountType">
              {(field) => (
                <SelectField
                  label="Tipo de conta"
                  options={CORRECTION_ACCOUNT_TYPES.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] ?? type }))}
                  value={field.state.value}
                  onValueChange={(type) => field.handleChange(type)}
                  onBlur={field.handleBlur}
                  error={fieldError(field.state.meta, attempted)}
                />
              )}
            </form.Field>
            <form.Field name="bankData.bankCode">
              {(field) => (
                <BankSelect
                  chosen={current.bankData.Bank && current.bankData.bankCode ? { bankCode: current.bankData.bankCode, Bank: current.bankData.Bank } : null}
                  onChange={(chosen) => {
                    form.setFieldValue('bankData.Bank', chosen?.Bank ?? null);
                    field.handleChange(chosen?.bankCode ?? '');
                    field.handleBlur();
                  }}
                  error={fieldError(field.state.meta, attempted)}
                />
              )}
            </form.Field>
            <form.Field name="bankData.agency">
              {(field) => (
                <MaskedField
                  label="Agência"
                  helper="4 dígitos, sem o dígito da agência"
                  mask={AGENCY_MASK}
                  value={field.state.value}
                  onValueChange={(masked) => field.handleChange(masked)}
                  onBlur={field.handleBlur}
                  error={fieldError(field.state.meta, attempted)}
                />
              )}
            </form.Field>
            <div className={css({ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: '2' })}>
              <form.Field name="bankData.account">
                {(field) => (
                  <TextField
                    label="Conta"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={BANK_LIMITS.account + 1}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.currentTarget.value.trim())}
                    onBlur={field.handleBlur}
                    error={fieldError(field.state.meta, attempted)}
                  />
                )}
              </form.Field>
              <form.Field name="bankData.digit">
                {(field) => (
                  <TextField
                    label="Dígito"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={BANK_LIMITS.digit + 1}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.currentTarget.value.trim())}
                    onBlur={field.handleBlur}
                    error={fieldError(field.state.meta, attempted)}
                  />
                )}
              </form.Field>
            </div>
          </>
        ) : null}
      </Section>

      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', mt: '4' })}>
        <Button variant="outline" onClick={onBack}>
          Voltar
        </Button>
        <Button type="submit">Salvar</Button>
      </div>
    </form>
  );
}
