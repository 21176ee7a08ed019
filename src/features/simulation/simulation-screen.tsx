import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { recalculatedSimulationQuery } from '../../api/operations/recalculate-simulation';
import { simulationQuery } from '../../api/operations/get-simulation';
import { solicitationQuery } from '../../api/operations/get-solicitation';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { SupportButton } from '../../components/ui/support-button';
import { useFrameCopy } from '../../hooks/use-frame-copy';
import { formatCurrency } from '../../lib/format';
import { useDraft } from '../../hooks/use-draft';
import { useFlowNavigation, useFlowPath, useFlowState } from '../../hooks/use-flow';
import { useLinkConfig, useSupportPhone } from '../../hooks/use-link-config';
import { slowWaitText, useSlowHint } from '../../components/ui/use-slow-hint';
import { optionYearsError, type RecalculationQuery } from '../../lib/fgts/simulation-limits';
import { SIMULATION_UNEXPECTED_ERROR, simulationVerdict } from '../../lib/fgts/simulation-messages';
import { draftFor, EMPTY_SIMULATION_DRAFT, simulationDraftKey, type SimulationDraft } from '../../lib/flow/simulation-choice';
import { flushDrafts } from '../../lib/storage/draft-store';
import { SimulationEntry } from './simulation-entry';
import { SimulationLayout } from './simulation-view';
import { REAL_SIMULATION_NOTE, shownResult, simulationFigures, yearRows } from './simulation-figures';

const YearsDialog = lazy(() => import('./years-dialog'));

/** Spec section 2: the overlay while 'Calcular' runs, and the step's title. */
export const SIMULATING = 'Simulação em andamento.';
const BLOCKED = 'Não é possível prosseguir.';

const yearsProblemStyle = css({
  bg: 'bg.subtle',
  borderLeftWidth: '4px',
  borderColor: 'danger',
  borderRadius: 'md',
  p: '3',
  fontWeight: 'bold',
  _empty: { display: 'none' },
});

const sameQuery = (a: SimulationDraft['applied'], b: SimulationDraft['applied']) =>
  a !== null && b !== null && a.productId === b.productId && a.loanValue === b.loanValue && a.maxYears === b.maxYears;

/**
 * Spec section 2, "Simulation result" (step 0 of the wizard). What the worker typed, the
 * recalculation shown and the option chosen are kept in the link's simulation draft
 * (lib/flow/simulation-choice: also the contract with the wizard).
 */
