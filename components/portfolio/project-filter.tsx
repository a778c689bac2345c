'use client';

import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { trackEvent } from '@/lib/analytics/track';
import type { FilterCategory } from '@/lib/content/categories';
import { categoryFromSlug, categorySlug } from '@/lib/content/category-slug';
import { fill } from '@/lib/i18n/fill';
import { portfolio } from '@/lib/i18n/words/en/portfolio';
import { buttonClasses } from '../ui/button-link';
import { cardCell, cardGrid } from '../ui/card-grid';

type FilterItem = { id: string; category: string; card: ReactNode };

type ProjectFilterProps = {
  categories: readonly FilterCategory[];
  items: FilterItem[];
  /** The filter's words in another language (English is built in). */
  words?: typeof portfolio;
  /** Each category's name in another language (lib/i18n/categories.ts); the address keeps the
   *  default name's slug, so a filtered view survives a switch of language. */
  names?: Record<string, string>;
  /** The contact page in the page's language. */
  contactHref?: string;
};

const count = (n: number, words: typeof portfolio) =>
  fill(n === 1 ? words.oneProject : words.manyProjects, { count: n });

// The address holds the filter (`?category=ux-digital`), so a filtered view can be shared and is
// still selected after Back. The exported HTML, rendered without an address, shows All.
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const slugInAddress = () => new URLSearchParams(window.location.search).get('category') ?? '';

// Replaces the current history entry: a click changes the view, not the page, so Back still
// leaves the portfolio instead of stepping through every filter tried (docs/developing.md).
function select(category: FilterCategory, categories: readonly FilterCategory[]) {
  if (category !== categoryFromSlug(slugInAddress(), categories))
    trackEvent('Portfolio filtered', { category });
  const url = new URL(window.location.href);
  if (category === 'All') url.searchParams.delete('category');
  else url.searchParams.set('category', categorySlug(category));
  window.history.replaceState(null, '', url);
  listeners.forEach((listener) => listener());
}

// On a phone the buttons are one row that scrolls sideways (the last one in view is cut, and
// fades, to say there is more): the pressed one is scrolled into view, for a shared link too.
function revealPressed(group: HTMLElement | null) {
  const pressed = group?.querySelector<HTMLElement>('[aria-pressed="true"]');
  if (!group || !pressed || group.scrollWidth <= group.clientWidth) return;
  const { offsetLeft: left, offsetWidth: width } = pressed;
  if (left < group.scrollLeft || left + width > group.scrollLeft + group.clientWidth) {
    group.scrollLeft = left - (group.clientWidth - width) / 2;
  }
}

export function ProjectFilter({
  categories,
  items,
  words = portfolio,
  names = {},
  contactHref = '/contact/',
}: ProjectFilterProps) {
  const name = (category: string) => names[category] ?? category;
  const slug = useSyncExternalStore(subscribe, slugInAddress, () => '');
  const selected = categoryFromSlug(slug, categories);
  const shown = selected === 'All' ? items : items.filter((item) => item.category === selected);
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => revealPressed(group.current), [selected]);

  return (
    <div>
      <div
        ref={group}
        role="group"
        aria-label={words.filterLabel}
        className="relative -mx-5 -my-1.5 flex gap-2 overflow-x-auto px-5 py-1.5 [mask-image:linear-gradient(to_right,black_calc(100%-1.5rem),transparent)] sm:mx-0 sm:my-0 sm:flex-wrap sm:overflow-visible sm:p-0 sm:[mask-image:none] print:hidden"
      >
        {categories.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={category === selected}
            data-category-slug={category === 'All' ? undefined : categorySlug(category)}
            onClick={() => select(category, categories)}
            className="min-h-11 shrink-0 whitespace-nowrap rounded-pill border border-line bg-surface px-4 text-sm font-medium text-muted transition-colors hover:border-ink/40 hover:text-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-canvas motion-reduce:transition-none"
          >
            {name(category)}
          </button>
        ))}
      </div>
      {/* Two lines tall on phones, where a long category's count wraps: the narrowed count
          replaces "Showing all" after hydration without moving the list. */}
      <p
        role="status"
        className="mt-6 min-h-8 font-mono text-xs uppercase tracking-widest text-muted sm:min-h-0"
      >
        {selected === 'All'
          ? fill(words.showingAll, { count: count(shown.length, words) })
          : fill(words.inCategory, { count: count(shown.length, words), category: name(selected) })}
      </p>
      {/* The list and the empty states are always in the HTML, so the exported page can show the
          filtered view in its first paint: scripts/build/post/filter-deep-link.mjs sets `hidden` as
          the parser adds them (docs/developing.md, "The filter's address"). */}
      <ul hidden={shown.length === 0} data-filter-list="" className={`mt-6 ${cardGrid}`}>
        {shown.map((item) => (
          <li key={item.id} data-category={categorySlug(item.category)} className={cardCell}>
            {item.card}
          </li>
        ))}
      </ul>
      {categories
        .filter((category) =>
          category === 'All' ? !items.length : !items.some((item) => item.category === category),
        )
        .map((category) => (
          <div
            key={category}
            hidden={category !== selected}
            data-empty-category={categorySlug(category)}
            className="relative mt-6 overflow-hidden rounded-xl border border-dashed border-line bg-surface px-6 py-14 text-center sm:py-20"
          >
            <div
              aria-hidden
              className="blueprint-grid absolute inset-0 opacity-60 [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
            />
            <div className="relative">
              <p className="font-mono text-eyebrow uppercase text-accent">{name(category)}</p>
              <h2 className="mx-auto mt-3 max-w-lg text-2xl font-semibold sm:text-3xl">
                {fill(words.emptyTitle, { category: name(category) })}
              </h2>
              <p className="mx-auto mt-4 max-w-md text-muted">{words.emptyText}</p>
              <Link href={contactHref} className={buttonClasses('primary', 'mt-8')}>
                {words.emptyAction}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          </div>
        ))}
    </div>
  );
}
