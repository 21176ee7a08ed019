import { css } from 'styled-system/css';

/** Spec section 1: the build flag (FGTS disabled) replaces the whole app with this notice. */
export function FgtsDisabledNotice() {
  return (
    <main className={css({ minH: '100dvh', display: 'grid', placeContent: 'center', p: '6' })}>
      <section
        aria-labelledby="fgts-disabled-title"
        className={css({ maxW: 'xl', borderLeftWidth: '6px', borderColor: 'orange.600', bg: 'orange.50', p: '6', borderRadius: 'md' })}
      >
        <h1 id="fgts-disabled-title" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>
          Atenção!
        </h1>
        <p className={css({ lineHeight: '1.6' })}>
          A Caixa Econômica Federal não está operando enquanto se adequa às novas regras do saque-aniversário do FGTS. Por isso, durante este período, não é
          possível realizar consultas, simulações nem criar propostas.
        </p>
      </section>
    </main>
  );
}
