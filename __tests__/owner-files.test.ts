import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { checkOwnerFile } from '@/lib/owner/owner-file';
import { jsonSchema } from '@/lib/owner/json-schemas';
import { ownerSchemas, type OwnerFileName } from '@/lib/owner/schemas';

// The owner's YAML files as `npm run check`, the build and the dev overlay read them: values as
// written, every mistake at file:line:column in plain words, and a JSON Schema for editors that
// accepts and refuses what the site's own schema does.
const site = fs.readFileSync(path.join(process.cwd(), 'content/site.yaml'), 'utf8');
const check = (source: string, file = 'content/site.yaml') =>
  checkOwnerFile(file, source, ownerSchemas.site);
const withTagline = (line: string) => site.replace(/^ {2}tagline: .*$/m, `  tagline: ${line}`);
const taglineLine = site.split('\n').findIndex((line) => line.startsWith('  tagline:')) + 1;
const tagline = (source: string) =>
  (check(source).value as { siteConfig: { tagline: unknown } }).siteConfig.tagline;

describe("an owner's YAML file", () => {
  it('takes texts written plainly: apostrophes, quotes, accents, and no or a date as text', () => {
    for (const text of [
      "I'm a designer",
      'She said "yes"',
      'Café Zürich — déjà vu',
      'no',
      '2025-09-14',
    ]) {
      const { problems } = check(withTagline(text));
      expect(problems).toEqual([]);
      expect(tagline(withTagline(text))).toBe(text);
    }
  });

  it('names the line and column of an apostrophe inside single quotes, with the two ways out', () => {
    expect(check(withTagline("'I'm a product designer'")).problems).toEqual([
      `content/site.yaml:${taglineLine}:14: a text in single quotes ends at the next ', so an apostrophe ends it early: write the text in double quotes ("I'm a designer") or the apostrophe twice ('I''m a designer')`,
    ]);
  });

  it('names a tab used for indenting, once', () => {
    const tabbed = site.replace('\n  brand:', '\n\tbrand:');
    const { problems } = check(tabbed);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/site\.yaml:4:1: a tab is used for indenting here: indent with spaces only \(two per level\)$/,
    );
  });

  it('names a text with ": " left unquoted, and a quote never closed at the quote that opened it', () => {
    expect(check(withTagline('Design: from sketch to product')).problems[0]).toMatch(
      new RegExp(
        `^content/site\\.yaml:${taglineLine}:\\d+: a text with a colon followed by a space`,
      ),
    );
    expect(check(withTagline('"From sketch to product')).problems[0]).toBe(
      `content/site.yaml:${taglineLine}:12: a quote is opened here but never closed: end the text with the same quote it starts with`,
    );
  });

  it('names a " #" that would cut a text short', () => {
    expect(check(withTagline('Case #1 of many')).problems).toEqual([
      `content/site.yaml:${taglineLine}:17: " #" in a text starts a comment, so the rest of the line is left out: put the whole text in double quotes, e.g. title: "Case #1"`,
    ]);
  });

  it('names a misspelt field once, with the closest known one, at its line', () => {
    const misspelt = site.replace('\n  tagline:', '\n  tagLine:');
    expect(check(misspelt).problems).toEqual([
      `content/site.yaml:${taglineLine}:3: field "siteConfig.tagLine" is not a known field: did you mean "tagline"?`,
    ]);
  });

  it('names a missing field at the line of the object that lacks it', () => {
    const without = site.replace(/\n {2}tagline: .*/, '');
    expect(check(without).problems).toEqual([
      'content/site.yaml:3:3: field "siteConfig.tagline" is missing',
    ]);
  });
});

describe('the JSON Schemas for editors', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const names = Object.keys(ownerSchemas) as OwnerFileName[];
  const yaml = (name: string) =>
    checkOwnerFile(
      `content/${name}.yaml`,
      fs.readFileSync(path.join(process.cwd(), `content/${name}.yaml`), 'utf8'),
      ownerSchemas[name as OwnerFileName],
    ).value;

  it.each(names)('content/%s.yaml: a valid JSON Schema that accepts the sample file', (name) => {
    const validate = ajv.compile(jsonSchema(name));
    expect(validate(yaml(name))).toBe(true);
  });

  it.each(names)(
    'content/%s.yaml: the JSON Schema refuses an unknown field as the site does',
    (name) => {
      const validate = ajv.compile(jsonSchema(name));
      const value = { ...(yaml(name) as object), notAField: 'x' };
      expect(validate(value)).toBe(false);
      expect(ownerSchemas[name].safeParse(value).success).toBe(false);
    },
  );

  it('names every field the site knows, file by file', () => {
    for (const name of names) {
      const properties = Object.keys(
        (jsonSchema(name) as { properties?: Record<string, unknown> }).properties ?? {},
      ).sort();
      const shape = Object.keys(
        (ownerSchemas[name] as unknown as { shape: Record<string, unknown> }).shape,
      ).sort();
      expect([name, properties]).toEqual([name, shape]);
    }
  });

  it('is the schema each sample file names on its first line', () => {
    for (const name of names) {
      const first = fs
        .readFileSync(path.join(process.cwd(), `content/${name}.yaml`), 'utf8')
        .split('\n')[0];
      expect(first).toBe(`# yaml-language-server: $schema=../.schemas/${name}.json`);
    }
  });
});
