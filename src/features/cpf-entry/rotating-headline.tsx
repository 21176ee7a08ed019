import { css } from 'styled-system/css';
import { HEADLINE_WORDS, WORD_ROTATION_MS, headlineForScreenReaders } from './headline-words';
import { RotatingWord } from './rotating-word';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useRotatingIndex } from './use-rotating-index';

const spoken = headlineForScreenReaders();

/** 'Mais' + a word changing every 3 s (spec section 2, "CPF entry"). */
export function RotatingHeadline() {
  const index = useRotatingIndex(HEADLINE_WORDS.length, WORD_ROTATION_MS);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <h1 className={css({ fontSize: { base: '4xl', sm: '5xl' }, fontWeight: 'bold', lineHeight: '1.15' })}>
      <span aria-hidden="true">
        Mais <RotatingWord word={HEADLINE_WORDS[index] ?? HEADLINE_WORDS[0]} flip={!reducedMotion} />
      </span>
      <span className={css({ srOnly: true })}>{spoken}</span>
    </h1>
  );
}
