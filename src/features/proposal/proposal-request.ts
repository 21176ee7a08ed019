import type { components } from '../../api/schema.gen';
import { slowWaitText } from '../../components/ui/use-slow-hint';
import { onlyDigits } from '../../lib/br/digits';
import { brDateToIso } from '../../lib/br/date';
import { isUf } from '../../lib/br/uf';
import { withDerivedPixKey } from './derived-key';
import { normalisePixEmail } from './normalise';
import type { AddressValues } from './schemas/address';
import { CORRECTION_ACCOUNT_TYPES, PIX_KEY_TYPES, type AccountType, type BankDataValues, type PixKeyType } from './schemas/bank-data';
import type { PersonalDataValues } from './schemas/personal-data';

export type ProposalRequest = components['schemas']['ProposalRequest'];
type FinancialOption = components['schemas']['FinancialOption'];
type BankDetail = components['schemas']['BankDetail'];

/** Spec section 4, "Submission", and section 8: the texts around sending the proposal. */
export const SUBMISSION_TEXTS = {
  sending: 'Estamos enviando a sua proposta.',
  /** Ours: the spec sets no timeout, so a slow send is said after SLOW_HINT_MS (with the support chat). */
  slow: slowWaitText('sua proposta está sendo enviada.'),
  /** Ours: tapped offline, the proposal waits for the network. */
  waitingForNetwork: 'Sem internet. Sua proposta será enviada assim que a conexão voltar.',
  /** Ours: the service worker holds it, so closing the app does not stop it. */
  sentWhenClosed: 'Você pode fechar o app: ela será enviada mesmo assim.',
  successTitle: 'Proposta concluída!',
  successDescription: 'Sua proposta foi enviada com sucesso.',
  failureTitle: 'Sua proposta não pode ser criada!',
  emptyEmailKeyTitle: 'Erro na chave PIX',
  emptyEmailKeyDescription: 'O campo chave pix não pode estar vazio.',
} as const;

/**
 * The completion toast's event (components/ui/toast): shown once per proposal created, and taken
 * away by step 5 once a card asks something of the worker, which 'Sua proposta foi enviada com
 * sucesso.' would contradict.
 */
export const CREATED_TOAST_ID = 'proposal-created';

/** What the wizard holds (spec section 3, "Form data"); ids are those of a returning customer, if any. */
export interface ProposalFormData {
  personalData: PersonalDataValues & { id?: string | null };
  address: AddressValues & { id?: string | null };
  bankData: BankDataValues & { id?: string | null };
}

export interface ProposalIds {
  selfServiceId: string;
  balanceSolicitationId: string;
  /** The consulted CPF (the solicitation's document): the proposal is that worker's. */
  document: string;
}

/**
 * Spec section 4: with the Pix type EMAIL and an empty key, the wizard goes back to the bank step
 * with this toast instead of sending. Null when the proposal can be sent.
 */
export function emptyEmailKeyToast(bankData: Pick<BankDataValues, 'pixType' | 'pixKey'>): { title: string; description: string } | null {
  return bankData.pixType === 'EMAIL' && normalisePixEmail(bankData.pixKey) === ''
    ? { title: SUBMISSION_TEXTS.emptyEmailKeyTitle, description: SUBMISSION_TEXTS.emptyEmailKeyDescription }
    : null;
}

const isPixKeyType = (value: string): value is PixKeyType => (PIX_KEY_TYPES as readonly string[]).includes(value);
const isAccountType = (value: string): value is AccountType => (CORRECTION_ACCOUNT_TYPES as readonly string[]).includes(value);
const orNull = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** Spec section 4: the Pix key is normalised (e-mail lower case without accents; phone and CPF digits). */
export function normalisePixKey(pixType: PixKeyType, pixKey: string): string | null {
  if (pixType === 'BANK_ACCOUNT') return null;
  return pixType === 'EMAIL' ? normalisePixEmail(pixKey) : onlyDigits(pixKey);
}

function bankDetail(bank: ProposalFormData['bankData']): BankDetail {
  if (!isPixKeyType(bank.pixType)) throw new Error('buildProposalRequest: no Pix type chosen (validate the bank step first)');
  const id = bank.id ?? null;
  if (bank.pixType !== 'BANK_ACCOUNT') {
    // The bank fields of a Pix payout would only be leftovers of another choice (or the prefill).
    return {
      id,
      pixKeyType: bank.pixType,
      pixKey: normalisePixKey(bank.pixType, bank.pixKey),
      accountDigit: null,
      account: null,
      agency: null,
      accountType: null,
      bankCode: null,
      Bank: null,
    };
  }
  return {
    id,
    pixKeyType: 'BANK_ACCOUNT',
    pixKey: null,
    accountDigit: orNull(bank.digit),
    account: orNull(bank.account),
    agency: orNull(bank.agency),
    accountType: isAccountType(bank.accountType) ? bank.accountType : null,
    bankCode: orNull(bank.bankCode),
    Bank: bank.Bank ? { id: bank.Bank.id, name: bank.Bank.name, ispb: bank.Bank.ispb } : null,
  };
}

/**
 * The worker and the payout of a proposal request (spec section 3, "Proposal request payload"; bff.yaml
 * `NaturalPerson` and `BankDetail`) from validated step values: documentType 'CPF', phone and zip
 * code as digits, the birth date as the contract's ISO date, the e-mail only when given. The
 * wizard's creation and the correction's resubmission send them. Throws on values the step schemas
 * would have refused.
 */
export function personAndPayout(form: ProposalFormData, document: string): Pick<ProposalRequest, 'NaturalPerson' | 'BankDetail'> {
  const { personalData: person, address } = form;
  const birthDate = brDateToIso(person.birthDate);
  if (!birthDate) throw new Error('personAndPayout: birth date is not dd/mm/aaaa (validate the personal step first)');
  if (!isUf(address.state)) throw new Error('personAndPayout: state is not a UF (validate the address step first)');
  const email = person.email?.trim() ?? '';
  return {
    NaturalPerson: {
      id: person.id ?? null,
      name: person.name.trim(),
      motherName: person.motherName.trim(),
      birthDate,
      document: onlyDigits(document),
      documentType: 'CPF',
      phoneNumber: onlyDigits(person.cellphone),
      addressId: address.id ?? null,
      createdAt: null,
      updatedAt: null,
      ...(email === '' ? {} : { email }),
      address: {
        id: address.id ?? null,
        addressName: address.street.trim(),
        number: address.streetNumber.trim(),
        zipCode: onlyDigits(address.cep),
        district: address.district.trim(),
        city: address.city.trim(),
        uf: address.state,
        complement: orNull(address.complement),
      },
    },
    // A CPF or Celular key is the proposal's CPF or the phone sent with it, whatever was stored.
    BankDetail: bankDetail(withDerivedPixKey(form.bankData, { cpf: document, cellphone: person.cellphone })),
  };
}

/**
 * The create-proposta body (spec section 3, "Proposal request payload"; bff.yaml ProposalRequest)
 * from validated step values (`personAndPayout`) and the chosen simulation option, with
 * proposalId copied from its externalId.
 */
export function buildProposalRequest(form: ProposalFormData, option: FinancialOption, ids: ProposalIds): ProposalRequest {
  const { NaturalPerson, BankDetail } = personAndPayout(form, ids.document);
  return {
    selfServiceId: ids.selfServiceId,
    balanceSolicitationId: ids.balanceSolicitationId,
    NaturalPerson,
    chosenFinancialInfo: { ...option, proposalId: option.externalId },
    BankDetail,
  };
}
