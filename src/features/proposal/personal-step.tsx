import { useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { MaskedField } from '../../components/ui/masked-field';
import { TextField } from '../../components/ui/text-field';
import { BIRTH_DATE_MASK, BR_DATE_LENGTH } from '../../lib/br/date';
import { NAME_MAX_LENGTH } from '../../lib/br/name';
import { PHONE_MASK, completePhone } from '../../lib/br/phone';
import { fieldError } from './field-error';
import { normaliseFullName, normaliseMotherName } from './normalise';
import { createPersonalDataSchema, type PersonalDataValues } from './schemas/personal-data';
import { StepLayout } from './step-layout';

type Props = {
  values: PersonalDataValues;
  onChange: (values: PersonalDataValues) => void;
  onBack: () => void;
  onDone: () => void;
};

/** Step 1, 'Dados Pessoais' (spec sections 2 and 5). */
export function PersonalStep({ values, onChange, onBack, onDone }: Props) {
  const schema = useMemo(() => createPersonalDataSchema(), []);
  const form = useForm({
    defaultValues: values,
    validators: { onChange: schema, onSubmit: schema },
    // The tap on 'Prosseguir' always validates afresh (not gated by the errors of an earlier state).
    canSubmitWhenInvalid: true,
    listeners: { onChange: ({ formApi }) => onChange(formApi.state.values) },
    onSubmit: () => onDone(),
  });
  const attempted = useStore(form.store, (s) => s.submissionAttempts > 0);
  // Leaving a field checks the step, so a field left untouched (a select) says what it needs.
  const leave = (field: { handleBlur: () => void }) => {
    field.handleBlur();
    void form.validate('change');
  };

  return (
    <StepLayout step="Dados Pessoais" heading="Dados Pessoais" onBack={onBack} onSubmit={() => void form.handleSubmit()}>
      <form.Field name="name">
        {(field) => (
          <TextField
            label="Nome completo"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={field.state.value}
            onChange={(e) => field.handleChange(normaliseFullName(e.currentTarget.value))}
            onBlur={() => leave(field)}
            error={fieldError(field.state.meta, attempted)}
          />
        )}
      </form.Field>
      <form.Field name="birthDate">
        {(field) => (
          <MaskedField
            label="Data de nascimento"
            placeholder="dd/mm/aaaa"
            mask={BIRTH_DATE_MASK}
            maxLength={BR_DATE_LENGTH}
            autoComplete="bday"
            value={field.state.value}
            onValueChange={(masked) => field.handleChange(masked)}
            onBlur={() => leave(field)}
            error={fieldError(field.state.meta, attempted)}
          />
        )}
      </form.Field>
      <form.Field name="cellphone">
        {(field) => (
          <MaskedField
            label="Celular com DDD"
            type="tel"
            placeholder="(00) 00000-0000"
            mask={PHONE_MASK}
            autoComplete="tel-national"
            value={field.state.value}
            onValueChange={(masked) => field.handleChange(masked)}
            onBlur={() => {
              // The spec's missing 9 is added once the worker leaves the field, never while typing.
              const completed = completePhone(field.state.value);
              if (completed !== field.state.value) field.handleChange(completed);
              leave(field);
            }}
            error={fieldError(field.state.meta, attempted)}
          />
        )}
      </form.Field>
      <form.Field name="motherName">
        {(field) => (
          <TextField
            label="Nome da mãe"
            maxLength={NAME_MAX_LENGTH}
            value={field.state.value}
            onChange={(e) => field.handleChange(normaliseMotherName(e.currentTarget.value))}
            onBlur={() => leave(field)}
            error={fieldError(field.state.meta, attempted)}
          />
        )}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField
            label="E-mail (opcional)"
            // Not type="email": the browser would drop leading and trailing spaces the rules must name.
            inputMode="email"
            autoComplete="email"
            maxLength={120}
            value={field.state.value ?? ''}
            onChange={(e) => field.handleChange(e.currentTarget.value)}
            onBlur={() => leave(field)}
            error={fieldError(field.state.meta, attempted)}
          />
        )}
      </form.Field>
    </StepLayout>
  );
}
