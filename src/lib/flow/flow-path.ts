import { useParams } from '@tanstack/react-router';

/** The link's slugs: tenant (or company shorthash), then optional seller and self-service. */
export type FlowSlugs = { slug: string; slugSeller?: string | undefined; slugSelfService?: string | undefined };

/** `/{slug}[/{slugSeller}[/{slugSelfService}]]`, the level every child path hangs from. */
export function flowBase({ slug, slugSeller, slugSelfService }: FlowSlugs): string {
  return [slug, slugSeller, slugSelfService]
    .filter((s): s is string => Boolean(s))
    .map((s) => `/${encodeURIComponent(s)}`)
    .join('');
}

/** The slugs of the current route and a helper that builds sibling paths at the same level. */
export function useFlowPath(): FlowSlugs & { base: string; to: (child: string) => string } {
  const params = useParams({ strict: false }) as Partial<FlowSlugs>;
  const slugs: FlowSlugs = { slug: params.slug ?? '', slugSeller: params.slugSeller, slugSelfService: params.slugSelfService };
  const base = flowBase(slugs);
  return { ...slugs, base, to: (child: string) => `${base}/${child.replace(/^\//, '')}` };
}
