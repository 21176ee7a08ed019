import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../../../src/routeTree.gen';
import { LINK_CHILDREN, splitLinkPath } from '../../../src/lib/flow/flows';

const router = createRouter({ routeTree, context: { queryClient: new QueryClient() }, history: createMemoryHistory({ initialEntries: ['/'] }) });
const leaf = (path: string) => {
  const match = router.matchRoutes(path).at(-1);
  return match && { routeId: match.routeId, params: match.params };
};
const child = (name: string) => (name === 'proposal' ? 'proposal/Sol-1' : name);

/**
 * The route tree and lib/flow/flows must agree on what a path is. The router matches
 * static segments without regard to case (its default), so `/demo/FAQ` opens the FAQ route; the
 * flows' derivations (guards, resume, the /404 rule, index.html's shell) read it the same way.
 */
describe('reserved names in another case', () => {
  it.each(LINK_CHILDREN.flatMap((name) => ['/demo', '/demo/joao', '/demo/joao/zerotac'].map((base) => [base, name])))(
    '%s/%s in upper case is the same route as in lower case, and the same screen for the flows',
    (base, name) => {
      const lower = `${base}/${child(name)}`;
      const upper = `${base}/${child(name).replace(/^[a-z-]+/, (s) => s.toUpperCase())}`;
      expect(leaf(upper)).toEqual(leaf(lower));
      expect(leaf(lower)?.routeId).not.toBe('/$slug/{-$slugSeller}/{-$slugSelfService}/');
      expect(splitLinkPath(upper)).toEqual(splitLinkPath(lower));
    },
  );

  it('is the signature screen for proposal/LINK, as proposal/link', () => {
    expect(leaf('/demo/PROPOSAL/LINK')?.routeId).toBe('/$slug/{-$slugSeller}/{-$slugSelfService}/proposal/link');
    expect(splitLinkPath('/demo/PROPOSAL/LINK')?.child).toBe('proposal/link');
  });

  it('reads the first segment as the tenant, as the router does', () => {
    expect(leaf('/faq')).toEqual({ routeId: '/$slug/{-$slugSeller}/{-$slugSelfService}/', params: { slug: 'faq' } });
    expect(splitLinkPath('/faq')).toEqual({ base: '/faq', child: '' });
  });
});
