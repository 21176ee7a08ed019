import { useForm, useStore } from '@tanstack/react-form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useFocusFirstError } from '../use-focus-first-error';

/**
 * A wizard step's form (steps 1 to 3): the step's schema validates on change and on 'Prosseguir',
 * what is typed goes to the encrypted draft at once (`onChange`), and the tap on 'Prosseguir'
 * always validates afresh (not gated by the errors of an earlier state). Leaving a field checks
 * the step, so a field left untouched (a select) says what it needs. A tap with errors takes the
 * worker to the first one (`formRef` goes on the step's form).
 */
export function useStepForm<TValues>(values: TValues, schema: StandardSchemaV1<TValues, unknown>, onChange: (values: TValues) => void, onDone: () => void) {
  const { ref: formRef, focusFirstError } = useFocusFirstError();
  const form = useForm({
    defaultValues: values,
    validators: { onChange: schema, onSubmit: schema },
    canSubmitWhenInvalid: true,
    listeners: { onChange: ({ formApi }) => onChange(formApi.state.values) },
    onSubmit: () => onDone(),
    onSubmitInvalid: focusFirstError,
  });
  const attempted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const leave = (field: { handleBlur: () => void }) => {
    field.handleBlur();
    void form.validate('change');
  };
  return { form, attempted, leave, formRef };
}
