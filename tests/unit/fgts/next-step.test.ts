import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONG_PENDING_MS, nextSteps, pendingSince, RETRY_AFTER_MS, retryTime, retryTimeText } from '../../../src/lib/fgts/next-step';
import { SOLICITATION_STATUS_TEXT, type SolicitationStatus } from '../../../src/lib/fgts/solicitation-status';

const STATUSES = Object.keys(SOLICITATION_STATUS_TEXT) as SolicitationStatus[];
const FIVE_MINUTES = STATUSES.filter((s) => /5 minutos/.test(SOLICITATION_STATUS_TEXT[s].message));

describe('nextSteps', () => {
  it('should wait 5 minutes › for exactly the statuses whose message says "tente novamente em 5 minutos"', () => {
    expect(RETRY_AFTER_MS).toBe(300_000);
    expect(FIVE_MINUTES.sort()).toEqual(
      ['FIDUCIARY_INSTITUTION_NO_AUTHORIZATION', 'INVALID_PERIOD', 'UNEXPECTED_ERROR', 'WORKER_NOT_ADHERED_TO_BIRTHDAY_WITHDRAWAL'].sort(),
    );
    for (const status of STATUSES) expect(nextSteps(status).retryAfterMs === RETRY_AFTER_MS).toBe(FIVE_MINUTES.includes(status));
  });

  it('should send the worker back to the authorisation guide › when the lender is not authorised', () => {
    expect(STATUSES.filter((s) => nextSteps(s).guide).sort()).toEqual(['FIDUCIARY_INSTITUTION_NO_AUTHORIZATION', 'NOT_AUTHORIZED']);
  });

  it('should offer a new consultation at once › when the worker fixes something in the FGTS app or the consultation was used', () => {
    expect(STATUSES.filter((s) => nextSteps(s).retryAfterMs === 0).sort()).toEqual(
      ['NOT_AUTHORIZED', 'NO_ACCOUNT', 'USED', 'WORKER_MUST_CANCEL_RETURN_REQUEST'].sort(),
    );
  });

  it('should offer nothing but support › when only the bank, a branch or a later date can change the answer', () => {
    for (const status of [
      'NO_BALANCE',
      'ONGOING_FIDUCIARY_OPERATION',
      'OPERATION_NOT_ALLOWED_BEFORE_DATE',
      'OPERATION_NOT_ALLOWED_DUE_TO_PENDING_PAYMENT',
      'ACCOUNT_CHANGES_PREVENT_CONTRACT',
      'FIDUCIARY_INSTITUTION_NO_VALID_AGREEMENT',
      'OPERATION_DENIED_DUE_TO_INTERNAL_POLICIES',
      'PENDING_CONFIRMATION',
    ] as const) {
      expect(nextSteps(status)).toEqual({ guide: false, retryAfterMs: null });
    }
  });
});

describe('retryTime', () => {
  it('should count 5 minutes from when the result was first seen › on INVALID_PERIOD', () => {
    const seen = Date.parse('2026-11-21T14:30:00-03:00');
    expect(retryTime('INVALID_PERIOD', seen)).toBe(seen + 300_000);
  });

  it('should be at once, or never › for the other statuses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.integer({ min: 0, max: 4e12 }), (status, seen) => {
        const at = retryTime(status, seen);
        const wait = nextSteps(status).retryAfterMs;
        expect(at).toBe(wait === null ? undefined : seen + wait);
      }),
    );
  });
});

describe('retryTimeText', () => {
  it("should say the hour and minute in the phone's time zone › e.g. 14:35", () => {
    // The unit tests run in the machine's zone: build the instant from local time.
    const at = new Date(2026, 10, 21, 14, 35, 0).getTime();
    expect(retryTimeText(at)).toBe('Você pode consultar de novo às 14:35.');
  });

  it('should round up to the next minute › so the button is never still disabled at the minute shown', () => {
    expect(retryTimeText(new Date(2026, 10, 21, 14, 34, 1).getTime())).toBe('Você pode consultar de novo às 14:35.');
    expect(retryTimeText(new Date(2026, 10, 21, 23, 59, 30).getTime())).toBe('Você pode consultar de novo às 00:00.');
  });
});

describe('pendingSince', () => {
  const seen = Date.parse('2026-11-21T14:30:00Z');

  it('should count from the creation › when the consultation started before this screen saw it (a reopened app)', () => {
    expect(pendingSince('2026-11-21T14:00:00Z', seen)).toBe(Date.parse('2026-11-21T14:00:00Z'));
  });

  it('should count from when the screen saw it › without a usable creation time, or one in the future (a clock behind)', () => {
    for (const createdAt of [undefined, null, '', 'ontem', '2026-11-21T14:31:00Z']) expect(pendingSince(createdAt, seen)).toBe(seen);
  });

  it('should call a wait long after a minute › LONG_PENDING_MS', () => {
    expect(LONG_PENDING_MS).toBe(60_000);
  });
});
