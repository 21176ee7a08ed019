/**
 * Landing name (spec section 5): digits and non-letters are stripped and the value is shown in
 * upper case. Spaces are kept so the worker can type "MARIA SILVA"; runs of spaces collapse.
 */
export function normalizeLandingName(value: string): string {
  // NFC first: a name pasted as decomposed text (NFD) would otherwise lose its accents.
  return value
    .normalize('NFC')
    .replace(/[^\p{L}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .toLocaleUpperCase('pt-BR');
}

/** Spec section 5 messages for the landing name, or null when valid. */
export function landingNameError(name: string): string | null {
  if (name.trim() === '') return 'Nome é obrigatório';
  if (name !== name.trim()) return 'Remova espaços no início ou fim';
  if (name.length < 3) return 'Nome muito curto';
  if (name.split(' ').filter(Boolean).length < 2) return 'Informe nome e sobrenome';
  return null;
}
