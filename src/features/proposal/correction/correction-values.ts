import type { components } from '../../../api/schema.gen';
import { maskCep } from '../../../lib/br/cep';
import { maskCpf } from '../../../lib/br/cpf';
import { isoToBrDate } from '../../../lib/br/date';
import { maskPhone } from '../../../lib/br/phone';
import { isUf } from '../../../lib/br/uf';
import { resubmissionFor } from '../../../lib/fgts/resubmission';
import { normaliseAddressText, normaliseComplement, normaliseMotherName, normalisePixEmail } from '../normalise';
import { personAndPayout, type ProposalFormData } from '../proposal-request';
import { CORRECTION_ACCOUNT_TYPES, PIX_KEY_TYPES, type PixKeyType } from '../schemas/bank-data';

type Proposal = components['schemas']['Proposal'];
type ProposalResubmission = components['schemas']['ProposalResubmission'];

/** Step 6, 'Corrigir Dados': the wizard's three sections, with the ids of the records the proposal has. */
export type CorrectionValues = ProposalFormData;

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

function pixKeyField(type: PixKeyType, key: string | null | undefined): string {
  const value = text(key);
  if (value === '') return '';
  if (type === 'DOCUMENT') return maskCpf(value);
  if (type === 'PHONE') return maskPhone(value.replace(/^55(?=\d{11}$)/, ''));
  if (type === 'EMAIL') return normalisePixEmail(value);
  return '';
}

/**
 * The correction form's values from the proposal as read back (spec section 4, "Prefilled from the
 * proposal"): the contract's ISO date as dd/mm/aaaa, phone and CEP masked, the texts as the wizard's
 * fields hold them. Values the proposal lacks stay empty for the worker to fill.
 */
export function correctionValuesFrom(proposal: Pick<Proposal, 'NaturalPerson' | 'BankDetail'>): CorrectionValues {
  const person = proposal.NaturalPerson;
  const address = person.address;
  const bank = proposal.BankDetail;
  const pixType = (PIX_KEY_TYPES as readonly string[]).includes(bank.pixKeyType ?? '') ? bank.pixKeyType : '';
  const accountType = (CORRECTION_ACCOUNT_TYPES as readonly string[]).includes(bank.accountType ?? '') ? (bank.accountType as string) : '';
  const uf = text(address.uf).toUpperCase();
  return {
    personalData: {
      id: person.id ?? null,
      name: text(person.name),
      birthDate: isoToBrDate(person.birthDate),
      cellphone: text(person.phoneNumber) === '' ? '' : maskPhone(text(person.phoneNumber)),
      motherName: normaliseMotherName(text(person.motherName)).trim(),
      email: text(person.email),
    },
    address: {
      id: address.id ?? person.addressId ?? null,
      cep: text(address.zipCode) === '' ? '' : maskCep(text(address.zipCode)),
      street: normaliseAddressText(text(address.addressName)),
      streetNumber: text(address.number),
      complement: normaliseComplement(text(address.complement)),
      district: normaliseAddressText(text(address.district)),
      city: normaliseAddressText(text(address.city)),
      state: isUf(uf) ? uf : '',
    },
    bankData: {
      id: bank.id ?? null,
      pixType,
      pixKey: pixType === '' ? '' : pixKeyField(pixType, bank.pixKey),
      accountType,
      bankCode: text(bank.bankCode),
      agency: text(bank.agency),
      account: text(bank.account),
      digit: text(bank.accountDigit),
      Bank: bank.Bank ? { id: bank.Bank.id, name: bank.Bank.name, ispb: bank.Bank.ispb } : null,
    },
  };
}

/**
 * The correction's resubmission (spec section 4: `createProposalBank: true,
 * createIdentitySecurity: false`): the worker and the payout as corrected, built like the wizard's
 * request, for the same solicitation, worker (the CPF is not editable) and chosen simulation as the
 * proposal. What the form does not hold goes back as it was read (bff.yaml
 * `ResubmittedProposalRequest`): the chosen option whole, and the worker's timestamps only when
 * the BFF sent them.
 */
export function correctionResubmission(
  values: CorrectionValues,
  proposal: Pick<Proposal, 'balanceSolicitationId' | 'selfServiceId' | 'NaturalPerson' | 'chosenFinancialInfo'>,
  selfServiceId: string,
): ProposalResubmission {
  const read = proposal.NaturalPerson;
  const { NaturalPerson, BankDetail } = personAndPayout(values, read.document);
  const { createdAt: _created, updatedAt: _updated, ...person } = NaturalPerson;
  return resubmissionFor('correction', {
    selfServiceId: proposal.selfServiceId ?? selfServiceId,
    balanceSolicitationId: proposal.balanceSolicitationId,
    NaturalPerson: {
      ...person,
      // An e-mail cleared here is none (null), not one the BFF should keep.
      email: person.email ?? null,
      ...(read.createdAt === undefined ? {} : { createdAt: read.createdAt }),
      ...(read.updatedAt === undefined ? {} : { updatedAt: read.updatedAt }),
    },
    chosenFinancialInfo: proposal.chosenFinancialInfo,
    BankDetail,
  });
}
