import type { notFound } from '@/lib/i18n/words/en/not-found';
import { ButtonLink } from '../ui/button-link';

type ProjectNotFoundProps = {
  words: typeof notFound;
  /** The portfolio in the page's language. */
  portfolioHref?: string;
};

export function ProjectNotFound({ words, portfolioHref = '/portfolio/' }: ProjectNotFoundProps) {
  return (
    <div className="container flex flex-col items-start py-section">
      <p className="font-mono text-eyebrow uppercase text-accent">{words.error}</p>
      <h1 className="mt-3 text-title font-semibold">{words.projectTitle}</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">{words.projectText}</p>
      <ButtonLink href={portfolioHref} className="mt-8">
        {words.returnToPortfolio}
      </ButtonLink>
    </div>
  );
}
