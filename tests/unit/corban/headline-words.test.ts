import { describe, expect, it } from 'vitest';
import { HEADLINE_WORDS, WORD_ROTATION_MS, headlineForScreenReaders, nextWordIndex } from '../../../src/features/cpf-entry/headline-words';

describe('headline words', () => {
  it("should list the spec's nine words in its order", () => {
    expect(HEADLINE_WORDS).toEqual(['confiável', 'prático', 'eficiente', 'acessível', 'seguro', 'inovador', 'digital', 'simples', 'rápido']);
  });

  it('should change every 3000 ms (spec section 9)', () => {
    expect(WORD_ROTATION_MS).toBe(3000);
  });

  it('should visit every word once and then loop back to the first', () => {
    const seen: string[] = [];
    let index = 0;
    for (let step = 0; step < HEADLINE_WORDS.length + 1; step += 1) {
      seen.push(HEADLINE_WORDS[index]!);
      index = nextWordIndex(index);
    }
    expect(seen).toEqual([...HEADLINE_WORDS, 'confiável']);
  });

  it('should give screen readers one stable sentence with every word', () => {
    expect(headlineForScreenReaders()).toBe('Mais confiável, prático, eficiente, acessível, seguro, inovador, digital, simples e rápido');
    expect(headlineForScreenReaders(['seguro'])).toBe('Mais seguro');
  });
});
