// The facts at a glance (client, year, role…) as a definition list: beside the overview from
// 1024 px, under it on smaller screens. Every fact is optional; without any, nothing is drawn.
import { ArrowUpRight } from 'lucide-react';
import type { ProjectFacts as Facts } from '@/lib/content/project-schema';

export const factsWords = {
  heading: 'Project facts',
  client: 'Client',
  confidentialClient: 'Confidential (under NDA)',
  year: 'Year',
  duration: 'Duration',
  role: 'Role',
  team: 'Team',
  deliverables: 'Deliverables',
  link: 'Link',
  opensInNewTab: '(opens in a new tab)',
};

type Row = { term: string; detail: React.ReactNode };

function rows(facts: Facts): Row[] {
  const all: (Row | false)[] = [
    (facts.client !== undefined || facts.confidentialClient === true) && {
      term: factsWords.client,
      detail: facts.client ?? factsWords.confidentialClient,
    },
    facts.year !== undefined && { term: factsWords.year, detail: facts.year },
    facts.duration !== undefined && { term: factsWords.duration, detail: facts.duration },
    facts.role !== undefined && { term: factsWords.role, detail: facts.role },
    facts.team !== undefined && { term: factsWords.team, detail: facts.team },
    facts.deliverables !== undefined && {
      term: factsWords.deliverables,
      detail: (
        <ul>
          {facts.deliverables.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    },
    facts.link !== undefined && {
      term: factsWords.link,
      detail: (
        <a
          href={facts.link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
        >
          {facts.link.label}
          <ArrowUpRight aria-hidden className="size-4" />
          <span className="sr-only">{factsWords.opensInNewTab}</span>
        </a>
      ),
    },
  ];
  return all.filter((row): row is Row => row !== false);
}

export function ProjectFacts({ facts, className = '' }: { facts?: Facts; className?: string }) {
  const list = facts ? rows(facts) : [];
  if (list.length === 0) return null;
  return (
    <section aria-label={factsWords.heading} className={className}>
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
