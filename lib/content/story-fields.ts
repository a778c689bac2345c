// The facts and results of a validated front matter as the page gets them: the year as text, and a
// client that content/clients.yaml says may not be named (showName: false) replaced by a flag, so the
// name reaches no page, no JSON-LD and no card.
import { clients } from '@/lib/owner/clients';
import type { Project, ProjectFrontMatter } from './project-schema';

const mayNotBeNamed = (name: string) =>
  clients.some(
    (client) => !client.showName && client.name.toLowerCase() === name.trim().toLowerCase(),
  );

export function storyFields(
  fm: Pick<ProjectFrontMatter, 'facts' | 'results' | 'resultsOnCard'>,
): Pick<Project, 'facts' | 'results' | 'resultsOnCard'> {
  const { facts, results, resultsOnCard } = fm;
  const out: Pick<Project, 'facts' | 'results' | 'resultsOnCard'> = {};
  if (facts && Object.keys(facts).length > 0) {
    const { client, year, ...rest } = facts;
    const hidden = client !== undefined && mayNotBeNamed(client);
    out.facts = {
      ...rest,
      ...(client && !hidden ? { client } : {}),
      ...(hidden ? { confidentialClient: true } : {}),
      ...(year !== undefined ? { year: String(year).replace(/\s*[–-]\s*/, '–') } : {}),
    };
  }
  if (results) out.results = results;
  if (resultsOnCard) out.resultsOnCard = true;
  return out;
}
