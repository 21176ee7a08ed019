import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SOLICITATION_STATUS_TEXT, solicitationStatusText, type SolicitationStatus } from '../../../src/lib/fgts/solicitation-status';

/** The statuses straight from the contract, so a status added there without a text fails here. */
const bff = parse(readFileSync(fileURLToPath(new URL('../../../openapi/bff.yaml', import.meta.url)), 'utf8')) as {
  components: { schemas: Record<string, { enum?: string[] }> };
};
const STATUSES = (bff.components.schemas.BalanceSolicitationStatus?.enum ?? []) as SolicitationStatus[];

/** What the spec (section 8) says each message is about, as a few words the text must contain. */
const SPEC_MEANING: Partial<Record<SolicitationStatus, RegExp[]>> = {
  OPERATION_DENIED_DUE_TO_INTERNAL_POLICIES: [/pol[ií]ticas internas/i],
  NO_BALANCE: [/saldo m[ií]nimo/i, /antecipa/i],
  NO_ACCOUNT: [/crie/i, /conta/i, /FGTS/],
  INVALID_PERIOD: [/5 minutos/],
  NOT_AUTHORIZED: [/CPF/, /n[ãa]o [ée] poss[ií]vel/i],
  ONGOING_FIDUCIARY_OPERATION: [/em andamento/i, /confirme/i],
  WORKER_NOT_ADHERED_TO_BIRTHDAY_WITHDRAWAL: [/saque-rescis[ãa]o/i, /saque-anivers[áa]rio/i, /5 minutos/],
  OPERATION_NOT_ALLOWED_BEFORE_DATE: [/anivers[áa]rio/i, /n[ãa]o [ée] permitida/i],
  OPERATION_NOT_ALLOWED_DUE_TO_PENDING_PAYMENT: [/pagamento pendente/i, /ag[êe]ncia/i],
  WORKER_MUST_CANCEL_RETURN_REQUEST: [/n[ãa]o autorizou/i, /saque-anivers[áa]rio/i],
  ACCOUNT_CHANGES_PREVENT_CONTRACT: [/cadastr/i, /contrata/i],
  FIDUCIARY_INSTITUTION_NO_VALID_AGREEMENT: [/sem autoriza/i, /suporte/i],
  FIDUCIARY_INSTITUTION_NO_AUTHORIZATION: [/autoriz/i, /aplicativo FGTS/i, /5 minutos/],
  UNEXPECTED_ERROR: [/falhou/i, /5 minutos/],
};

describe('solicitation status texts', () => {
  it('should read 18 statuses from openapi/bff.yaml › when the contract is parsed', () => {
    expect(STATUSES).toHaveLength(18);
    expect(new Set(STATUSES).size).toBe(18);
  });

  it('should have a text for exactly the contract statuses › when compared with the enum', () => {
    expect(Object.keys(SOLICITATION_STATUS_TEXT).sort()).toEqual([...STATUSES].sort());
  });

  it.each(STATUSES)('should give %s a non-empty label and message › when looked up', (status) => {
    const text = solicitationStatusText(status, '2026-12-05');
    expect(text.label.trim()).not.toBe('');
    expect(text.message.trim()).not.toBe('');
    expect(SOLICITATION_STATUS_TEXT[status].label.trim()).not.toBe('');
    expect(SOLICITATION_STATUS_TEXT[status].message.trim()).not.toBe('');
  });

  it.each(Object.entries(SPEC_MEANING))('should say what the spec says for %s › when its message is read', (status, patterns) => {
    const { message } = solicitationStatusText(status as SolicitationStatus, '2026-12-05');
    for (const pattern of patterns ?? []) expect(message).toMatch(pattern);
  });

  it.each(STATUSES)('should speak to the worker in the second person, never of "o cliente" › for %s', (status) => {
    const { label, message } = solicitationStatusText(status, '2026-12-05');
    expect(`${label} ${message}`).not.toMatch(/\bcliente\b/i);
  });

  it.each(STATUSES)('should write Portuguese with its accents › for %s', (status) => {
    const { message } = solicitationStatusText(status, '2026-12-05');
    // The words the old, transliterated texts got wrong.
    expect(message).not.toMatch(/\b(nao|voce|e possivel|permitida ate|agencia|politicas|saque-aniversario|consulta ja)\b/i);
  });

  it("should label PENDING 'Aguardando Caixa' › when the bank has not answered yet", () => {
    expect(solicitationStatusText('PENDING').label).toBe('Aguardando Caixa');
  });

  it("should label SUCCESS 'Consulta Concluída' › when the query succeeded", () => {
    expect(solicitationStatusText('SUCCESS').label).toBe('Consulta Concluída');
  });

  it('should give distinct labels › when two statuses differ', () => {
    const labels = STATUSES.map((s) => SOLICITATION_STATUS_TEXT[s].label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('should append the date as dd/MM/yyyy › when OPERATION_NOT_ALLOWED_BEFORE_DATE has a date-only externalId', () => {
    const { label, message } = solicitationStatusText('OPERATION_NOT_ALLOWED_BEFORE_DATE', '2026-12-05');
    expect(message.endsWith('05/12/2026.')).toBe(true);
    expect(message).toBe(`${SOLICITATION_STATUS_TEXT.OPERATION_NOT_ALLOWED_BEFORE_DATE.message} 05/12/2026.`);
    expect(label).toBe(SOLICITATION_STATUS_TEXT.OPERATION_NOT_ALLOWED_BEFORE_DATE.label);
  });

  it('should append the São Paulo calendar date › when OPERATION_NOT_ALLOWED_BEFORE_DATE has a full ISO externalId', () => {
    expect(solicitationStatusText('OPERATION_NOT_ALLOWED_BEFORE_DATE', '2026-12-05T15:00:00.000Z').message).toMatch(/ 05\/12\/2026\.$/);
  });

  it.each([undefined, null, '', 'not-a-date'])(
    "should end at 'a data informada pela Caixa.' › when OPERATION_NOT_ALLOWED_BEFORE_DATE has externalId %j",
    (externalId) => {
      const { message } = solicitationStatusText('OPERATION_NOT_ALLOWED_BEFORE_DATE', externalId);
      expect(message.endsWith(' até a data informada pela Caixa.')).toBe(true);
      expect(message).not.toContain('Data não disponível');
    },
  );

  it('should not touch the shared table › when the date is appended', () => {
    const before = SOLICITATION_STATUS_TEXT.OPERATION_NOT_ALLOWED_BEFORE_DATE.message;
    solicitationStatusText('OPERATION_NOT_ALLOWED_BEFORE_DATE', '2026-12-05');
    expect(SOLICITATION_STATUS_TEXT.OPERATION_NOT_ALLOWED_BEFORE_DATE.message).toBe(before);
  });

  it('should return the table text unchanged › for every other status, whatever the externalId', () => {
    const others = STATUSES.filter((s) => s !== 'OPERATION_NOT_ALLOWED_BEFORE_DATE');
    fc.assert(
      fc.property(fc.constantFrom(...others), fc.option(fc.string(), { nil: undefined }), (status, externalId) => {
        expect(solicitationStatusText(status, externalId)).toEqual(SOLICITATION_STATUS_TEXT[status]);
      }),
    );
  });

  it('should append any calendar date as dd/MM/yyyy › for every date-only externalId', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, day] = iso.split('-');
        expect(solicitationStatusText('OPERATION_NOT_ALLOWED_BEFORE_DATE', iso).message).toMatch(new RegExp(` ${day}/${m}/${y}\\.$`));
      }),
    );
  });
});
