import { useMemo } from 'react';
import { BirthDateField, CellphoneField, EmailField, FullNameField, MotherNameField } from '../fields';
import { createPersonalDataSchema, type PersonalDataValues } from '../schemas/personal-data';
import { STEP_FRAMES, StepLayout } from './step-layout';
import { useStepForm } from './use-step-form';

type Props = {
  values: PersonalDataValues;
  onChange: (values: PersonalDataValues) => void;
  onBack: () => void;
  onDone: () => void;
};

/** Step 1, 'Dados Pessoais' (spec sections 2 and 5). */
export function PersonalStep({ values, onChange, onBack, onDone }: Props) {
  const schema = useMemo(() => createPersonalDataSchema(), []);
  const { form, attempted, leave, formRef } = useStepForm(values, schema, onChange, onDone);

  return (
    <StepLayout {...STEP_FRAMES[1]} formRef={formRef} onBack={onBack} onSubmit={() => void form.handleSubmit()}>
      <form.Field name="name">{(field) => <FullNameField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
      <form.Field name="birthDate">{(field) => <BirthDateField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
      <form.Field name="cellphone">{(field) => <CellphoneField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
      <form.Field name="motherName">{(field) => <MotherNameField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
      <form.Field name="email">{(field) => <EmailField field={field} attempted={attempted} onLeave={() => leave(field)} />}</form.Field>
    </StepLayout>
  );
}
