import Link from 'next/link';
import { wordsProp } from '@/lib/i18n/client-words';
import { getWords } from '@/lib/i18n/get-words';
import { languages } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { switcherNames, switcherSite } from '@/lib/i18n/switcher';
import { en } from '@/lib/i18n/words/en';
import { basePath } from '@/lib/site/base-path.mjs';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

// The first frame waits until the whole header is parsed (Chromium; others ignore it): its links
// sit at the right, so a frame painted with only some of them (the parser yields inside them on a
// slow phone) moved them left when the rest came. Chromium lets the frame go once the element
// named is in the document, so the link names an empty marker after the last of them. React
// hoists the link into <head>.
/** The header of a page in `lang`: every link stays in that language; the switcher leaves it. */
export function SiteHeader({ lang }: { lang: string }) {
  const words = getWords(lang);
  const { siteConfig } = contentIn(lang, 'site');
  const items = siteConfig.nav.map((item) => ({ ...item, href: pathFor(lang, item.href) }));
  // A site in one language has no switcher (and ships not a byte of it).
  const switcher = (className: string, linkClassName: string) =>
    languages.length > 1 ? (
      <LanguageSwitcher
        site={switcherSite()}
        names={switcherNames()}
        label={words.layout.languages}
        basePath={basePath}
        className={className}
        linkClassName={linkClassName}
      />
    ) : undefined;
  const desktopSwitcher = switcher(
    'border-l border-line pl-2',
    'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted hover:text-ink',
  );
  const nav = (className?: string) => (
    <nav aria-label={words.menu.nav} className={className}>
      <NavLinks
        items={items}
        className="flex items-center gap-1"
        linkClassName="relative rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink aria-[current=page]:text-ink after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:scale-x-0 after:bg-accent after:transition-transform aria-[current=page]:after:scale-x-100 motion-reduce:after:transition-none"
      />
    </nav>
  );
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-canvas/90 [backdrop-filter:blur(8px)] supports-[backdrop-filter]:bg-canvas/75 print:hidden">
      <div className="container flex h-header items-center justify-between gap-6">
        <Link
          href={items[0].href}
          className="flex items-center gap-2.5 rounded-sm font-semibold tracking-tight"
        >
          <BrandMark />
          <span>{siteConfig.brand}</span>
        </Link>
        {desktopSwitcher ? (
          <div className="hidden items-center gap-2 md:flex">
            {nav()}
            {desktopSwitcher}
          </div>
        ) : (
          nav('hidden md:block')
        )}
        <MobileMenu
          items={items}
          switcher={switcher(
            'container border-t border-line py-3',
            'flex min-h-12 items-center px-3 text-base font-medium text-muted hover:text-ink',
          )}
          {...wordsProp(words.menu, en.menu)}
        />
      </div>
      <link rel="expect" href="#header-end" blocking="render" />
      <span id="header-end" hidden />
    </header>
  );
}
