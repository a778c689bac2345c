import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';

/** The link above a case study, public or protected, back to the portfolio list. */
export function BackToPortfolio({ label }: { label: string }) {
  return (
    <Link
      href="/portfolio/"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink print:hidden"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  );
}
