import { describe, expect, it } from 'vitest';
import { SOLICITATION_POLL_MS, knownStatus, solicitationPollInterval } from '../../../src/lib/fgts/solicitation-poll';
import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from '../../../src/lib/fgts/solicitation-status';

const STATUSES = Object.keys(SOLICITATION_STATUS_TEXT) as SolicitationStatus[];
const solicitation = (status: unknown) => ({ id: 'sol-1', status });

describe('SOLICITATION_POLL_MS (spec section 9)', () => {
  it('should be 10 s on the self-service consultation and 8 s on the Corban one', () => {
    expect(SOLICITATION_POLL_MS).toEqual({ SELFSERVICE: 10_000, CORBAN: 8_000 });
  });
});

describe('solicitationPollInterval › self-service (reading A)', () => {
  it('should poll every 10 s › while there is no answer or it is PENDING, also after a failed read', () => {
    expect(solicitationPollInterval('SELFSERVICE', undefined)).toBe(10_000);
    expect(solicitationPollInterval('SELFSERVICE', solicitation('PENDING'))).toBe(10_000);
    expect(solicitationPollInterval('SELFSERVICE', solicitation('PENDING'), true)).toBe(10_000);
  });

  it.each(STATUSES.filter((s) => s !== 'PENDING'))('should stop › on %s', (status) => {
    expect(solicitationPollInterval('SELFSERVICE', solicitation(status))).toBe(false);
  });

  it('should stop › on an unknown status', () => {
    expect(solicitationPollInterval('SELFSERVICE', solicitation('SOMETHING_NEW'))).toBe(false);
  });
});

describe('solicitationPollInterval › Corban (reading B)', () => {
  it('should poll every 8 s › while PENDING', () => {
    expect(solicitationPollInterval('CORBAN', solicitation('PENDING'))).toBe(8_000);
  });

  it.each(STATUSES.filter((s) => s !== 'PENDING'))('should stop › on %s', (status) => {
    expect(solicitationPollInterval('CORBAN', solicitation(status))).toBe(false);
  });

  it('should stop › when there is no answer, no status, an unknown status, or the query failed', () => {
    expect(solicitationPollInterval('CORBAN', undefined)).toBe(false);
    expect(solicitationPollInterval('CORBAN', solicitation(undefined))).toBe(false);
    expect(solicitationPollInterval('CORBAN', solicitation('SOMETHING_NEW'))).toBe(false);
    expect(solicitationPollInterval('CORBAN', solicitation('PENDING'), true)).toBe(false);
  });
});

describe('knownStatus', () => {
  it('should accept only the 18 statuses', () => {
    expect(knownStatus(solicitation('NO_BALANCE'))).toBe('NO_BALANCE');
    expect(knownStatus(solicitation('toString'))).toBeUndefined();
    expect(knownStatus(null)).toBeUndefined();
    expect(knownStatus('PENDING')).toBeUndefined();
  });
});
