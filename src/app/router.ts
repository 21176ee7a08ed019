import { createRouter } from '@tanstack/react-router';
import { createQueryClient } from '../api/query-client';
import { routeTree } from '../routeTree.gen';
import { ErrorScreen } from './error-screen';

export const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultErrorComponent: ErrorScreen,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
