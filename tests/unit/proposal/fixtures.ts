import type { AddressValues } from '../../../src/features/proposal/schemas/address';
import type { BankDataValues } from '../../../src/features/proposal/schemas/bank-data';
import type { PersonalDataValues } from '../../../src/features/proposal/schemas/personal-data';

/** A complete, valid wizard: the sandbox's returning customer's address and bank (Itaú). */
export const PERSON: PersonalDataValues = {
  name: 'MARIA DA SILVA',
  birthDate: '12/03/1985',
  cellphone: '(11) 98765-4321',
  motherName: 'ANA MARIA DA SILVA',
  email: '',
};

export const ADDRESS: AddressValues = {
  street: 'PRACA DA SE',
  streetNumber: '100',
  cep: '01001-000',
  district: 'SE',
  complement: '',
  city: 'SAO PAULO',
  state: 'SP',
};

export const EMPTY_BANK: BankDataValues = { pixType: '', pixKey: '', accountType: '', bankCode: '', agency: '', account: '', digit: '', Bank: null };

export const BANK_ACCOUNT: BankDataValues = {
  pixType: 'BANK_ACCOUNT',
  pixKey: '',
  accountType: 'CHECKING_ACCOUNT',
  bankCode: '341',
  agency: '0001',
  account: '123456',
  digit: '7',
  Bank: { id: 'bank-341', name: 'Itaú Unibanco S.A.', ispb: '60701190' },
};
