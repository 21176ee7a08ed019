import { SegmentGroup } from '@ark-ui/react/segment-group';
import { Slider } from '@ark-ui/react/slider';
import { memo, useCallback, useId } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { CurrencyField } from '../../components/ui/currency-field';
import { useDraft } from '../../hooks/use-draft';
import { currencyInputValue } from '../../lib/br/currency';
import {
  entryError,
  recalculationQuery,
  type RecalculationQuery,
  type SimulationEntry as Entry,
  type SimulationLimits,
} from '../../lib/fgts/simulation-limits';
import { draftFor, EMPTY_SIMULATION_ENTRY, simulationEntryKey, type SimulationEntryDraft, type SimulationMode } from '../../lib/flow/simulation-choice';

const MODES: { value: SimulationMode; label: string }[] = [
  { value: 'LOAN_VALUE', label: 'Por Valor' },
  { value: 'MAX_YEARS', label: 'Por Ano' },
];

type Props = {
  base: string;
  solicitationId: string;
  productId: string;
  limits: SimulationLimits;
  /** The years of the option shown: where the slider's thumb stands before the worker uses it. */
  shownYears: number;
  /** The slider's range: every year the first simulation holds, so the limits' message can be reached. */
  sliderMax: number;
  /** A recalculation is running: 'Calcular' waits. */
  running: boolean;
  onCalculate: (query: RecalculationQuery) => void;
  /** The recalculation's failure (spec section 8), announced under 'Calcular'. */
  failure: string | null;
};

type ViewProps = {
  mode: SimulationMode;
  onModeChange: (mode: SimulationMode) => void;
  valueText: string;
  onValueTextChange: (text: string) => void;
  years: number | null;
  shownYears: number;
  onYearsChange: (years: number) => void;
  /**
   * The worker used the slider (a key or a touch), which chooses the years shown even when the
   * thumb does not move (End with the thumb already at the end).
   */
  onYearsTouched: () => void;
  sliderMax: number;
  error: string | null;
  canCalculate: boolean;
  onCalculate: () => void;
  failure: string | null;
};

/**
 * What the worker types, kept in its own draft (lib/flow/simulation-choice): a keystroke
 * re-renders this section only. Spec sections 4 and 5: a mode change clears the value, the years
 * and the errors; 'Calcular' is disabled while there is an error or nothing entered.
 */
export function SimulationEntry({ base, solicitationId, productId, limits, shownYears, sliderMax, running, onCalculate, failure }: Props) {
  const [stored, setStored] = useDraft<SimulationEntryDraft>(simulationEntryKey(base), EMPTY_SIMULATION_ENTRY);
  const draft = draftFor(stored, solicitationId, EMPTY_SIMULATION_ENTRY);
  const setDraft = useCallback(
    (update: (previous: SimulationEntryDraft) => SimulationEntryDraft) =>
      setStored((previous) => update(draftFor(previous, solicitationId, EMPTY_SIMULATION_ENTRY))),
    [setStored, solicitationId],
  );
  // Stable, so the mode selector does not render again on each keystroke.
  const changeMode = useCallback(
    (mode: SimulationMode) =>
      setDraft((previous) => ({
        ...previous,
        mode,
        valueText: '',
        years: null,
      })),
    [setDraft],
  );
  const entry: Entry =
    draft.mode === 'LOAN_VALUE' ? { mode: 'LOAN_VALUE', value: currencyInputValue(draft.valueText) } : { mode: 'MAX_YEARS', years: draft.years };
  const error = entryError(entry, limits);
  // The message is formatted once per keystroke; a valid entry's query is then built.
  const query = error === null ? recalculationQuery(entry, limits, productId) : null;
  return (
    <SimulationEntryView
      mode={draft.mode}
      onModeChange={changeMode}
      valueText={draft.valueText}
      onValueTextChange={(valueText) => setDraft((previous) => ({ ...previous, valueText }))}
      years={draft.years}
      shownYears={shownYears}
      onYearsChange={(years) => setDraft((previous) => ({ ...previous, years }))}
      // Functional: whichever of this and the slider's own change runs first, the slider's value wins.
      onYearsTouched={() => setDraft((previous) => (previous.years === null ? { ...previous, years: shownYears } : previous))}
      sliderMax={sliderMax}
      error={error}
      canCalculate={query !== null && !running}
      onCalculate={() => {
        if (query) onCalculate(query);
      }}
      failure={running ? null : failure}
    />
  );
}

const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

// 44 px: the thumb is a touch target of its own (the track also takes taps).
const thumb = css({
  display: 'block',
  w: '11',
  h: '11',
  borderRadius: 'full',
  bg: 'white',
  borderWidth: '3px',
  borderColor: 'brand.solid',
  boxShadow: 'md',
  _focusVisible: {
    outline: '3px solid',
    outlineColor: 'brand.active',
    outlineOffset: '2px',
  },
});

