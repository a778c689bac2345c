// The CMS at /admin/ (Sveltia CMS, issue 41) in Chromium: it opens the sample's content/ as a local
// repository (seeded into the origin's private file system, support/local-repository.mjs), a case
// study's title and a Home text are edited and saved, and the files it wrote pass the project's own
// `npm run check` and give the build's case-study loader the new title. The diff it wrote and
// screenshots go to artifacts/cms/. With two languages (the fixture site), German is edited beside
// English, and no protected case study is listed or offered.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languageSite } from './languages.mjs';
import sharp from 'sharp';
import { check } from '../support/harness.mjs';
import {
  builtProjects,
  changes,
  contentFiles,
  generatedSizes,
  pickSeededFolder,
  projectWith,
  readBack,
  REPOSITORY,
  runCheck,
  seed,
  unifiedDiff,
} from '../support/local-repository.mjs';
import { assert, eventually } from '../support/page.mjs';

export const cmsDir = 'artifacts/cms';
const STATUS = 'https://www.githubstatus.com';
const patience = 45_000;
const newTitle = 'Atlas Base, Revised in the Browser';
const newHeading = 'Got a Bold Idea? Edited in the CMS';

/**
 * Opens /admin/ with the folder picker handing over the seeded folder. The sign-in screen asks
 * GitHub's status page how GitHub is (the GitHub backend); the test answers for it, as GitHub
 * does when all is well, so nothing leaves 127.0.0.1.
 */
async function openAdmin(t, viewport) {
  t.allowedOrigins.add(STATUS);
  const page = await t.open('/admin/', {
    viewport,
    prepare: async (context) => {
      await context.addInitScript(pickSeededFolder, REPOSITORY);
      await context.route(`${STATUS}/**`, (route) =>
        route.fulfill({
          json: { status: { indicator: 'none', description: 'All Systems Operational' } },
        }),
      );
    },
  });
  // A 2 MB application that reads a whole repository, beside other checks on two cores.
  page.setDefaultTimeout(patience);
  return page;
}

/** Opens the local repository and waits for the case studies' list. */
async function openRepository(page, files) {
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByText('Atlas Base', { exact: false }).first().waitFor({ timeout: patience });
  return files;
}

/** Saves the open entry and waits until the CMS has written `text` into `file`. */
async function save(page, file, text) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(async () => {
    const written = (await readBack(page))[file] ?? '';
    assert(written.includes(text), `${file} does not hold "${text}" yet`);
  }, patience);
}

