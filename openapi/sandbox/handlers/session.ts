import { fail, type Handler } from './shared.ts';

/** Refresh tokens starting with 'valid' are accepted; each refresh issues the next numbered pair. */
export const refreshToken: Handler<'refreshToken'> = ({ body }, { store }) => {
  if (!body.refreshToken.startsWith('valid')) return fail(401, 'Refresh token invalido');
  const n = store.next('session');
  return { status: 200, body: { session: `session-${n}`, refreshToken: `valid-${n}` } };
};
