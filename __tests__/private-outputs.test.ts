/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixturePassphrases, privateSiteRoot } from './support/private-site';

// The sample projects plus the fixture's unlisted "open-by-link" and protected "nda-alpha" (with a
// teaser) and "nda-beta" (without): every output builder must leave the last three out.
const root = privateSiteRoot();
jest.spyOn(process, 'cwd').mockReturnValue(root);
Object.assign(process.env, fixturePassphrases);

const hidden = ['open-by-link', 'nda-alpha', 'nda-beta'];
const load = async () => ({
  projects: await import('@/lib/content/projects'),
  sitemap: (await import('@/app/sitemap')).default,
  og: await import('@/app/og/portfolio/[image]/route'),
  schema: await import('@/lib/seo/structured-data'),
});

describe('unlisted and protected case studies', () => {
  it('are all exported as pages', async () => {
    const { projects } = await load();
    const ids = projects.getProjects().map((project) => project.id);
    expect(ids).toEqual(expect.arrayContaining(hidden));
  });

  it('are not in the sitemap', async () => {
    const { sitemap } = await load();
    const urls = sitemap().map((entry) => entry.url);
    expect(urls.some((url) => url.includes('/portfolio/atlas-base/'))).toBe(true);
    for (const id of hidden) expect(urls.some((url) => url.includes(id))).toBe(false);
  });

  it('get no social image', async () => {
    const { og } = await load();
    const images = og.generateStaticParams().map((params) => params.image);
    expect(images).toContain('atlas-base.png');
    for (const id of hidden) expect(images).not.toContain(`${id}.png`);
  });

  it("are never another case study's previous or next project", async () => {
    const { projects } = await load();
    for (const project of projects.getListedProjects()) {
      const adjacent = projects.getAdjacentProjects(project.id)!;
      expect(hidden).not.toContain(adjacent.previous.id);
      expect(hidden).not.toContain(adjacent.next.id);
      expect(adjacent.total).toBe(6); // the five samples and the fixture's public fresh-draft
    }
  });

  it('link to public neighbours from their own page', async () => {
    const { projects } = await load();
    const adjacent = projects.getAdjacentProjects('open-by-link')!;
    expect(hidden).not.toContain(adjacent.previous.id);
    expect(hidden).not.toContain(adjacent.next.id);
  });

  it("are not in the portfolio's structured data", async () => {
    const { projects, schema } = await load();
    const data = JSON.stringify(
      schema.portfolioSchema(
        { path: '/portfolio/', description: '' },
        projects.getListedProjects(),
      ),
    );
    expect(data).toContain('atlas-base');
    for (const id of hidden) expect(data).not.toContain(id);
  });

  it('cannot be featured on the home page', async () => {
    const { projects } = await load();
    const all = projects.getProjects();
    const featured = all.filter((project) => ['atlas-base', 'nda-beta'].includes(project.id));
    expect(projects.featuredAccessProblems(featured)).toEqual([]);
    expect(
      projects.featuredAccessProblems(
        all.map((project) =>
          project.id === 'atlas-base' ? { ...project, access: 'unlisted' as const } : project,
        ),
      ),
    ).toEqual([
      'content/home.yaml: featuredProjectIds lists "atlas-base", but it is unlisted (only public projects can be featured)',
    ]);
  });
});

describe('the leak check', () => {
  const scan = async (files: Record<string, string | Buffer>) => {
    const { getProjects } = await import('@/lib/content/projects');
    const { protectedSecrets } = await import('@/lib/leak-check/protected-projects');
    const { scanForLeaks, leakMessage } = await import('@/lib/leak-check/leak-check');
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-out-'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(out, name), text);
    return scanForLeaks(out, protectedSecrets(getProjects(), root).secrets).leaks.map(leakMessage);
  };

  it('passes files that hold nothing of a protected project', async () => {
    expect(
      await scan({ 'index.html': '<h1>Trading desk redesign for a financial firm</h1>' }),
    ).toEqual([]);
  });

  it('finds a section sentence however the file escapes it, and names the file', async () => {
    const leaks = await scan({
      'page.txt': JSON.stringify({
        text: 'Qx7 alpha results marker sentence with numbers that stay confidential.',
      }),
      'page.html':
        '<p>Qx7 alpha process marker sentence with <strong>bold words inside the secret text</strong></p>',
    });
    expect(leaks).toEqual([
      expect.stringMatching(
        /page\.html holds a sentence of section "## Process & Solution" \(content\/projects\/nda-alpha\.md\) of the protected project "nda-alpha"/,
      ),
      expect.stringMatching(
        /page\.txt holds a sentence of section "## The Results" \(content\/projects\/nda-alpha\.md\) of the protected project "nda-alpha"/,
      ),
    ]);
  });

  it('finds the title, an alt text, the passphrase and image bytes', async () => {
    const png = fs.readFileSync(path.join(root, 'private/images/projects/nda-beta/hero.png'));
    const leaks = await scan({
      'a.html': '<title>Qx7 Beta Secret Title Marker</title>',
      'b.json': `{"alt":"Qx7 alpha secret hero alt text marker showing the confidential dashboard."}`,
      'c.txt': `pass=${fixturePassphrases.PROJECT_PASSPHRASE_NDA_ALPHA}`,
      'd.png': png,
    });
    expect(leaks).toEqual([
      expect.stringMatching(
        /a\.html holds the field "title" \(content\/projects\/nda-beta\.md\) of the protected project "nda-beta"/,
      ),
      expect.stringMatching(
        /b\.json holds the field "imageAlt" \(content\/projects\/nda-alpha\.md\) of the protected project "nda-alpha"/,
      ),
      expect.stringMatching(/c\.txt holds the passphrase of the protected project "nda-alpha"/),
      expect.stringMatching(
        /d\.png holds the hero image .*hero\.png of the protected project "nda-beta"/,
      ),
    ]);
  });

  it('finds a title however a page escapes it: HTML entities, JSON, the inline payload', async () => {
    const { scanForLeaks } = await import('@/lib/leak-check/leak-check');
    const { searchForm } = await import('@/lib/leak-check/search-rules');
    const title = `R&D "Lab" <Tools> for Ana's team`;
    const secrets = new Map([['lab', [{ what: 'the title', ...searchForm(title, 'field') }]]]);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-escaped-'));
    const pages = {
      'page.html': '<h1>R&amp;D &quot;Lab&quot; &lt;Tools&gt; for Ana&#x27;s team</h1>',
      'page.txt': '0:["$","h1",null,{"children":"R&D \\"Lab\\" <Tools> for Ana\'s team"}]',
      'inline.html':
        '<script>self.__next_f.push([1,"{\\"children\\":\\"R\\u0026D \\\\\\"Lab\\\\\\" \\u003cTools\\u003e for Ana\'s team\\"}"])</script>',
    };
    for (const [name, text] of Object.entries(pages)) fs.writeFileSync(path.join(out, name), text);
    const found = scanForLeaks(out, secrets).leaks.filter((leak) => leak.what === 'the title');
    expect(found.map((leak) => path.basename(leak.file))).toEqual(Object.keys(pages).sort());
  });
});
