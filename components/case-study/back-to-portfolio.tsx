import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';

/**
 * The link above a case study, public or protected, back to the portfolio list of its language
 * (`href`, from lib/i18n/paths.ts `pathFor`: this also renders in the browser, for a protected one).
 */
export function BackToPortfolio({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink print:hidden"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  );
}
