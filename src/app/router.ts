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
  // Every screen scrolls inside its own <main> (components/ui/page.tsx), the same element path on
  // every screen: without this the router carries the previous screen's offset over to a new one
  // (the review would open scrolled down, its title out of view). A new screen opens at its top;
  // Back and a reload still restore where the worker was.
  scrollToTopSelectors: ['main'],
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
