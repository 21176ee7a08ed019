import { useForm, useStore } from '@tanstack/react-form';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useQueryReadAfterPaint } from '../../../hooks/use-read-after-paint';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { proposalQuery, type Proposal } from '../../../api/operations/get-proposal';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDraft } from '../../../hooks/use-draft';
import { useFrameCopy } from '../../../hooks/use-frame-copy';
import { correctionDraftKey } from '../../../lib/flow/proposal-draft-keys';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../../hooks/use-flow';
import { useLinkConfig } from '../../../hooks/use-link-config';
import { maskCpf } from '../../../lib/br/cpf';
import { CORRECTION_POLL_MS, correctionTakenIn, parseCustomStatus } from '../../../lib/fgts/custom-status';
import { isZeroTac } from '../../../lib/fgts/product';
import { BankSelect } from '../bank-select';
import { correctionResubmission, correctionValuesFrom, type CorrectionValues } from './correction-values';
import { correctionOpening, correctionReasonOf, correctionWaits } from './correction-reason';
import { CorrectionLayout, CorrectionReason, correctionVariant } from './correction-view';
import { CorrectionWait } from './correction-wait';
import { fieldError } from '../field-error';
import {
  AccountField,
  AccountTypeField,
  AddressTextField,
  AgencyField,
  BirthDateField,
  CellphoneField,
  CepField,
  ComplementField,
  DigitField,
  EmailField,
  FullNameField,
  MotherNameField,
  PIX_TYPE_LABELS,
  PixKeyField,
  StateField,
  StreetNumberField,
} from '../fields';
import { withDerivedPixKey } from '../derived-key';
import { normalisePixEmail } from '../normalise';
import { keepFocusOnPress, leaveField, useFocusFirstError } from '../use-focus-first-error';
import { ADDRESS_LIMITS, createAddressSchema } from '../schemas/address';
import { CORRECTION_ACCOUNT_TYPES, PIX_KEY_TYPES, ZERO_TAC_PIX_KEY_TYPES, createBankDataSchema } from '../schemas/bank-data';
import { createPersonalDataSchema } from '../schemas/personal-data';
import { useResubmit } from '../post-confirmation/use-resubmit';

