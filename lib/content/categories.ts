import { filterCategories, projectCategories } from '@/lib/owner/categories';

export type ProjectCategory = (typeof projectCategories)[number];

export type FilterCategory = (typeof filterCategories)[number];