export function SimulationScreen() {
  const { go } = useFlowNavigation();
  const { base } = useFlowPath();
  const [flow] = useFlowState(base);
  // The link's configuration (loaded by the link's layout route, kept on the phone): its product.
  const config = useLinkConfig();
  const productId = config.data?.productId ?? '';
  const { solicitationId } = flow;
  const [stored, setStored] = useDraft<SimulationDraft>(simulationDraftKey(base), EMPTY_SIMULATION_DRAFT);
  const draft = draftFor(stored, solicitationId, EMPTY_SIMULATION_DRAFT);
  const setDraft = (update: (previous: SimulationDraft) => SimulationDraft) =>
    setStored((previous) => update(draftFor(previous, solicitationId, EMPTY_SIMULATION_DRAFT)));
  const [yearsOpen, setYearsOpen] = useState(false);
  // Loaded on the first opening, then kept mounted so closing returns the focus to its button.
  const [yearsLoaded, setYearsLoaded] = useState(false);
  const yearsProblemId = useId();

  // The self-service flow goes back to its consultation (which shows the stored result without a
  // new solicitation); the Corban flow, which has no lead, to its proposal screen. The link's
  // layout route sends a worker without a solicitation away before this screen opens.
  const goBack = () => void (flow.leadId || !solicitationId ? go('consulta') : go('proposal/$id', { id: solicitationId }));

  const solicitation = useQuery({
    ...solicitationQuery(solicitationId ?? ''),
    enabled: Boolean(solicitationId),
  });
  const first = useQuery({
    ...simulationQuery(solicitationId ?? '', productId),
    enabled: Boolean(solicitationId && productId),
  });
  const applied = draft.applied && draft.applied.productId === productId ? draft.applied : null;
  const recalculated = useQuery({
    ...recalculatedSimulationQuery(solicitationId ?? '', applied ?? { productId }),
    enabled: Boolean(solicitationId && applied),
  });

  const verdict = first.data ? simulationVerdict(first.data) : null;
  const recalculatedVerdict = applied && recalculated.data ? simulationVerdict(recalculated.data, { recalculation: true }) : null;

  const blocked = first.isError || config.isError || solicitation.isError || (verdict && !verdict.ok);
  const shown = shownResult(flow.worker.name, solicitation.data, first.data);
  // Its frame: the top of the result, the first name (if any) and the amount.
  useFrameCopy(
    'simulacao',
    solicitationId && !blocked && shown
      ? { variant: shown.name ? 'named' : '', slots: { name: shown.name, amount: formatCurrency(shown.limits.maxValue) } }
      : null,
  );

  if (!solicitationId) return null;
  if (blocked) {
    const message = verdict && !verdict.ok ? verdict.message : SIMULATION_UNEXPECTED_ERROR;
    return (
      <Page
        className={css({
          display: 'flex',
          flexDir: 'column',
          p: '5',
          gap: '6',
        })}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{BLOCKED}</h1>
        <p role="alert" className={css({ bg: 'bg.subtle', borderRadius: 'xl', p: '5' })}>
          {message}
        </p>
        {/* A failed call may work later; a verdict is the BFF's answer and stays. */}
        {!verdict ? (
          <Button full className={css({ mt: 'auto' })} onClick={() => [config, solicitation, first].forEach((q) => q.isError && void q.refetch())}>
            Tentar novamente
          </Button>
        ) : null}
        <Button variant="outline" full className={verdict ? css({ mt: 'auto' }) : undefined} onClick={goBack}>
          Voltar
        </Button>
        <SupportButton supportPhone={config.data?.supportPhone} />
      </Page>
    );
  }
  if (!shown) {
    return (
      <Page className={css({ display: 'grid', placeItems: 'center', p: '5' })}>
        <div role="status" className={css({ display: 'grid', gap: '3', justifyItems: 'center' })}>
          <Spinner />
          <p className={css({ fontWeight: 'bold' })}>{SIMULATING}</p>
        </div>
      </Page>
    );
  }

  const { option: firstOption, limits, name } = shown;
  const option = recalculatedVerdict?.ok ? recalculatedVerdict.option : firstOption;
  const failure =
    applied && recalculated.isError ? SIMULATION_UNEXPECTED_ERROR : recalculatedVerdict && !recalculatedVerdict.ok ? recalculatedVerdict.message : null;
  const running = Boolean(applied) && recalculated.isFetching;
  // Spec section 9 on what would be contracted: the first option of a ZERO TAC simulation of 11
  // years, or an answer of 'Calcular' outside the limits, waits for a valid 'Calcular'.
  const yearsProblem = optionYearsError(option, limits);
  const figures = simulationFigures(option);

  const calculate = (query: RecalculationQuery) => {
    if (sameQuery(query, applied)) void recalculated.refetch();
    else setDraft((previous) => ({ ...previous, applied: query }));
  };

  const contract = async () => {
    if (yearsProblem) return;
    setDraft((previous) => ({
      ...previous,
      chosen: {
        solicitationId,
        productId,
        option,
        antecipatedYears: option.Installments.length,
        maxAntecipatedYears: limits.maxYears,
        maxReleasedAmount: limits.maxValue,
      },
    }));
    // Written before the wizard opens: a reload there must find the option.
    await flushDrafts();
    // Pushed: the wizard's first step is an entry of its own, Back returns here.
    await go('dados-pessoais', { search: { etapa: 1 } });
  };

  const amount = css({ fontSize: '2xl', fontWeight: 'bold' });
  return (
    <SimulationLayout name={name} maxValue={limits.maxValue}>
      <section
        aria-label="Resultado da simulação"
        aria-busy={running}
        className={css({
          display: 'grid',
          gap: '4',
          borderWidth: '1px',
          borderColor: 'gray.200',
          borderRadius: 'xl',
          p: '4',
        })}
      >
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: '3',
          })}
        >
          {[figures.total, figures.toReceive].map((f) => (
            <div key={f.label}>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{f.label}</p>
              <p className={amount}>{f.value}</p>
            </div>
          ))}
        </div>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: '4',
            rowGap: '1',
            fontSize: 'sm',
          })}
        >
          {figures.details.map((f) => (
            <div key={f.label} className={css({ display: 'contents' })}>
              <dt className={css({ color: 'fg.muted' })}>{f.label}</dt>
              <dd className={css({ textAlign: 'right', fontWeight: 'bold' })}>{f.value}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="outline"
          full
          onClick={() => {
            setYearsLoaded(true);
            setYearsOpen(true);
          }}
        >
          Ver anos antecipados ({option.Installments.length})
        </Button>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{REAL_SIMULATION_NOTE}</p>
      </section>

      <SimulationEntry
        base={base}
        solicitationId={solicitationId}
        productId={productId}
        limits={limits}
        shownYears={option.Installments.length}
        sliderMax={Math.max(firstOption.Installments.length, limits.maxYears)}
        running={running}
        onCalculate={calculate}
        failure={failure}
      />

      <div className={css({ display: 'grid', gap: '3', mt: 'auto' })}>
        {/* Always there, so a 'Calcular' answer outside the limits is announced when it arrives. */}
        <p id={yearsProblemId} aria-live="polite" className={yearsProblemStyle}>
          {running ? '' : (yearsProblem ?? '')}
        </p>
        <Button
          full
          disabled={running || yearsProblem !== null}
          aria-describedby={yearsProblem && !running ? yearsProblemId : undefined}
          onClick={() => void contract()}
        >
          Sim, quero contratar o empréstimo
        </Button>
        <Button variant="outline" full onClick={goBack}>
          Voltar
        </Button>
      </div>

      {yearsLoaded ? (
        <Suspense fallback={null}>
          <YearsDialog open={yearsOpen} onOpenChange={setYearsOpen} rows={yearRows(option)} />
        </Suspense>
      ) : null}

      {running ? <RecalculatingOverlay /> : null}
    </SimulationLayout>
  );
}

/** Ours: the spec sets no timeout, so a slow 'Calcular' is said after SLOW_HINT_MS, with the support chat. */
export const SIMULATING_SLOW = slowWaitText('a simulação continua.');

/**
 * Over the page while 'Calcular' runs (the figures behind it are the old ones); after a while, that
 * it is slow, and the support chat. Not the wizard's BlockingOverlay: shared by both, the build puts
 * it in a file the Corban proposal screen loads too (+0.5 KB there, +0.4 KB here, measured).
 */
function RecalculatingOverlay() {
  const slow = useSlowHint(true);
  const supportPhone = useSupportPhone(slow);
  return (
    <div
      className={css({
        position: 'fixed',
        inset: '0',
        zIndex: 'overlay',
        bg: 'rgba(255, 255, 255, 0.92)',
        display: 'grid',
        placeItems: 'center',
        p: '6',
      })}
    >
      <div className={css({ display: 'grid', gap: '3', justifyItems: 'center', textAlign: 'center' })}>
        <Spinner />
        <div role="status" aria-live="assertive" className={css({ display: 'grid', gap: '2' })}>
          <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{SIMULATING}</p>
          {slow ? <p>{SIMULATING_SLOW}</p> : null}
        </div>
        {slow ? <SupportButton supportPhone={supportPhone} /> : null}
      </div>
    </div>
  );
}
