/** A sane cap for a person's name (Brazilian full names run well under it). */
export const NAME_MAX_LENGTH = 100;

/**
 * Landing name (spec section 5): digits and non-letters are stripped and the value is shown in
 * upper case. Spaces are kept so the worker can type "MARIA SILVA"; runs of spaces collapse.
 * Keeps one character over the cap, so a longer paste shows its message instead of being cut
 * silently (and 10 000 pasted characters never reach the drafts or a request).
 */
export function normalizeLandingName(value: string): string {
  // Upper case first: it can itself produce combining marks ('ǰ' → 'J' + U+030C), which NFC then
  // composes where Unicode has a composed letter and the letters-only filter drops otherwise. NFC
  // before the filter, or a name pasted decomposed (NFD) would lose its accents.
  return [
    ...value
      .toLocaleUpperCase('pt-BR')
      .normalize('NFC')
      .replace(/[^\p{L}\s]/gu, '')
      .replace(/\s+/g, ' ')
      // Dropping a mark can leave letters that compose (Hangul jamo): compose them now, so normalising twice changes nothing.
      .normalize('NFC'),
  ]
    .slice(0, NAME_MAX_LENGTH + 1)
    .join('');
}

/** Spec section 5 messages for the landing name, or null when valid. */
export function landingNameError(name: string): string | null {
  if (name.trim() === '') return 'Nome é obrigatório';
  if (name !== name.trim()) return 'Remova espaços no início ou fim';
  if (name.length < 3) return 'Nome muito curto';
  if ([...name].length > NAME_MAX_LENGTH) return `Nome muito longo: use no máximo ${NAME_MAX_LENGTH} caracteres`;
  if (name.split(' ').filter(Boolean).length < 2) return 'Informe nome e sobrenome';
  return null;
}
