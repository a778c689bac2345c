import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { copyProject, startDevServer, waitFor, type DevServer } from './temp-project';

// Generous bounds for a busy 2-core machine; every wait ends as soon as its condition holds.
const STARTUP_MS = 120_000;
const FIRST_COMPILE_MS = 180_000;
jest.setTimeout(STARTUP_MS + 2 * FIRST_COMPILE_MS + 120_000);

let dir: string;
let server: DevServer;

const file = (relative: string) => path.join(dir, relative);
const edit = (relative: string, change: (text: string) => string) =>
  fs.writeFileSync(file(relative), change(fs.readFileSync(file(relative), 'utf8')));
const atlas = 'content/projects/atlas-base.md';

async function get(route: string, retries = 1): Promise<{ status: number; html: string }> {
  try {
    const response = await fetch(new URL(route, server.origin));
    return { status: response.status, html: await response.text() };
  } catch (error) {
    // A kept-alive connection the server closed as it was reused: a network error, not an answer.
    if (retries === 0) throw error;
    return get(route, retries - 1);
  }
}
const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];

beforeAll(async () => {
  dir = copyProject();
  server = await startDevServer(dir, STARTUP_MS);
  // The first request to a route compiles it; later ones only render. A new project's first visit
  // may meet the 404 page, so compile that too (after a known id, which next dev needs first).
  for (const [route, status] of [
    ['/portfolio/atlas-base/', 200],
    ['/portfolio/no-such-project/', 404],
    ['/portfolio/', 200],
  ] as const) {
    await waitFor(
      `the first compile of ${route}`,
      async () => ((await get(route).catch(() => undefined))?.status === status ? true : undefined),
      FIRST_COMPILE_MS,
    ).catch((error) => {
      throw new Error(`${error.message}; the server printed:\n${server.output().slice(-3000)}`);
    });
  }
});

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  // Timed on the portfolio list: a request to /portfolio/<id>/ also sets next dev re-running
  // generateStaticParams in a fresh worker process beside the render, which on a busy machine
  // measures that worker rather than the content reload.
  it('shows a saved edit to a project file on the very next request', async () => {
    const before = performance.now();
    expect((await get('/portfolio/')).html).toContain('>Atlas Base<');
    const unchanged = performance.now() - before;
    const saved = performance.now();
    edit(atlas, (text) => text.replace('title: Atlas Base\n', 'title: Atlas Base Mark II\n'));
    const { status, html } = await get('/portfolio/');
    const visibleAfter = performance.now() - saved;
    console.log(
      `save to visible in dev: ${Math.round(visibleAfter)} ms ` +
        `(the same request before the save: ${Math.round(unchanged)} ms)`,
    );
    expect(status).toBe(200);
    expect(html).toContain('>Atlas Base Mark II<');
    expect(html).not.toContain('>Atlas Base<');
    expect(visibleAfter).toBeLessThan(5000);
    expect(heading((await get('/portfolio/atlas-base/')).html)).toBe('Atlas Base Mark II');
  });

  it('answers a content error with the file and field, and recovers once it is fixed', async () => {
    edit(atlas, (text) => text.replace(/^category: .*$/m, 'category: Brand Development'));
    const broken = await get('/portfolio/');
    expect(broken.status).toBe(500);
    expect(broken.html).toContain('content/projects/atlas-base.md: front matter field');
    expect(broken.html).toContain('category');

    edit(atlas, (text) =>
      text.replace(/^category: .*$/m, 'category: Industrial Design & Engineering'),
    );
    const fixed = await get('/portfolio/');
    expect(fixed.status).toBe(200);
    expect(fixed.html).toContain('>Atlas Base Mark II<');
  });

  // The owner's YAML files are imported modules (lib/owner/), so next dev watches them.
  it('shows a saved edit to content/about.yaml without a restart', async () => {
    await waitFor(
      'the first compile of /about/',
      async () =>
        (await get('/about/').catch(() => undefined))?.status === 200 ? true : undefined,
      FIRST_COMPILE_MS,
    );
    edit('content/about.yaml', (text) =>
      text.replace('  heading: About Me\n', '  heading: About the Studio\n'),
    );
    const page = await waitFor(
      'the edited heading',
      async () => {
        const response = await get('/about/');
        return heading(response.html) === 'About the Studio' ? response : undefined;
      },
      10_000,
    );
    expect(page.status).toBe(200);
  });

  it('answers a YAML mistake with its file, line and column, and recovers once it is fixed', async () => {
    edit('content/about.yaml', (text) =>
      text.replace('  heading: About the Studio\n', "  heading: 'It's the Studio'\n"),
    );
    const broken = await waitFor(
      'the YAML error',
      async () => {
        const response = await get('/about/');
        return response.status === 500 ? response : undefined;
      },
      10_000,
    );
    expect(broken.html).toMatch(/content\/about\.yaml:3:\d+: a text in single quotes ends/);

    edit('content/about.yaml', (text) =>
      text.replace("  heading: 'It's the Studio'\n", "  heading: 'It''s the Studio'\n"),
    );
    const fixed = await waitFor(
      'the fixed page',
      async () => {
        const response = await get('/about/');
        return response.status === 200 ? response : undefined;
      },
      10_000,
    );
    expect(heading(fixed.html)).toBe('It&#x27;s the Studio');
    expect(fixed.html).not.toContain('content/about.yaml:3:');
  });

  it('serves a project made by new-project without a restart', async () => {
    execFileSync(process.execPath, ['scripts/owner/new-project.mjs', 'solar-lantern'], {
      cwd: dir,
    });
    const saved = performance.now();
    const page = await waitFor(
      'the new project page',
      async () => {
        const response = await get('/portfolio/solar-lantern/');
        return response.status === 200 ? response : undefined;
      },
      60_000,
    );
    console.log(`new project to visible in dev: ${Math.round(performance.now() - saved)} ms`);
    expect(heading(page.html)).toBe('Solar Lantern');
  });

  it('answers 404 for a project whose file was deleted', async () => {
    fs.rmSync(file('content/projects/solar-lantern.md'));
    expect((await get('/portfolio/solar-lantern/')).status).toBe(404);
  });

  it('makes the responsive variants of a photo dropped in while it runs', async () => {
    const photo = await sharp({
      create: { width: 480, height: 300, channels: 3, background: '#0f766e' },
    })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(file('public/images/projects/atlas-base/photo.jpg'), photo);
    edit(atlas, (text) =>
      text.replace(/^image: .*$/m, 'image: /images/projects/atlas-base/photo.jpg'),
    );
    const html = await waitFor(
      'the photo variants',
      async () => {
        const response = await get('/portfolio/atlas-base/');
        return response.status === 200 ? response.html : undefined;
      },
      90_000,
    );
    const variant = /\/_generated\/images\/projects\/atlas-base\/photo-\w+-480\.avif/.exec(html);
    expect(variant).not.toBeNull();
    expect((await fetch(new URL(variant![0], server.origin))).status).toBe(200);
  });
});
