import { createFileRoute, redirect } from '@tanstack/react-router';

/** A link always carries the tenant (or company shorthash) slug; the bare root is not a page. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});
