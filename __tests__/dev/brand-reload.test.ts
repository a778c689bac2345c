import fs from 'node:fs';
import path from 'node:path';
import { copyProject, startDevServer, waitFor, type DevServer } from './temp-project';

// `npm run dev` after a save to the theme, the mark or the words: the next reload shows it, and a
// theme that fails its contrast check fills the overlay with the same report the build prints.
const STARTUP_MS = 120_000;
const FIRST_COMPILE_MS = 180_000;
const CHANGE_MS = 90_000;
jest.setTimeout(STARTUP_MS + FIRST_COMPILE_MS + 6 * CHANGE_MS);

let dir: string;
let server: DevServer;

const file = (relative: string) => path.join(dir, relative);
const edit = (relative: string, change: (text: string) => string) =>
  fs.writeFileSync(file(relative), change(fs.readFileSync(file(relative), 'utf8')));

async function get(route: string): Promise<{ status: number; text: string } | undefined> {
  const response = await fetch(new URL(route, server.origin)).catch(() => undefined);
  return response && { status: response.status, text: await response.text() };
}

/** The page's stylesheets, fetched as a browser would: every `<link rel="stylesheet">` of `/about/`. */
async function pageCss(): Promise<string | undefined> {
  const page = await get('/about/');
  if (page?.status !== 200) return undefined;
  const hrefs = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const sheets = await Promise.all(hrefs.map((href) => get(href.replaceAll('&amp;', '&'))));
  return sheets.map((sheet) => sheet?.text ?? '').join('\n');
}

/** The header mark's SVG, decoded from the data URI the page carries. */
async function headerMark(): Promise<string | undefined> {
  const page = await get('/about/');
  const uri = page && /href="data:image\/svg\+xml;base64,([^"]+)"/.exec(page.text)?.[1];
  return uri && Buffer.from(uri, 'base64').toString('utf8');
}

const until = <T>(what: string, probe: () => Promise<T | undefined>) =>
  waitFor(what, probe, CHANGE_MS).catch((error) => {
    throw new Error(`${error.message}; the server printed:\n${server.output().slice(-3000)}`);
  });

