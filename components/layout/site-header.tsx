import Link from 'next/link';
import { siteConfig } from '@/content/site';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

// The first frame waits until the whole header is parsed (Chromium; others ignore it): its links
// sit at the right, so a frame painted with only some of them (the parser yields inside them on a
// slow phone) moved them left when the rest came. Chromium lets the frame go once the element
// named is in the document, so the link names an empty marker after the last of them. React
// hoists the link into <head>.
export function SiteHeader() {
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
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks
            items={siteConfig.nav}
            className="flex items-center gap-1"
            linkClassName="relative rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink aria-[current=page]:text-ink after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:scale-x-0 after:bg-accent after:transition-transform aria-[current=page]:after:scale-x-100 motion-reduce:after:transition-none"
          />
        </nav>
        <MobileMenu items={siteConfig.nav} />
      </div>
      <link rel="expect" href="#header-end" blocking="render" />
      <span id="header-end" hidden />
    </header>
  );
}
