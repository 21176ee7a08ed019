import { useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { fetchPostalCode } from '../../../api/operations/get-postal-code';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { CEP_LENGTH } from '../../../lib/br/cep';
import { onlyDigits } from '../../../lib/br/digits';
import { CEP_TOASTS, LOOKUP_FIELDS, applyLookup, isLocked, type LookupOutcome } from '../cep-lookup';
import { AddressTextField, CepField, ComplementField, StateField, StreetNumberField } from '../fields';
import { ADDRESS_LIMITS, createAddressSchema, type AddressValues } from '../schemas/address';
import { STEP_FRAMES, StepLayout } from './step-layout';
import { useStepForm } from './use-step-form';
import type { CepLock } from '../cep-lookup';
import type { FrameCopy } from '../../../lib/frame';

/** Step 2's fields, the form's values. */
export const ADDRESS_FIELDS = ['cep', 'street', 'streetNumber', 'complement', 'district', 'city', 'state'] as const;
const LOCKABLE = ['street', 'district', 'city'] as const;

/** The key of the address frame's variant: which of street, district and city the CEP locked. */
export const lockedVariant = (locked: Record<(typeof LOCKABLE)[number], boolean>) => LOCKABLE.filter((name) => locked[name]).join(' ');

/** What step 2 draws of its frame (./address-frame): the form's values and the CEP's locks as the form computes them. */
export function addressFrameCopy(address: AddressValues, lock: CepLock | null | undefined): FrameCopy {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, address[name] ?? ''])) as Record<(typeof ADDRESS_FIELDS)[number], string>;
  const locked = Object.fromEntries(LOCKABLE.map((name) => [name, isLocked(lock, onlyDigits(values.cep), name)])) as Record<(typeof LOCKABLE)[number], boolean>;
  return { variant: lockedVariant(locked), slots: { ...values, count: String(values.complement.length) } };
}

type Props = {
  values: AddressValues;
  lock: CepLock | null | undefined;
  onChange: (values: AddressValues) => void;
  onLock: (lock: CepLock | null) => void;
  onBack: () => void;
  onDone: () => void;
  /** Its frame painted from the phone's copy (./address-frame): inert, no buttons. */
  frame?: boolean;
};

/** Step 2, 'Endereço' (spec sections 2, 5, 8 and 9). */
export function AddressStep({ values, lock, onChange, onLock, onBack, onDone, frame }: Props) {
  const schema = useMemo(() => createAddressSchema(), []);
  const { form, attempted, leave, formRef } = useStepForm(values, schema, onChange, onDone);
  const cepDigits = onlyDigits(useStore(form.store, (s) => s.values.cep));
  const lastLookup = useRef<string | null>(null);
  // The lock as last written: a second answer must not see the one before the first.
  const latestLock = useRef(lock);
  latestLock.current = lock;

  // What a lookup's outcome does to the fields (applyLookup), for the CEP still in the field.
  const settle = (digits: string, outcome: LookupOutcome) => {
    if (onlyDigits(form.getFieldValue('cep')) !== digits) return false; // the CEP changed meanwhile
    const current = form.state.values;
    const { values: next, lock: nextLock } = applyLookup(current, latestLock.current, digits, outcome);
    for (const name of LOOKUP_FIELDS) if (next[name] !== current[name]) form.setFieldValue(name, next[name]);
    latestLock.current = nextLock;
    onLock(nextLock);
    onChange(form.state.values);
    return true;
  };

  const lookup = useMutation({
    mutationFn: fetchPostalCode,
    // The lookup is the worker's action: a failure is said at once ('Erro ao consultar CEP').
    retry: false,
    onSuccess: (answer, digits) => {
      if (settle(digits, answer ? { found: answer } : 'notFound')) showToast(answer ? CEP_TOASTS.found : CEP_TOASTS.notFound);
    },
    onError: (_error, digits) => {
      settle(digits, 'failed');
      showToast(CEP_TOASTS.failed);
    },
  });

  const consult = (digits: string) => {
    if (digits.length !== CEP_LENGTH) {
      // Spec section 8: an invalid length is only logged (never the CEP itself).
      console.info('CEP lookup skipped: the CEP is incomplete');
      return;
    }
    lastLookup.current = digits;
    lookup.mutate(digits);
  };

  const locked = (name: 'street' | 'district' | 'city') => isLocked(lock, cepDigits, name);

  return (
    <StepLayout {...STEP_FRAMES[2]} formRef={formRef} onBack={onBack} onSubmit={() => void form.handleSubmit()} frame={frame}>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '2', alignItems: 'start' })}>
        <form.Field name="cep">
          {(field) => (
            <CepField
              field={field}
              attempted={attempted}
              onLeave={() => leave(field)}
              onTyped={(masked) => {
                const digits = onlyDigits(masked);
                // Looked up on the 8th digit, once per CEP typed.
                if (digits.length === CEP_LENGTH && digits !== lastLookup.current) consult(digits);
                if (digits.length < CEP_LENGTH) lastLookup.current = null;
              }}
            />
          )}
        </form.Field>
        <Button variant="outline" className={css({ mt: '6' })} disabled={lookup.isPending} onClick={() => consult(cepDigits)}>
          Consultar CEP
        </Button>
      </div>
      {lookup.isPending ? (
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Consultando o CEP…
        </p>
      ) : null}
      <form.Field name="street">
        {(field) => <AddressTextField name="street" locked={locked('street')} field={field} attempted={attempted} onLeave={() => leave(field)} />}
      </form.Field>
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1.4fr', gap: '2', alignItems: 'start' })}>
        <form.Field name="streetNumber">{(field) => <StreetNumberField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
        <form.Field name="complement">
          {(field) => <ComplementField max={ADDRESS_LIMITS.complement} field={field} attempted={attempted} onLeave={() => leave(field)} />}
        </form.Field>
      </div>
      <form.Field name="district">
        {(field) => <AddressTextField name="district" locked={locked('district')} field={field} attempted={attempted} onLeave={() => leave(field)} />}
      </form.Field>
      <form.Field name="city">
        {(field) => <AddressTextField name="city" locked={locked('city')} field={field} attempted={attempted} onLeave={() => leave(field)} />}
      </form.Field>
      <form.Field name="state">{(field) => <StateField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
    </StepLayout>
  );
}
