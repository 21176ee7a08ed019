import { css, cx } from 'styled-system/css';

/**
 * Spec section 2, "Proposal wizard": the step titles, in order (written correctly: the spec
 * transliterates them). The wizard's step n (0 = the simulation result) is title n + 1.
 */
export const WIZARD_STEP_TITLES = [
  'Simulação',
  'Resultado',
  'Dados Pessoais',
  'Endereço',
  'Informações Bancárias',
  'Confirmação',
  'Pós-Confirmação',
  'Correção',
] as const;

export type WizardStepTitle = (typeof WIZARD_STEP_TITLES)[number];

/** The worker's path: Correção is shown only while the worker is correcting. */
const MAIN_PATH = WIZARD_STEP_TITLES.slice(0, 7);

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  flex: '1',
  minW: '0',
  '&:last-child': { flex: '0 0 auto' },
});
const indicatorStyle = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  w: '6',
  h: '6',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  borderWidth: '2px',
  borderColor: 'gray.400',
  color: 'fg.muted',
  bg: 'bg',
  '&[data-complete]': { bg: 'brand.solid', borderColor: 'brand.solid', color: 'fg.onBrand' },
  '&[data-current]': { borderColor: 'brand.solid', color: 'fg', bg: 'bg' },
});
const separatorStyle = css({ flex: '1', h: '2px', bg: 'gray.300', '&[data-complete]': { bg: 'brand.solid' } });

/**
 * The wizard's progress: numbered dots for every step of the worker's path, the current one named
 * ("Etapa 3 de 7: Dados Pessoais"). Only the current title is drawn (eight titles do not fit a 360
 * px phone); every title stays in the accessibility tree, and the current item carries
 * aria-current="step". Used by the simulation result (step 0) and the wizard.
 *
 * Plain markup, not Ark UI's Steps: the worker cannot move through it (no triggers, no tabs), so
 * a state machine would only cost every screen that shows it its code and its set-up at render
 * (a noticeable part of step 5's reopen on a slow phone). The dots keep Ark's state attributes
 * (`data-complete`, `data-current`) for their styles.
 */
export function WizardSteps({ current, className }: { current: WizardStepTitle; className?: string }) {
  const titles: readonly string[] = current === 'Correção' ? WIZARD_STEP_TITLES : MAIN_PATH;
  const index = titles.indexOf(current);
  const state = (i: number) => (i < index ? { 'data-complete': '' } : i === index ? { 'data-current': '' } : {});
  return (
    <div className={cx(css({ display: 'grid', gap: '2' }), className)}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} aria-hidden="true">
        Etapa {index + 1} de {titles.length}: <strong className={css({ color: 'fg' })}>{current}</strong>
      </p>
      <ol aria-label="Etapas da proposta" className={css({ display: 'flex', alignItems: 'center', gap: '1', listStyle: 'none', p: '0', m: '0' })}>
        {titles.map((title, i) => (
          <li key={title} className={itemStyle} aria-current={i === index ? 'step' : undefined}>
            <div className={indicatorStyle} aria-hidden="true" {...state(i)}>
              {i + 1}
            </div>
            <span className={css({ srOnly: true })}>
              {title}
              {i < index ? ' (concluída)' : i === index ? ' (etapa atual)' : ''}
            </span>
            {i < titles.length - 1 ? <div className={separatorStyle} {...state(i)} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
