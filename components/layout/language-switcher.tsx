'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { switchTargets, type SwitchSite } from '@/lib/i18n/switch-target';

type Names = Record<string, { name: string; notTranslated: string }>;

type LanguageSwitcherProps = {
  site: SwitchSite;
  /** Per language, its name in that language and the note for an untranslated case study. */
  names: Names;
  label: string;
  basePath: string;
  className?: string;
  linkClassName?: string;
};

// The filter in the address (?category=) comes along: the link itself (which works without
// JavaScript) leads to the page; a click adds the query the page has by then.
function keepQuery(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  link.search = window.location.search;
}

/**
 * Links to the page in the site's other languages: plain links (a full page load, so the new
 * page has its own <html lang>), each with hreflang and lang. On a case study a language does not
 * have, the link leads to that language's portfolio and says so.
 */
export function LanguageSwitcher({
  site,
  names,
  label,
  basePath,
  className,
  linkClassName,
}: LanguageSwitcherProps) {
  const pathname = usePathname() ?? '/';
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-1">
        {switchTargets(site, pathname).map(({ lang, href, translated }) => (
          <li key={lang}>
            <a
              href={`${basePath}${href}`}
              hrefLang={lang}
              lang={lang}
              onClick={keepQuery}
              className={linkClassName}
            >
              {names[lang].name}
              {translated ? null : (
                <span className="text-xs font-normal text-muted">
                  {' '}
                  ({names[lang].notTranslated})
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
