/** The link's slugs: tenant (or company shorthash), then optional seller and self-service. */
export type FlowSlugs = { slug: string; slugSeller?: string | undefined; slugSelfService?: string | undefined };

/** `/{slug}[/{slugSeller}[/{slugSelfService}]]`, the level every child path hangs from. */
export function flowBase({ slug, slugSeller, slugSelfService }: FlowSlugs): string {
  return [slug, slugSeller, slugSelfService]
    .filter((s): s is string => Boolean(s))
    .map((s) => `/${encodeURIComponent(s)}`)
    .join('');
}
