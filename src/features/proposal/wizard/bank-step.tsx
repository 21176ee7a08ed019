import { useStore } from '@tanstack/react-form';
import { useEffect, useMemo } from 'react';
import { css } from 'styled-system/css';
import { SelectField } from '../../../components/ui/select-field';
import { maskCpf } from '../../../lib/br/cpf';
import { BankSelect } from '../bank-select';
import { fieldError } from '../field-error';
import { AccountField, AccountTypeField, AgencyField, DigitField, PIX_TYPE_LABELS, PixKeyField } from '../fields';
import { normalisePixEmail } from '../normalise';
import { ACCOUNT_TYPES, PIX_KEY_TYPES, ZERO_TAC_PIX_KEY_TYPES, canProceedPix, createBankDataSchema, type BankDataValues } from '../schemas/bank-data';
import { PixWarningDialog } from './pix-warning-dialog';
import { STEP_FRAMES, StepLayout } from './step-layout';
import { useStepForm } from './use-step-form';

export { ACCOUNT_TYPE_LABELS, PIX_TYPE_LABELS } from '../fields';

type Props = {
  values: BankDataValues;
  zeroTac: boolean;
  /** The consulted CPF (masked): the CPF key is always the worker's own. */
  cpf: string;
  /** Step 1's phone and e-mail: the phone and e-mail keys start from them. */
  cellphone: string;
  email: string;
  warningOpen: boolean;
  onWarningClose: (owned: boolean) => void;
  onChange: (values: BankDataValues) => void;
  onBack: () => void;
  onDone: () => void;
};

/** The key a type starts with (spec section 5): the CPF and the phone, locked; the typed e-mail. */
function keyFor(type: string, props: Pick<Props, 'cpf' | 'cellphone' | 'email'>, current: BankDataValues): string {
  if (type === 'DOCUMENT') return maskCpf(props.cpf);
  if (type === 'PHONE') return props.cellphone;
  if (type === 'EMAIL') return current.pixType === 'EMAIL' && current.pixKey ? current.pixKey : normalisePixEmail(props.email);
  return '';
}

/** Step 3, 'Informações Bancárias' (spec sections 2 and 5). */
export function BankStep(props: Props) {
  const { values, zeroTac, warningOpen, onWarningClose, onChange, onBack, onDone } = props;
  const types = zeroTac ? ZERO_TAC_PIX_KEY_TYPES : PIX_KEY_TYPES;
  const schema = useMemo(() => createBankDataSchema({ pixKeyTypes: types }), [types]);
  const { form, attempted, leave, formRef } = useStepForm(values, schema, onChange, onDone);
  const current = useStore(form.store, (s) => s.values);
  const pixType = current.pixType;

  // ZERO TAC pays only to a bank account (spec section 6): a key type from the prefill or another product goes.
  useEffect(() => {
    if (zeroTac && form.getFieldValue('pixType') !== 'BANK_ACCOUNT') {
      form.setFieldValue('pixType', 'BANK_ACCOUNT');
      form.setFieldValue('pixKey', '');
    }
  }, [zeroTac, form]);

  const locked = pixType === 'DOCUMENT' || pixType === 'PHONE';

  return (
    <StepLayout {...STEP_FRAMES[3]} formRef={formRef} onBack={onBack} onSubmit={() => void form.handleSubmit()} submitDisabled={!canProceedPix(current)}>
      <PixWarningDialog open={warningOpen} onClose={onWarningClose} />
      <form.Field name="pixType">
        {(field) => (
          <SelectField
            label="Selecione Sua Chave Pix"
            options={types.map((type) => ({ value: type, label: PIX_TYPE_LABELS[type] }))}
            value={field.state.value}
            onValueChange={(type) => {
              form.setFieldValue('pixKey', keyFor(type, props, form.state.values));
              field.handleChange(type);
            }}
            onBlur={() => leave(field)}
            error={fieldError(field.state.meta, attempted)}
          />
        )}
      </form.Field>
      {pixType === 'EMAIL' || pixType === 'PHONE' || pixType === 'DOCUMENT' ? (
        <form.Field name="pixKey">
          {(field) => <PixKeyField pixType={pixType} locked={locked} field={field} attempted={attempted} onLeave={() => leave(field)} />}
        </form.Field>
      ) : null}
      {pixType === 'BANK_ACCOUNT' ? (
        <>
          <form.Field name="accountType">
            {(field) => <AccountTypeField types={ACCOUNT_TYPES} field={field} attempted={attempted} onLeave={() => leave(field)} />}
          </form.Field>
          <form.Field name="bankCode">
            {(field) => (
              <BankSelect
                chosen={current.Bank && current.bankCode ? { bankCode: current.bankCode, Bank: current.Bank } : null}
                onChange={(chosen) => {
                  form.setFieldValue('Bank', chosen?.Bank ?? null);
                  field.handleChange(chosen?.bankCode ?? '');
                  field.handleBlur();
                }}
                onBlur={() => leave(field)}
                error={fieldError(field.state.meta, attempted)}
              />
            )}
          </form.Field>
          <form.Field name="agency">{(field) => <AgencyField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
          <div className={css({ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: '2', alignItems: 'start' })}>
            <form.Field name="account">{(field) => <AccountField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
            <form.Field name="digit">{(field) => <DigitField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
          </div>
        </>
      ) : null}
    </StepLayout>
  );
}
