/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// content/ is the owner's: data they edit, nothing that reads, validates or renders it.
const contentDir = path.join(process.cwd(), 'content');
const files = fs
  .readdirSync(contentDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)));

describe('the content folder', () => {
  it('holds no code, only data files: YAML, case studies in Markdown and brand files', () => {
    const code = files.filter((file) => !/\.(yaml|md|svg|woff2|png|jpe?g|webp|avif)$/.test(file));
    expect(code).toEqual([]);
  });

  it("is listed file by file in the content reference's 'The files' table", () => {
    const reference = fs.readFileSync('docs/content.md', 'utf8');
    const start = reference.indexOf('## The files');
    const section = reference.slice(start, reference.indexOf('\n## ', start + 1));
    const listed = [...section.matchAll(/^\| `(content\/[^`]+)`/gm)].map((m) => m[1]).sort();
    // The owner's own font files and words file are optional: the reference documents their place
    // either way.
    const ownFont = 'content/brand/fonts/<name>.woff2';
    const expected = [...files, ownFont, 'content/words.yaml']
      .map((file) => (file.startsWith('content/projects/') ? 'content/projects/<id>.md' : file))
      .map((file) => (file.startsWith('content/notes/') ? 'content/notes/<slug>.md' : file))
      .map((file) => (file.startsWith('content/brand/fonts/') ? ownFont : file))
      .filter((file, i, all) => all.indexOf(file) === i)
      .sort();
    expect(listed).toEqual(expected);
  });
});
