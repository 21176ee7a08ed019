import { maskCpf } from '../../lib/br/cpf';

/**
 * The Pix key of a type that names the person (spec section 5: "auto-filled from the balance
 * document … the user's phone … locked") is derived, never kept as typed: CPF is always the
 * proposal's CPF, Celular always the phone now in step 1. A key stored earlier (the autocomplete's,
 * one chosen before the phone was corrected, another person's draft) cannot go out stale, which the
 * server refuses ('A chave Pix deve ser igual ao CPF da proposta.'). Other types are left as they are.
 */
export function withDerivedPixKey<T extends { pixType: string; pixKey: string }>(bank: T, person: { cpf: string; cellphone: string }): T {
  const derived = bank.pixType === 'DOCUMENT' ? maskCpf(person.cpf) : bank.pixType === 'PHONE' ? person.cellphone : null;
  return derived === null || derived === bank.pixKey ? bank : { ...bank, pixKey: derived };
}
