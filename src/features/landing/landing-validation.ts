import { CPF_MASKED_LENGTH, cpfError, isValidCpf } from '../../lib/br/cpf';
import { onlyDigits } from '../../lib/br/digits';
import { landingNameError } from '../../lib/br/name';
import { PHONE_LENGTH, phoneError } from '../../lib/br/phone';
import type { Worker } from '../../lib/flow/flow-state';

export type LandingErrors = { name: string | null; cpf: string | null; phone: string | null };

export function landingErrors(worker: Worker): LandingErrors {
  return { name: landingNameError(worker.name), cpf: cpfError(worker.cpf), phone: phoneError(worker.phone) };
}

/** Spec section 5, "Landing Prosseguir": when the button is enabled. */
export function canSubmitLanding(worker: Worker): boolean {
  return (
    worker.cpf.length === CPF_MASKED_LENGTH &&
    isValidCpf(worker.cpf) &&
    onlyDigits(worker.phone).length === PHONE_LENGTH &&
    landingNameError(worker.name) === null &&
    worker.name.length > 2
  );
}

/** Spec section 5: the check made on click (the toast 'Dados inválidos' otherwise). */
export function passesClickCheck(worker: Worker): boolean {
  return onlyDigits(worker.cpf).length === 11 && worker.name.trim().length > 2 && onlyDigits(worker.phone).length === PHONE_LENGTH;
}
