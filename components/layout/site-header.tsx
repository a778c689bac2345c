import Link from 'next/link';
import { siteConfig } from '@/content/site';
import { wordsProp } from '@/lib/i18n/client-words';
import { getWords } from '@/lib/i18n/get-words';
import { en } from '@/lib/i18n/words/en';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

export function SiteHeader({ lang }: { lang: string }) {
  const words = getWords(lang);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75 print:hidden">
      <div className="container flex h-header items-center justify-between gap-6">
        <Link
          href="/"
          className="flex items-center gap-2.5 rounded-sm font-semibold tracking-tight"
        >
          <BrandMark />
          <span>{siteConfig.brand}</span>
        </Link>
        <nav aria-label={words.menu.nav} className="hidden md:block">
          <NavLinks
            items={siteConfig.nav}
            className="flex items-center gap-1"
            linkClassName="relative rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink aria-[current=page]:text-ink after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:scale-x-0 after:bg-accent after:transition-transform aria-[current=page]:after:scale-x-100 motion-reduce:after:transition-none"
          />
        </nav>
        <MobileMenu items={siteConfig.nav} {...wordsProp(words.menu, en.menu)} />
      </div>
    </header>
  );
}
