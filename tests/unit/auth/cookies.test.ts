import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCookie, hasSessionCookie, readCookie } from '../../../src/lib/auth/cookies';
import { stubBrowser } from './browser-stubs';

describe('readCookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should return the URL-decoded value › when the cookie exists', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
  });

  it('should not match a cookie whose name only ends with the name › when names overlap', () => {
    expect(readCookie('session', 'old_session=x')).toBeUndefined();
  });

  it('should keep the raw value › when it is not valid percent-encoding', () => {
    expect(readCookie('t', 't=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('should keep "=" inside the value › when the value contains it', () => {
    expect(readCookie('t', 't=a=b')).toBe('a=b');
  });

  it('should read document.cookie › when no source is given', () => {
    stubBrowser({ cookie: 'session=xyz' });
    expect(readCookie('session')).toBe('xyz');
  });

  it('should return undefined › when there is no document', () => {
    expect(readCookie('session')).toBeUndefined();
  });
});

describe('hasSessionCookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should be true › when a non-empty session cookie exists', () => {
    expect(hasSessionCookie('session=1')).toBe(true);
  });

  it('should be false › when the session cookie is blank or absent', () => {
    expect(hasSessionCookie('session=')).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
  });

  it('should be false after clearing › when the cookie was script-visible', () => {
    stubBrowser({ cookie: 'session=1; XSRF-TOKEN=t' });
    clearSessionCookie();
    expect(hasSessionCookie()).toBe(false);
    expect(readCookie('XSRF-TOKEN')).toBe('t');
  });
});
