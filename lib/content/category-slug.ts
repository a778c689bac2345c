// A category in the portfolio's address (`/portfolio/?category=ux-digital`) and back. No import of
// the owner's files: the filter (a client component) uses it with the categories it is given.

/** The category in the portfolio's address. */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The filter of `categories` a `?category=` value selects; All for a missing or unknown slug. */
export function categoryFromSlug<C extends string>(
  slug: string | null | undefined,
  categories: readonly C[],
): C | 'All' {
  return categories.find((c) => c !== 'All' && categorySlug(c) === slug) ?? 'All';
}
