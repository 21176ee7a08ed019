import { describe, expect, it } from 'vitest';
import type { BalanceSolicitation } from '../../../src/api/operations/get-solicitation';
import { ERROR_REDIRECT_MS, loadingOutcome, nextStepFor } from '../../../src/features/consultation/loading-outcome';
import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from '../../../src/lib/fgts/solicitation-status';

const STATUSES = Object.keys(SOLICITATION_STATUS_TEXT) as SolicitationStatus[];

const solicitation = (status: unknown, externalId: string | null = null) =>
  ({
    id: 'sol-7',
    document: '10000000108',
    name: null,
    status,
    products: [],
    externalId,
    createdAt: '2026-01-15T12:00:00.000Z',
    BalanceSolicitationStatus: { statusMessage: null },
    User: { name: null },
    Processor: { name: 'ZIPDIN' },
  }) as BalanceSolicitation;

describe('nextStepFor', () => {
  it('should stay on PENDING', () => {
    expect(nextStepFor('PENDING')).toBe('stay');
  });

  it('should go to the proposal on SUCCESS and PENDING_CONFIRMATION', () => {
    expect(nextStepFor('SUCCESS')).toBe('proposal');
    expect(nextStepFor('PENDING_CONFIRMATION')).toBe('proposal');
  });

  it.each(STATUSES.filter((s) => !['PENDING', 'SUCCESS', 'PENDING_CONFIRMATION'].includes(s)))('should go back to introducao on %s', (status) => {
    expect(nextStepFor(status)).toBe('introducao');
  });

  it('should cover the 18 statuses', () => {
    expect(STATUSES).toHaveLength(18);
  });
});

describe('loadingOutcome', () => {
  it("should wait as 'Aguardando Caixa' before the first answer and while PENDING", () => {
    expect(loadingOutcome(undefined, false)).toMatchObject({ kind: 'waiting', label: 'Aguardando Caixa' });
    expect(loadingOutcome(solicitation('PENDING'), false)).toMatchObject({ kind: 'waiting', label: 'Aguardando Caixa' });
  });

  it('should lead to the proposal with the solicitation id', () => {
    expect(loadingOutcome(solicitation('SUCCESS'), false)).toMatchObject({ kind: 'proposal', id: 'sol-7', label: 'Consulta Concluída' });
    expect(loadingOutcome(solicitation('PENDING_CONFIRMATION'), false)).toMatchObject({ kind: 'proposal', id: 'sol-7' });
  });

  it('should carry the status text back to introducao, with the date for OPERATION_NOT_ALLOWED_BEFORE_DATE', () => {
    expect(loadingOutcome(solicitation('NO_BALANCE'), false)).toEqual({
      kind: 'introducao',
      status: 'NO_BALANCE',
      label: 'Saldo insuficiente',
      message: 'Você não tem o saldo mínimo no FGTS para fazer a antecipação.',
    });
    const dated = loadingOutcome(solicitation('OPERATION_NOT_ALLOWED_BEFORE_DATE', '2026-02-14'), false);
    expect(dated).toMatchObject({ kind: 'introducao' });
    expect(dated.kind === 'introducao' && dated.message.endsWith('14/02/2026.')).toBe(true);
  });

  it('should be the unexpected error › when the request failed or the answer has no known status', () => {
    expect(loadingOutcome(undefined, true)).toEqual({ kind: 'error' });
    expect(loadingOutcome(solicitation('PENDING'), true)).toEqual({ kind: 'error' });
    expect(loadingOutcome(solicitation(undefined), false)).toEqual({ kind: 'error' });
    expect(loadingOutcome(solicitation(''), false)).toEqual({ kind: 'error' });
  });

  it('should redirect 5 s after the unexpected error', () => {
    expect(ERROR_REDIRECT_MS).toBe(5000);
  });
});
