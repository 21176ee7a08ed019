/** Spec section 2, "CPF entry": the word after 'Mais', in this order, looping. */
export const HEADLINE_WORDS = ['confiável', 'prático', 'eficiente', 'acessível', 'seguro', 'inovador', 'digital', 'simples', 'rápido'] as const;

/** Spec section 9: the headline word changes every 3000 ms. */
export const WORD_ROTATION_MS = 3000;

export function nextWordIndex(index: number, length: number = HEADLINE_WORDS.length): number {
  return (index + 1) % length;
}

/**
 * What a screen reader reads instead of the word of the moment: the whole slogan, once, so the
 * heading is stable and nothing is announced every 3 s.
 */
export function headlineForScreenReaders(words: readonly string[] = HEADLINE_WORDS): string {
  const last = words[words.length - 1];
  const rest = words.slice(0, -1);
  return rest.length === 0 ? `Mais ${last ?? ''}`.trim() : `Mais ${rest.join(', ')} e ${last}`;
}