const ModeSelector = memo(function ModeSelector({ mode, onModeChange }: { mode: SimulationMode; onModeChange: (mode: SimulationMode) => void }) {
  return (
    <SegmentGroup.Root
      value={mode}
      onValueChange={(details) => {
        if (details.value === 'LOAN_VALUE' || details.value === 'MAX_YEARS') onModeChange(details.value);
      }}
      aria-label="Simular"
      className={css({
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        bg: 'white',
        borderWidth: '1px',
        borderColor: 'gray.400',
        borderRadius: 'lg',
        p: '1',
        gap: '1',
      })}
    >
      {MODES.map((m) => (
        <SegmentGroup.Item
          key={m.value}
          value={m.value}
          className={css({
            minH: '11',
            display: 'grid',
            placeItems: 'center',
            borderRadius: 'md',
            fontWeight: 'bold',
            cursor: 'pointer',
            color: 'fg',
            '&[data-state=checked]': { bg: 'brand.solid', color: 'fg.onBrand' },
            '&[data-focus-visible]': {
              outline: '3px solid',
              outlineColor: 'brand.active',
              outlineOffset: '2px',
            },
          })}
        >
          <SegmentGroup.ItemText>{m.label}</SegmentGroup.ItemText>
          <SegmentGroup.ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
});

// Computed once, not on every keystroke (the section renders again as the worker types).
const sectionStyle = css({
  display: 'grid',
  gap: '4',
  bg: 'bg.subtle',
  borderRadius: 'xl',
  p: '4',
});
const titleStyle = css({ fontWeight: 'bold', fontSize: 'lg' });
const stackStyle = css({ display: 'grid', gap: '2' });
const sliderLabelStyle = css({ fontWeight: 'bold', fontSize: 'sm' });
const sliderControlStyle = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  touchAction: 'none',
});
const trackStyle = css({
  flex: '1',
  h: '2',
  bg: 'gray.300',
  borderRadius: 'full',
});
const rangeStyle = css({ h: 'full', bg: 'brand.solid', borderRadius: 'full' });
const yearsLabelStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  fontSize: 'sm',
  fontWeight: 'bold',
});
const yearsInputStyle = css({
  w: '16',
  minH: '11',
  textAlign: 'center',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'gray.100',
  fontSize: 'md',
  '&[aria-invalid=true]': { borderColor: 'danger', borderWidth: '2px' },
});
const yearsErrorStyle = css({
  fontSize: 'sm',
  color: 'danger',
  _empty: { display: 'none' },
});
const failureStyle = css({
  color: 'danger',
  fontWeight: 'bold',
  _empty: { display: 'none' },
});

/** Spec section 2: 'Por Valor' (currency) or 'Por Ano' (slider + read-only number), then 'Calcular'. */
function SimulationEntryView(props: ViewProps) {
  const errorId = useId();
  const { mode, error } = props;
  return (
    <section aria-labelledby={`${errorId}-title`} className={sectionStyle}>
      <h2 id={`${errorId}-title`} className={titleStyle}>
        Quer outro valor?
      </h2>
      <ModeSelector mode={mode} onModeChange={props.onModeChange} />

      {mode === 'LOAN_VALUE' ? (
        <CurrencyField
          label="Valor desejado (R$)"
          value={props.valueText}
          onValueChange={props.onValueTextChange}
          error={error}
          enterKeyHint="done"
          onKeyDown={(event) => {
            if (event.key === 'Enter' && props.canCalculate) props.onCalculate();
          }}
        />
      ) : (
        <div className={stackStyle}>
          <Slider.Root
            min={1}
            max={props.sliderMax}
            step={1}
            value={[props.years ?? props.shownYears]}
            onValueChange={(details) => props.onYearsChange(details.value[0]!)}
            getAriaValueText={({ value }) => `${value} ${value === 1 ? 'ano' : 'anos'}`}
            thumbAlignment="contain"
            className={stackStyle}
          >
            <Slider.Label className={sliderLabelStyle}>Quantidade de anos</Slider.Label>
            <Slider.Control onPointerDown={props.onYearsTouched} className={sliderControlStyle}>
              <Slider.Track className={trackStyle}>
                <Slider.Range className={rangeStyle} />
              </Slider.Track>
              <Slider.Thumb
                index={0}
                aria-describedby={error ? errorId : undefined}
                onKeyDown={(event) => {
                  if (SLIDER_KEYS.has(event.key)) props.onYearsTouched();
                }}
                className={thumb}
              >
                <Slider.HiddenInput />
              </Slider.Thumb>
            </Slider.Control>
          </Slider.Root>
          <label className={yearsLabelStyle}>
            Anos escolhidos
            <input
              readOnly
              value={props.years ?? ''}
              placeholder={String(props.shownYears)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={yearsInputStyle}
            />
          </label>
          <p id={errorId} aria-live="polite" className={yearsErrorStyle}>
            {error ?? ''}
          </p>
        </div>
      )}

      <Button full disabled={!props.canCalculate} onClick={props.onCalculate}>
        Calcular
      </Button>
      <p role="alert" className={failureStyle}>
        {props.failure ?? ''}
      </p>
    </section>
  );
}
