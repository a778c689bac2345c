import { filterCategories, projectCategories } from '@/lib/owner/categories';

export type ProjectCategory = (typeof projectCategories)[number];

export type FilterCategory = (typeof filterCategories)[number];

/** The category in the portfolio's address (`/portfolio/?category=ux-digital`). */
export const categorySlug = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The filter a `?category=` value selects; All for a missing or unknown slug. */
export function categoryFromSlug(slug: string | null | undefined): FilterCategory {
  return filterCategories.find((c) => c !== 'All' && categorySlug(c) === slug) ?? 'All';
}
