import { Dialog } from '../../components/ui/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
import { chartBars, type YearRow } from './simulation-figures';

const CHART_W = 300;
const CHART_H = 120;
const LABEL_H = 16;

/**
 * Beyond the spec: the amount anticipated per year as bars, drawn here (no chart
 * library). A named image; the table beside it says the same in text, so the bars stay out of the
 * way of a screen reader (`aria-describedby` points at the table).
 */
function YearsChart({ rows, tableId }: { rows: YearRow[]; tableId: string }) {
  const bars = chartBars(
    rows.map((r) => r.amount),
    CHART_W,
    CHART_H,
  );
  return (
    <svg
      role="img"
      aria-label="Gráfico do valor antecipado por ano"
      aria-describedby={tableId}
      viewBox={`0 0 ${CHART_W} ${CHART_H + LABEL_H}`}
      className={css({ w: 'full', h: 'auto', color: 'brand.solid' })}
    >
      {bars.map((bar, i) => (
        <g key={rows[i]!.date + i}>
          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} fill="currentColor" />
          {/* Every other year's label when they would crowd each other. */}
          {rows.length <= 6 || i % 2 === 0 ? (
            <text x={bar.x + bar.width / 2} y={CHART_H + LABEL_H - 3} textAnchor="middle" fontSize={10} fill="#4A5568">
              {rows[i]!.year.slice(-2) ? `'${rows[i]!.year.slice(-2)}` : ''}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: YearRow[];
};

/** Spec section 2: the anticipated years with their dates and amounts (columns Ano, Valor). */
export default function YearsDialog({ open, onOpenChange, rows }: Props) {
  const tableId = useId();
  const cell = css({
    py: '2',
    px: '2',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
  });
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop
          className={css({
            position: 'fixed',
            inset: '0',
            bg: 'rgba(0, 0, 0, 0.55)',
            zIndex: 'overlay',
          })}
        />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            display: 'grid',
            placeItems: 'center',
            p: '4',
            zIndex: 'modal',
          })}
        >
          <Dialog.Content
            className={css({
              bg: 'bg',
              borderRadius: 'lg',
              boxShadow: 'xl',
              p: '5',
              w: 'full',
              maxW: 'sm',
              maxH: '90dvh',
              overflowY: 'auto',
              display: 'grid',
              gap: '4',
            })}
          >
            <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>Anos antecipados</Dialog.Title>
            <Dialog.Description className={css({ color: 'fg.muted', fontSize: 'sm' })}>O valor de cada saque-aniversário que você antecipa.</Dialog.Description>
            <YearsChart rows={rows} tableId={tableId} />
            <table
              id={tableId}
              className={css({
                w: 'full',
                borderCollapse: 'collapse',
                fontSize: 'sm',
              })}
            >
              <thead>
                <tr>
                  <th scope="col" className={css({ textAlign: 'left', py: '2', px: '2' })}>
                    Ano
                  </th>
                  <th scope="col" className={css({ textAlign: 'right', py: '2', px: '2' })}>
                    Valor
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row.date + i}>
                    <td className={cell}>{row.date}</td>
                    <td className={`${cell} ${css({ textAlign: 'right' })}`}>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Dialog.CloseTrigger asChild>
              <Button full>Fechar</Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
