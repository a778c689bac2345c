// A note's full text for the feeds (feed.ts), taken from its exported page: the element with
// data-note-body, cleaned of what only the site needs, every address on the site made absolute,
// since a feed reader shows the note away from the site.

/**
 * `html` with every address on this site made absolute: src, href, poster and each srcset
 * candidate that starts with "/" (not "//") gets `origin` (the site's, without BASE_PATH: the
 * exported pages' addresses already hold it) in front. Feed readers show a note away from the site.
 */
export function absoluteHtml(html: string, origin: string) {
  const absolute = (value: string) =>
    value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
  return html
    .replace(
      /\b(src|href|poster)="([^"]*)"/g,
      (_, name: string, value: string) => `${name}="${absolute(value)}"`,
    )
    .replace(/\b(srcset|srcSet)="([^"]*)"/g, (_, name: string, value: string) => {
      const candidates = value.split(',').map((candidate) => {
        const [src, ...descriptor] = candidate.trim().split(/\s+/);
        return [absolute(src), ...descriptor].join(' ');
      });
      return `${name}="${candidates.join(', ')}"`;
    });
}

/** The element that opens with `open` (a match at `start`) through its closing tag, by depth. */
function elementAt(html: string, start: number, tag: string) {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return undefined;
}

/**
 * A note's full text for the feeds, from its exported page: the inside of the element with
 * data-note-body, without scripts, templates, comments, classes, inline styles or React's
 * attributes, its addresses made absolute with `origin`.
 */
export function noteBodyHtml(page: string, origin: string): string | undefined {
  const open = /<div\b[^>]*\bdata-note-body\b[^>]*>/.exec(page);
  if (!open) return undefined;
  const element = elementAt(page, open.index, 'div');
  if (!element) return undefined;
  const inner = element.slice(open[0].length, element.lastIndexOf('</div>'));
  const clean = inner
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<template\b[\s\S]*?<\/template>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s(class|style|data-[\w-]+)="[^"]*"/g, '')
    .replace(/\s+>/g, '>');
  return absoluteHtml(clean, origin).trim();
}
