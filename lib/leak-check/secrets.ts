// What of a protected project is secret: every text the owner wrote for it in every language (each
// front matter field its schema has, secret-fields.ts; each section's words, link texts and
// addresses, image texts and captions; the testimonials that name it), as the texts the leak check
// searches for. lib/leak-check/search-rules.ts decides how each is searched.
import { marked, type Token } from 'marked';
import { frontMatterTexts } from './secret-fields';

export type Kind = 'prose' | 'field' | 'name' | 'confidential';
export type SecretText = { what: string; source: string; text: string; kind: Kind };

// Markup breaks a sentence where the HTML has a tag (`**a**` is `<strong>a</strong>`), so prose is
// searched as its runs of letters, digits and spaces between any other characters.
const RUN = /[\p{L}\p{N}](?:[\p{L}\p{N} ]*[\p{L}\p{N}])?/gu;
export const runsOf = (text: string) => [...text.matchAll(RUN)].map((match) => match[0]);

type Text = Omit<SecretText, 'source'>;

/** The texts of one section's Markdown: prose (as runs), link texts and addresses, image texts. */
function sectionTexts(title: string, markdown: string): Text[] {
  const texts: Text[] = [];
  const where = `section "## ${title}"`;
  const walk = (tokens: Token[] = []) => {
    for (const token of tokens) {
      if (token.type === 'link' || token.type === 'image') {
        const image = token.type === 'image';
        // An address on another site (or an email, a phone number) says who the work was for; a
        // path on this site (a link to a public case study, an image) is the site's own.
        const outside = URL.canParse(token.href) ? new URL(token.href) : undefined;
        if (outside) {
          texts.push({ what: `a link address in ${where}`, text: token.href, kind: 'name' });
          if (outside.host)
            texts.push({ what: `a link address in ${where}`, text: outside.host, kind: 'name' });
        }
        if (token.title)
          texts.push({ what: `a caption in ${where}`, text: token.title, kind: 'field' });
        const visible = token.text.replace(/[*_`]/g, '');
        texts.push(
          image
            ? { what: `an alt text in ${where}`, text: visible, kind: 'field' }
            : { what: `a link text in ${where}`, text: visible, kind: 'name' },
        );
      }
      if ('tokens' in token && token.tokens) walk(token.tokens);
      else if ('items' in token && Array.isArray(token.items)) walk(token.items);
      else if ('text' in token && typeof token.text === 'string' && token.type !== 'image')
        texts.push({ what: `a sentence of ${where}`, text: token.text, kind: 'prose' });
    }
  };
  walk(marked.lexer(markdown));
  return texts;
}

/** Fields that name who the work was for: never public, wherever else they are written. */
const NAMING_FIELDS = new Set(['facts.client']);
const ADDRESS_FIELDS = /^(liveUrl|facts\.link\.(url|label)|image|video|processImages\[\]\.src)$/;

/** The texts of one file of a protected project (the default's or a translation). */
export function fileTexts(
  source: string,
  frontMatter: Record<string, unknown>,
  sections: Record<string, string>,
): SecretText[] {
  const fields = frontMatterTexts(frontMatter);
  const texts: Text[] = fields.flatMap(({ field, pattern, text }): Text[] => {
    const what = `the field "${field}"`;
    // A choice from the public list of categories: searched as the case study's data writes it.
    if (pattern === 'category') return [];
    // Another case study may share the day: searched everywhere, but no problem in a public file.
    if (pattern === 'date') return [{ what, text, kind: 'field' }];
    if (NAMING_FIELDS.has(pattern)) return [{ what, text, kind: 'confidential' }];
    if (ADDRESS_FIELDS.test(pattern)) {
      const address = text.replace(/^https?:\/\//, '').replace(/\/$/, '');
      return [...new Set([text, address])].map((value) => ({ what, text: value, kind: 'name' }));
    }
    return [
      { what, text, kind: 'field' },
      { what, text, kind: 'prose' },
    ];
  });
  // A figure alone (a result's "40 %") is on every page; with its label it is this project's.
  const results = frontMatter.results;
  if (Array.isArray(results)) {
    results.forEach((result: { value?: unknown; label?: unknown }, i) => {
      if (result && result.value !== undefined && typeof result.label === 'string')
        texts.push({
          what: `the field "results[${i}]"`,
          text: `${String(result.value)} ${result.label}`,
          kind: 'field',
        });
    });
  }
  for (const [title, markdown] of Object.entries(sections))
    texts.push(...sectionTexts(title, markdown));
  return texts.map((text) => ({ ...text, source }));
}

export type NamedTestimonial = { quote?: string; name?: string; role?: string; company?: string };

/** The texts of a testimonial that names a protected project, in one language's file. */
export const testimonialTexts = (
  source: string,
  { quote, name, role, company }: NamedTestimonial,
): SecretText[] =>
  [
    ...(quote
      ? [
          { what: 'a testimonial quote', text: quote, kind: 'field' as const },
          { what: 'a testimonial quote', text: quote, kind: 'prose' as const },
        ]
      : []),
    ...(name ? [{ what: "a testimonial's name", text: name, kind: 'confidential' as const }] : []),
    ...(role ? [{ what: "a testimonial's role", text: role, kind: 'name' as const }] : []),
    ...(company
      ? [{ what: "a testimonial's company", text: company, kind: 'confidential' as const }]
      : []),
  ].map((text) => ({ ...text, source }));
