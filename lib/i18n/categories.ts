// A category's name in a language: content/<code>/categories.ts names the categories of
// content/categories.yaml in the same order. The filter's address (`?category=ux-digital`) is always
// made from the default name, so it is the same in every language.
import { filterCategories } from '@/lib/owner/categories';
import { contentIn } from './owner-content';

/** The name in `lang` of `category` (a default-language name); itself in the default language. */
export function categoryName(lang: string, category: string): string {
  const index = (filterCategories as readonly string[]).indexOf(category);
  const names = contentIn(lang, 'categories').filterCategories as readonly string[];
  return (index >= 0 && names[index]) || category;
}

/** default name -> name in `lang`, for the portfolio's filter buttons. */
export const categoryNames = (lang: string) =>
  Object.fromEntries(filterCategories.map((category) => [category, categoryName(lang, category)]));
