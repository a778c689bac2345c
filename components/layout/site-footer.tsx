import Link from 'next/link';
import { siteConfig } from '@/content/site';
import { BrandMark } from './brand-mark';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="render-when-near border-t border-line bg-surface print:hidden">
      <div className="container grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link href="/" className="inline-flex items-center gap-2.5 font-semibold tracking-tight">
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
        <nav aria-label="Footer">
          <h2 className="font-mono text-eyebrow uppercase text-muted">Pages</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {siteConfig.nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="hover:text-accent">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-mono text-eyebrow uppercase text-muted">Elsewhere</h2>
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
          © {year} {siteConfig.name}. All rights reserved.
        </div>
      </div>
    </footer>
  );
}