beforeAll(async () => {
  dir = copyProject();
  server = await startDevServer(dir, STARTUP_MS);
  await waitFor(
    'the first compile of /about/',
    async () => ((await get('/about/'))?.status === 200 ? true : undefined),
    FIRST_COMPILE_MS,
  );
});

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev, after a save to the brand or the languages', () => {
  it('serves a new accent colour without a restart', async () => {
    expect(await pageCss()).toContain('--accent: 194 65 12');
    edit('content/theme.yaml', (text) => text.replace('accent: "#c2410c"', 'accent: "#1d4ed8"'));
    await until('the new accent in the page CSS', async () =>
      (await pageCss())?.includes('--accent: 29 78 216') ? true : undefined,
    );
    expect(await pageCss()).not.toContain('--accent: 194 65 12');
  });

  it('shows a failing contrast in the overlay and the terminal, and recovers once fixed', async () => {
    edit('content/theme.yaml', (text) => text.replace(/accent: "#\w+"/, 'accent: "#fde047"'));
    const failed = await until('the contrast report on the page', async () => {
      const page = await get('/about/');
      return page && page.status >= 500 && page.text.includes('WCAG 2.2 AA contrast')
        ? page.text
        : undefined;
    });
    expect(failed).toContain('content/theme.yaml: 7 colour pair(s) fail WCAG 2.2 AA contrast');
    // The brand step's own report in the terminal, before the owner fixes it.
    await until('the brand step to report the problem', async () =>
      server.output().includes('brand: the pages show this problem') ? true : undefined,
    );

    edit('content/theme.yaml', (text) => text.replace('accent: "#fde047"', 'accent: "#0f766e"'));
    await until('the page to answer again', async () =>
      (await get('/about/'))?.status === 200 ? true : undefined,
    );
    await until('the fixed accent in the page CSS', async () =>
      (await pageCss())?.includes('--accent: 15 118 110') ? true : undefined,
    );
    await until('the fixed message', async () =>
      server.output().includes('brand: the theme is fixed') ? true : undefined,
    );
  });

  it('draws a new mark in the header without a restart', async () => {
    const before = await headerMark();
    expect(before).toContain('<svg');
    const mark = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" fill="${fill}"/></svg>\n`;
    fs.writeFileSync(file('content/brand/mark.svg'), mark('#123456'));
    await until('the new mark in the header', async () =>
      (await headerMark())?.includes('#123456') ? true : undefined,
    );
    expect(await headerMark()).not.toBe(before);
  });

  it('serves a new typeface without a restart', async () => {
    const fontUrl = async () => {
      const css = await pageCss();
      const url = css && /font-family: sans;\s*src: url\("?([^")]+)/.exec(css)?.[1];
      return url && new URL(url.replace(/^(\.\.\/)+/, '/_next/static/'), server.origin).pathname;
    };
    const fontBytes = async () => {
      const url = await fontUrl();
      if (!url) return undefined;
      const response = await fetch(new URL(url, server.origin)).catch(() => undefined);
      return response?.ok ? Buffer.from(await response.arrayBuffer()) : undefined;
    };
    // The fallback's metrics follow the typeface (lib/theme/fonts.ts), so the swap moves nothing.
    const fallback = async () =>
      /font-family: Site Sans Fallback;[^}]*size-adjust: ([\d.]+%)/.exec(
        (await pageCss()) ?? '',
      )?.[1];
    const before = await fontBytes();
    const fallbackBefore = await fallback();
    expect(before?.length).toBeGreaterThan(10_000);
    expect(fallbackBefore).toBeDefined();
    edit('content/theme.yaml', (text) => text.replace('font: inter', 'font: dm-sans'));
    await until('the fallback measured for DM Sans', async () => {
      const now = await fallback();
      return now && now !== fallbackBefore ? true : undefined;
    });
    const after = await until('a new font file', async () => {
      const bytes = await fontBytes();
      return bytes && !bytes.equals(before!) ? bytes : undefined;
    });
    expect(after.length).toBeGreaterThan(10_000);
  });

  it('serves a changed word from content/words.yaml without a restart', async () => {
    // The sample has no words file: the owner creates one while the server runs.
    expect(fs.existsSync(file('content/words.yaml'))).toBe(false);
    expect((await get('/about/'))!.text).toContain('Skip to Content');
    fs.writeFileSync(file('content/words.yaml'), 'layout:\n  skipToContent: Jump to the content\n');
    await until('the new word on the page', async () =>
      (await get('/about/'))?.text.includes('Jump to the content') ? true : undefined,
    );
  });

  it('says, in the terminal and the overlay, to restart when the site gains a language', async () => {
    const site = fs.readFileSync(file('content/site.yaml'), 'utf8');
    expect(site).not.toMatch(/^\s*languages:/m);
    fs.writeFileSync(
      file('content/site.yaml'),
      site.replace('siteConfig:\n', 'siteConfig:\n  languages:\n    - en\n    - de\n'),
    );
    const message = 'the site now has 2 languages and the dev server started with one';
    await until('the restart message in the terminal', async () =>
      server.output().includes(`npm run dev: content/site.yaml: ${message}`) ? true : undefined,
    );
    await until('the restart message on the page', async () => {
      const page = await get('/about/');
      return page && page.status >= 500 && page.text.includes(message) ? true : undefined;
    });
    fs.writeFileSync(file('content/site.yaml'), site);
    await until('the page to answer again', async () =>
      (await get('/about/'))?.status === 200 ? true : undefined,
    );
  });

  it("says to restart when Home's intro is switched off, which changes what Home is built from", async () => {
    const home = fs.readFileSync(file('content/home.yaml'), 'utf8');
    expect(home).toMatch(/^intro: always$/m);
    fs.writeFileSync(file('content/home.yaml'), home.replace(/^intro: always$/m, 'intro: none'));
    const message = 'content/home.yaml: the intro is now off (intro: none)';
    await until('the restart message in the terminal', async () =>
      server.output().includes(`npm run dev: ${message}`) ? true : undefined,
    );
    await until('the restart message on the page', async () => {
      const page = await get('/about/');
      return page && page.status >= 500 && page.text.includes(message) ? true : undefined;
    });
    fs.writeFileSync(file('content/home.yaml'), home);
    await until('the page to answer again', async () =>
      (await get('/about/'))?.status === 200 ? true : undefined,
    );
  });
});
