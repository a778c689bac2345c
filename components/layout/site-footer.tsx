import Link from 'next/link';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getWords } from '@/lib/i18n/get-words';
import { notesNavItem } from '@/lib/notes/nav';
import { BrandMark } from './brand-mark';

export function SiteFooter({ lang }: { lang: string }) {
  const year = new Date().getFullYear();
  const { layout } = getWords(lang);
  const { siteConfig } = contentIn(lang, 'site');
  return (
    <footer className="render-when-near border-t border-line bg-surface print:hidden">
      <div className="container grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link
            href={pathFor(lang, '/')}
            className="inline-flex items-center gap-2.5 font-semibold tracking-tight"
          >
            <BrandMark />
            <span>{siteConfig.brand}</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm text-muted">{siteConfig.role}</p>
          <a
            href={`mailto:${siteConfig.email}`}
            className="mt-4 inline-block font-mono text-sm text-accent underline-offset-4 hover:underline"
          >
            {siteConfig.email}
          </a>
        </div>
        <nav aria-label={layout.footerNav}>
          <h2 className="font-mono text-eyebrow uppercase text-muted">{layout.footerPages}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {[...siteConfig.nav, ...notesNavItem(lang, siteConfig.nav)].map((item) => (
              <li key={item.href}>
                <Link href={pathFor(lang, item.href)} className="hover:text-accent">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-mono text-eyebrow uppercase text-muted">{layout.footerElsewhere}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {siteConfig.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="me noopener noreferrer" className="hover:text-accent">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* The rule spans the content column, not the container's padding. */}
      <div className="container">
        <div className="border-t border-line py-6 text-xs text-muted">
          {fillNodes(layout.rights, { year, name: siteConfig.name })}
        </div>
      </div>
    </footer>
  );
}
