import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE, supportLink } from '../../../src/lib/support-link';

describe('supportLink', () => {
  it('should be wa.me with 55 and the phone digits › with the prefilled text', () => {
    const url = new URL(supportLink('(11) 98765-4321')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511987654321');
    expect(url.searchParams.get('text')).toBe(SUPPORT_MESSAGE);
  });

  it('should not double the country code › when the stored phone already has it', () => {
    expect(supportLink('+55 (11) 98765-4321')).toMatch(/^https:\/\/wa\.me\/5511987654321\?/);
  });

  it.each([null, undefined, '', '123', '(11) 9876'])('should be null › for the unusable phone %j', (phone) => {
    expect(supportLink(phone)).toBeNull();
  });
});
