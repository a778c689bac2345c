// The facts at a glance (client, year, role…) as a definition list: beside the overview from
// 1024 px, under it on smaller screens. Every fact is optional; without any, nothing is drawn.
import { ArrowUpRight } from 'lucide-react';
import type { ProjectFacts as Facts } from '@/lib/content/project-schema';
import { caseStudy } from '@/lib/i18n/words/en/case-study';

type Words = typeof caseStudy;

type Row = { term: string; detail: React.ReactNode };

function rows(facts: Facts, words: Words): Row[] {
  const all: (Row | false)[] = [
    (facts.client !== undefined || facts.confidentialClient === true) && {
      term: words.factsClient,
      detail: facts.client ?? words.factsConfidential,
    },
    facts.year !== undefined && { term: words.factsYear, detail: facts.year },
    facts.duration !== undefined && { term: words.factsDuration, detail: facts.duration },
    facts.role !== undefined && { term: words.factsRole, detail: facts.role },
    facts.team !== undefined && { term: words.factsTeam, detail: facts.team },
    facts.deliverables !== undefined && {
      term: words.factsDeliverables,
      detail: (
        <ul>
          {facts.deliverables.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    },
    facts.link !== undefined && {
      term: words.factsLink,
      detail: (
        <a
          href={facts.link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
        >
          {facts.link.label}
          <ArrowUpRight aria-hidden className="size-4" />
          <span className="sr-only">{words.newTab}</span>
        </a>
      ),
    },
  ];
  return all.filter((row): row is Row => row !== false);
}

export function ProjectFacts({
  facts,
  className = '',
  words = caseStudy,
}: {
  facts?: Facts;
  className?: string;
  /** The case study's words in the page's language (English is built in). */
  words?: Words;
}) {
  const list = facts ? rows(facts, words) : [];
  if (list.length === 0) return null;
  return (
    <section aria-label={words.factsHeading} className={className}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-t border-line pt-6 sm:grid-cols-3 lg:grid-cols-1 lg:border-l lg:border-t-0 lg:pl-8 lg:pt-1">
        {list.map(({ term, detail }) => (
          <div key={term} className="min-w-0">
            <dt className="font-mono text-eyebrow uppercase text-muted">{term}</dt>
            <dd className="mt-1.5 text-sm leading-snug text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