const editCaseStudy = check(
  'CMS /admin/: a title and a Home text edited in a local repository pass npm run check',
  async (t) => {
    mkdirSync(cmsDir, { recursive: true });
    const page = await openAdmin(t);
    const before = contentFiles();
    await t.step('the sign-in screen offers GitHub (token) and the local repository', async () => {
      await page.getByRole('button', { name: 'Sign In Using Access Token' }).waitFor();
      await page.getByRole('button', { name: 'Work with Local Repository' }).waitFor();
    });
    await seed(page, before);
    await t.step(
      'the local repository opens on the case studies, none of them protected',
      async () => {
        await openRepository(page, before);
        await page.screenshot({ path: `${cmsDir}/case-studies.png` });
      },
    );
    await t.step(`Atlas Base's title becomes "${newTitle}" and is saved`, async () => {
      await page.getByText('Atlas Base', { exact: false }).first().click();
      await page.getByRole('textbox', { name: 'Title' }).fill(newTitle);
      await page.screenshot({ path: `${cmsDir}/case-study-editor.png` });
      await save(page, 'content/projects/atlas-base.md', `title: ${newTitle}`);
    });
    await t.step(`Home's closing heading becomes "${newHeading}" and is saved`, async () => {
      await page.goto(t.url('/admin/#/collections/pages/entries/home'));
      await page.getByRole('spinbutton', { name: 'Loading ends' }).waitFor();
      // The editor draws fields as they scroll into view: scroll to the closing call to action.
      const heading = page.getByRole('textbox', { name: 'Heading' });
      await page.mouse.move(300, 400);
      await eventually(async () => {
        await page.mouse.wheel(0, 1500);
        assert((await heading.count()) === 1, 'no Heading text field yet');
      }, patience);
      await heading.fill(newHeading);
      await save(page, 'content/home.yaml', newHeading);
    });
    const after = await readBack(page);
    const { changed, removed } = changes(before, after);
    const diff = changed.map((file) =>
      unifiedDiff(file, before.find((f) => f.path === file)?.text, after[file]),
    );
    writeFileSync(`${cmsDir}/diff.txt`, diff.join('\n'));
    await t.step('it wrote those two files and nothing else', () => {
      assert(removed.length === 0, `removed ${removed.join(', ')}`);
      const expected = ['content/home.yaml', 'content/projects/atlas-base.md'];
      assert(changed.join() === expected.join(), `changed: ${changed.join(', ') || 'nothing'}`);
      assert(
        after['content/projects/atlas-base.md'].includes(`title: ${newTitle}`),
        'no new title',
      );
      assert(after['content/home.yaml'].includes(newHeading), 'no new heading');
    });
    const project = projectWith(Object.fromEntries(changed.map((file) => [file, after[file]])));
    try {
      await t.step('npm run check passes on what the CMS wrote', () => {
        const { status, output } = runCheck(project);
        writeFileSync(`${cmsDir}/check.txt`, output);
        assert(status === 0, output.trim().split('\n').slice(-4).join(' | '));
      });
      await t.step('the build reads the new title', () => {
        const titles = builtProjects(project);
        assert(titles['atlas-base'] === newTitle, `the build reads "${titles['atlas-base']}"`);
      });
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
    await t.clean('no console error, no policy violation, nothing from another origin');
  },
);

const uploaded = 'public/images/projects/atlas-base/cms-upload.png';

const uploadPicture = check(
  "CMS /admin/: a picture uploaded to a case study goes to public/images/projects/<id>/ and gets the build's sizes",
  async (t) => {
    mkdirSync(cmsDir, { recursive: true });
    const page = await openAdmin(t);
    const before = contentFiles();
    await seed(page, before);
    await openRepository(page, before);
    const png = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    await t.step("Atlas Base's hero is replaced by an uploaded PNG and saved", async () => {
      await page.getByText('Atlas Base', { exact: false }).first().click();
      await page.getByRole('textbox', { name: 'Title' }).waitFor();
      await page.getByRole('button', { name: 'Replace Image' }).click();
      const chooser = page.waitForEvent('filechooser');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Upload$/ })
        .click();
      await (
        await chooser
      ).setFiles({ name: 'cms-upload.png', mimeType: 'image/png', buffer: png });
      // The picker keeps the upload selected and asks for Insert once the file is read (on a busy
      // machine, a while after the chooser): wait for that, or for the picker to close by itself.
      const picker = page.getByRole('dialog');
      const insert = picker.getByRole('button', { name: 'Insert' });
      await eventually(async () => {
        if (!(await picker.isVisible())) return;
        assert(await insert.isEnabled({ timeout: 1_000 }), 'Insert is not enabled yet');
      }, patience);
      if (await picker.isVisible()) await insert.click();
      await picker.waitFor({ state: 'hidden' });
      await save(
        page,
        'content/projects/atlas-base.md',
        '/images/projects/atlas-base/cms-upload.png',
      );
    });
    await page.screenshot({ path: `${cmsDir}/upload.png` });
    const after = await readBack(page);
    await t.step(`the picture is ${uploaded}, byte for byte`, () => {
      assert(
        Buffer.isBuffer(after[uploaded]),
        `no ${uploaded}: ${Object.keys(after)
          .filter((f) => f.startsWith('public'))
          .join(', ')}`,
      );
      assert(after[uploaded].equals(png), 'the file differs from the upload');
    });
    const { changed } = changes(before, after);
    const project = projectWith(Object.fromEntries(changed.map((file) => [file, after[file]])));
    try {
      await t.step('the image step makes its AVIF and WebP sizes, and npm run check passes', () => {
        const { status, output } = runCheck(project, { images: true });
        assert(status === 0, output.trim().split('\n').slice(-4).join(' | '));
        const sizes = generatedSizes(project, 'atlas-base/cms-upload');
        assert(
          sizes.some((f) => f.endsWith('.avif')) && sizes.some((f) => f.endsWith('.webp')),
          `made: ${sizes.join(', ') || 'nothing'}`,
        );
      });
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
    await t.clean('no console error, no policy violation, nothing from another origin');
  },
);

const fixtureRoot = path.resolve('artifacts/fixture/site');

const translations = check(
  'CMS /admin/ with two languages: German beside English, protected case studies kept out',
  async (t) => {
    mkdirSync(cmsDir, { recursive: true });
    const page = await openAdmin(t);
    const files = contentFiles(fixtureRoot);
    await seed(page, files);
    await openRepository(page, files);
    const titleOf = (id) =>
      /^title: (.*)$/m.exec(files.find((f) => f.path === `content/projects/${id}.md`).text)[1];
    await t.step(
      'no protected case study is listed, the unlisted one is, and the list says why',
      async () => {
        const list = await page.locator('main').innerText();
        for (const id of ['atlas-base', 'open-by-link']) {
          assert(list.includes(titleOf(id)), `"${titleOf(id)}" is not listed`);
        }
        for (const id of ['nda-alpha', 'nda-beta']) {
          assert(!list.includes(titleOf(id)), `protected "${titleOf(id)}" is listed`);
        }
        assert(
          list.includes('A protected (NDA) case study is not listed here'),
          'no word on NDA work',
        );
      },
    );
    await t.step('Atlas Base shows its German title beside the English one', async () => {
      await page.getByText('Atlas Base', { exact: false }).first().click();
      await page.getByRole('textbox', { name: 'Title' }).first().waitFor();
      // Each pane has its language buttons; the right pane's German shows the translation.
      const german = page.getByRole('radio', { name: 'German', exact: true });
      await eventually(
        async () => assert((await german.count()) === 2, 'no German in both panes'),
        patience,
      );
      await german.last().click();
      await eventually(async () => {
        const titles = await page.getByRole('textbox', { name: 'Title' }).count();
        assert(titles === 2, `${titles} title fields`);
      }, patience);
      await page.screenshot({ path: `${cmsDir}/case-study-german.png` });
    });
    await t.clean('no console error, no policy violation, nothing from another origin');
  },
  { site: languageSite },
);

export const adminChecks = () => [editCaseStudy, uploadPicture, translations];
