// A case study's body cut into its five sections by their "## " headings (sectionTitles in
// project-schema.ts): each one present once, in Markdown, and nothing before the first.
import { marked } from 'marked';
import { display, type Report } from './file-problems';
import { sectionTitles, type SectionTitle } from './project-schema';

/** The body's five sections, each problem reported by file and section. */
export function readSections(file: string, body: string, report: Report) {
  const where = display(file);
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  let started = false;
  for (const token of marked.lexer(body)) {
    if (token.type === 'heading') {
      const title = token.text.trim();
      started = true;
      current = undefined;
      if (token.depth !== 2 || !sectionTitles.includes(title as SectionTitle)) {
        report(
          `${where}: unexpected heading "${token.raw.trim()}"; sections are ${sectionTitles.map((t) => `"## ${t}"`).join(', ')}`,
        );
      } else if (found.has(title)) {
        report(`${where}: section "## ${title}" appears more than once`);
      } else {
        current = [];
        found.set(title, current);
      }
    } else if (current) {
      current.push(token.raw);
    } else if (!started && token.type !== 'space') {
      started = true;
      report(`${where}: text before the first section ("## Overview")`);
    }
  }
  const sections = {} as Record<SectionTitle, string>;
  for (const title of sectionTitles) {
    const content = found.get(title);
    const markdown = content?.join('').trim();
    if (!content) report(`${where}: section "## ${title}" is missing`);
    else if (!markdown) report(`${where}: section "## ${title}" is empty`);
    else sections[title] = markdown;
  }
  return sections;
}