/** What the worker types in step 6, per link in the encrypted drafts, for the proposal it corrects. */
interface CorrectionDraft {
  proposalId: string;
  values: CorrectionValues;
}

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
  const waiting = correctionWaits(post, id);
  // Read again once the form from the persisted proposal is on screen.
  const proposal = useQueryReadAfterPaint({
    ...proposalQuery(id),
    enabled: id !== '',
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

  const opening = correctionOpening(id, post, draft?.proposalId, Boolean(data), sending);
  // The bank's reason above the form, and its frame (the reason; the form comes with the app).
  const reason = opening === 'form' && data && draft ? correctionReasonOf(data) : null;
  useFrameCopy(
    'correcao',
    reason && {
      variant: correctionVariant(Boolean(reason.mensagem), reason.resultado.length > 0),
      slots: { mensagem: reason.mensagem ?? '', item: reason.resultado },
    },
  );
  let body;
  if (opening === 'wait') {
    body = (
      <CorrectionWait
        sending={sending}
        savedAt={post.correctionSavedAt}
        onShowProposal={() => {
          // The form opens again from step 5's 'verificar e corrigir', with what was typed.
          setPostDraft((d) => ({ ...d, correctionSaved: null, correctionSavedAt: null }));
          void go('show-proposal', { replace: true });
        }}
      />
    );
  } else if (opening === 'loading' || !data || !draft) {
    body = proposal.isError ? (
      <LoadError onRetry={proposal.refetch} retrying={proposal.isFetching} />
    ) : (
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Spinner />
        <p role="status">Carregando os dados da proposta…</p>
      </div>
    );
  } else {
    body = (
      <>
        {reason ? <CorrectionReason {...reason} /> : null}
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
      </>
    );
  }

  return <CorrectionLayout>{body}</CorrectionLayout>;
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
  const cpf = maskCpf(proposal.NaturalPerson.document);
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const form = useForm({
    // A CPF or Celular key read back from the proposal may be stale: it is the CPF and the phone.
    defaultValues: { ...values, bankData: withDerivedPixKey(values.bankData, { cpf, cellphone: values.personalData.cellphone }) },
    validators: { onChange: schema, onSubmit: schema },
    listeners: { onChange: ({ formApi }) => onChange(formApi.state.values) },
    onSubmit: ({ value }) => onSave(value),
    onSubmitInvalid: focusFirstError,
  });
  const attempted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const current = useStore(form.store, (s) => s.values);
  const pixType = current.bankData.pixType;

  const keyFor = (type: string): string => {
    if (type === 'DOCUMENT') return cpf;
    if (type === 'PHONE') return form.getFieldValue('personalData.cellphone');
    if (type === 'EMAIL') return normalisePixEmail(form.getFieldValue('personalData.email') ?? '');
    return '';
  };
  const keyLocked = pixType === 'DOCUMENT' || pixType === 'PHONE';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        leaveField();
        void form.handleSubmit();
      }}
      className={css({ display: 'grid', gap: '3' })}
    >
      <Section title="Dados Pessoais">
        <TextField label="CPF" value={cpf} readOnly helper="O CPF não pode ser alterado." />
        <form.Field name="personalData.name">{(field) => <FullNameField field={field} attempted={attempted} />}</form.Field>
        <form.Field name="personalData.birthDate">{(field) => <BirthDateField field={field} attempted={attempted} />}</form.Field>
        <form.Field
          name="personalData.cellphone"
          // A phone Pix key is the phone: it follows every change (typed, or the 9 added on leaving).
          listeners={{
            onChange: ({ value }) => {
              const bank = form.getFieldValue('bankData');
              const derived = withDerivedPixKey(bank, { cpf, cellphone: value });
              if (derived !== bank) form.setFieldValue('bankData.pixKey', derived.pixKey);
            },
          }}
        >
          {(field) => <CellphoneField field={field} attempted={attempted} />}
        </form.Field>
        <form.Field name="personalData.motherName">{(field) => <MotherNameField field={field} attempted={attempted} />}</form.Field>
        <form.Field name="personalData.email">{(field) => <EmailField field={field} attempted={attempted} />}</form.Field>
      </Section>

      <Section title="Endereço">
        <form.Field name="address.cep">{(field) => <CepField field={field} attempted={attempted} />}</form.Field>
        <form.Field name="address.street">{(field) => <AddressTextField name="street" field={field} attempted={attempted} />}</form.Field>
        <form.Field name="address.streetNumber">{(field) => <StreetNumberField field={field} attempted={attempted} />}</form.Field>
        <form.Field name="address.complement">
          {(field) => <ComplementField max={ADDRESS_LIMITS.correctionComplement} field={field} attempted={attempted} />}
        </form.Field>
        <form.Field name="address.district">{(field) => <AddressTextField name="district" field={field} attempted={attempted} />}</form.Field>
        <form.Field name="address.city">{(field) => <AddressTextField name="city" field={field} attempted={attempted} />}</form.Field>
        <form.Field name="address.state">{(field) => <StateField field={field} attempted={attempted} />}</form.Field>
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
          <form.Field name="bankData.pixKey">{(field) => <PixKeyField pixType={pixType} locked={keyLocked} field={field} attempted={attempted} />}</form.Field>
        ) : null}
        {pixType === 'BANK_ACCOUNT' ? (
          <>
            <form.Field name="bankData.accountType">
              {(field) => <AccountTypeField types={CORRECTION_ACCOUNT_TYPES} field={field} attempted={attempted} />}
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
            <form.Field name="bankData.agency">{(field) => <AgencyField field={field} attempted={attempted} />}</form.Field>
            <div className={css({ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: '2', alignItems: 'start' })}>
              <form.Field name="bankData.account">{(field) => <AccountField field={field} attempted={attempted} />}</form.Field>
              <form.Field name="bankData.digit">{(field) => <DigitField field={field} attempted={attempted} />}</form.Field>
            </div>
          </>
        ) : null}
      </Section>

      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3', mt: '4' })}>
        <Button variant="outline" onMouseDown={keepFocusOnPress} onClick={onBack}>
          Voltar
        </Button>
        <Button type="submit" onMouseDown={keepFocusOnPress}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
