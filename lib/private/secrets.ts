// What of a protected project is secret: every text the owner wrote for it (title, description, alt
// texts, the date, the live link, each section's words, link texts and addresses, the testimonials
// that name it), as the candidates the leak check searches for. A candidate that a public source
// also holds (lib/private/public-text.ts) is public already and is not searched; a short one is
// searched only when it looks like what NDAs are about: a name, a number, a date or an address.
import { marked, type Token } from 'marked';
import type { Project } from '@/lib/content/projects';
import { squash, type PublicText } from './public-text';

export type Candidate = {
  what: string;
  text: string;
  /** Searched only where it stands as a word of its own (a short string inside a word is not it). */
  whole: boolean;
};

/** Shorter than this, a string is searched only when it looks like a name, number or address. */
export const SHORT = 24;

// Markup breaks a sentence where the HTML has a tag (`**a**` is `<strong>a</strong>`), so text is
// searched as its runs of letters, digits and spaces between any other characters.
const RUN = /[\p{L}\p{N}](?:[\p{L}\p{N} ]*[\p{L}\p{N}])?/gu;
const runsOf = (text: string) => [...text.matchAll(RUN)].map((match) => match[0]);

/** A short string worth searching: at least 4 characters with a capital or a digit. */
const telling = (text: string) => text.length >= 4 && /[\p{Lu}\p{N}]/u.test(text);

type Texts = { what: string; text: string; kind: 'prose' | 'field' | 'name' }[];

/** The texts of one section's Markdown: prose (as runs), link texts and addresses, image texts. */
function sectionTexts(title: string, markdown: string): Texts {
  const texts: Texts = [];
  const walk = (tokens: Token[] = []) => {
    for (const token of tokens) {
      if (token.type === 'link' || token.type === 'image') {
        const where = `"${title}"`;
        // An address on another site (or an email, a phone number) says who the work was for; a
        // path on this site (a link to a public case study, an image) is the site's own.
        const outside = URL.canParse(token.href) ? new URL(token.href) : undefined;
        if (outside) {
          texts.push({ what: `a link address in ${where}`, text: token.href, kind: 'name' });
          if (outside.host)
            texts.push({ what: `a link address in ${where}`, text: outside.host, kind: 'name' });
        }
        if (token.title)
          texts.push({ what: `a title in ${where}`, text: token.title, kind: 'name' });
        const visible = token.text.replace(/[*_`]/g, '');
        texts.push({ what: `a link text in ${where}`, text: visible, kind: 'name' });
      }
      if ('tokens' in token && token.tokens) walk(token.tokens);
      else if ('items' in token && Array.isArray(token.items)) walk(token.items);
      else if ('text' in token && typeof token.text === 'string' && token.type !== 'image')
        texts.push({ what: `a sentence of "${title}"`, text: token.text, kind: 'prose' });
    }
  };
  walk(marked.lexer(markdown));
  return texts;
}

type NamedTestimonial = { quote: string; name: string; role: string; company?: string };

/** Every text of a protected project and of the testimonials that name it, before any filter. */
export function textsOf(project: Project, testimonials: NamedTestimonial[] = []): Texts {
  const address = project.liveUrl?.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return [
    { what: 'the title', text: project.title, kind: 'field' },
    { what: 'the description', text: project.description, kind: 'field' },
    { what: 'the description', text: project.description, kind: 'prose' },
    { what: 'the hero image alt text', text: project.image.alt, kind: 'field' },
    { what: 'the date', text: project.date, kind: 'name' },
    ...(address ? [{ what: 'the live link', text: address, kind: 'name' as const }] : []),
    ...Object.entries(project.sections).flatMap(([title, markdown]) =>
      sectionTexts(title, markdown),
    ),
    ...testimonials.flatMap(({ quote, name, role, company }) => [
      { what: 'a testimonial quote', text: quote, kind: 'field' as const },
      { what: 'a testimonial quote', text: quote, kind: 'prose' as const },
      { what: "a testimonial's name", text: name, kind: 'name' as const },
      { what: "a testimonial's role", text: role, kind: 'name' as const },
      ...(company
        ? [{ what: "a testimonial's company", text: company, kind: 'name' as const }]
        : []),
    ]),
  ];
}

/**
 * The candidates to search for, each once: prose as its runs, fields whole, names and addresses
 * whole; without what `publicText` holds, and short ones only when telling (names always).
 */
export function candidatesOf(
  project: Project,
  testimonials: NamedTestimonial[],
  publicText: PublicText,
): { candidates: Candidate[]; shared: { what: string; text: string; file: string }[] } {
  const candidates: Candidate[] = [];
  const shared: { what: string; text: string; file: string }[] = [];
  const seen = new Set<string>();
  for (const { what, text, kind } of textsOf(project, testimonials)) {
    const pieces = kind === 'prose' ? runsOf(text) : [squash(text).trim()];
    for (const piece of pieces) {
      const short = piece.length < SHORT;
      if (seen.has(piece) || piece.length < 3) continue;
      if (short && kind !== 'name' && !telling(piece)) continue;
      seen.add(piece);
      const file = publicText.find(piece);
      if (file) {
        if (!short) shared.push({ what, text: piece, file });
        continue;
      }
      candidates.push({ what, text: piece, whole: short });
    }
  }
  return { candidates, shared };
}
