/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passphraseFileProblems, passphraseSettings } from '@/lib/passphrase/passphrase-files';

const passphrase = 'tidal-quiver-marble-ostrich';
const env = { PROJECT_PASSPHRASE_NDA_ALPHA: passphrase };
// Each line below is built from parts, so this file never holds a line that sets the variable.
const variable = 'PROJECT_PASSPHRASE_NDA_ALPHA';
const lines = (...text: string[]) => `${text.join('\n')}\n`;

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'passphrase-files-'));
  write('content/projects/nda-alpha.md', '---\nid: nda-alpha\n---\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a passphrase variable set in a file', () => {
  it('is found in .env, shell, TOML, YAML and JSON, with its line', () => {
    expect(
      passphraseSettings('.env', lines('SITE_URL=https://a.dev', `${variable}=${passphrase}`)),
    ).toEqual([{ line: 2, variable }]);
    expect(
      passphraseSettings('deploy.sh', lines(`export ${variable}="${passphrase}"`)),
    ).toHaveLength(1);
    expect(
      passphraseSettings('netlify.toml', lines(`  ${variable} = "${passphrase}"`)),
    ).toHaveLength(1);
    expect(passphraseSettings('ci.yml', lines('env:', `  ${variable}: ${passphrase}`))).toEqual([
      { line: 2, variable },
    ]);
    expect(
      passphraseSettings('app.json', `{ "env": { "${variable}": "${passphrase}" } }`),
    ).toHaveLength(1);
  });

  it('is found in a Dockerfile (ENV and ARG, with or without =) and in other shells', () => {
    const text = lines(
      'FROM node:20',
      `ENV ${variable} ${passphrase}`,
      `ENV ${variable}=${passphrase}`,
      `arg ${variable}="${passphrase}"`,
      `setenv ${variable} ${passphrase}`,
      `set -gx ${variable} ${passphrase}`,
      `$env:${variable} = "${passphrase}"`,
      `set ${variable}=${passphrase}`,
    );
    expect(passphraseSettings('Dockerfile', text).map(({ line }) => line)).toEqual([
      2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it('is not found when left empty, commented out, taken from a secret or a placeholder', () => {
    const text = lines(
      `${variable}=`,
      `${variable}='<five random words>'`,
      `${variable}=""`,
      `# ${variable}=${passphrase}`,
      `${variable}=$OTHER_VARIABLE`,
      `  ${variable}: \${{ secrets.${variable} }}`,
      `const env = { ${variable}: '${passphrase}' };`,
      `ENV ${variable} \$FROM_THE_HOST`,
      `ARG ${variable}`,
      `${variable} is not set: set it in .env.local`,
    );
    expect(passphraseSettings('deploy.yml', text)).toEqual([]);
    expect(passphraseSettings('.env.example', text)).toEqual([]);
  });
});

describe('npm run check: where a passphrase must never be written', () => {
  it('names a file git tracks that sets a passphrase variable, never printing the value', () => {
    git('init', '--quiet');
    write('.gitignore', lines('.env*', '!.env.example', 'notes/'));
    write('.env', lines('SITE_URL=https://a.dev', `${variable}=a-value-of-its-own`));
    write('.env.example', lines(`${variable}=`));
    write(
      '.github/workflows/deploy.yml',
      lines('env:', `  ${variable}: \${{ secrets.${variable} }}`),
    );
    write('notes/ignored.env', lines(`${variable}=another-value`));
    write('.env.local', lines(`${variable}=${passphrase}`));
    git('add', '--force', '.env', '.env.example', '.github', '.gitignore');
    const problems = passphraseFileProblems(root, ['nda-alpha'], env);
    expect(problems).toEqual([
      `.env: line 2 sets ${variable}, and git tracks this file: whoever reads the repository (or its history) has the passphrase. Take it out, set it in .env.local or your host's settings, and choose a new passphrase (README: "Show NDA work")`,
    ]);
    expect(problems.join()).not.toContain('a-value-of-its-own');
  });

  it('names a file git would add (untracked, not ignored) that sets one, as in a Dockerfile', () => {
    git('init', '--quiet');
    write('.gitignore', lines('.env*'));
    write('Dockerfile', lines('FROM node:20', `ENV ${variable} a-value-of-its-own`));
    write('.env.production', lines(`${variable}=another-value`));
    expect(passphraseFileProblems(root, ['nda-alpha'], env)).toEqual([
      `Dockerfile: line 2 sets ${variable}, and git would add this file (it is not ignored, so \`git add .\` commits it): whoever reads the repository (or its history) has the passphrase. Take it out, set it in .env.local or your host's settings, and choose a new passphrase (README: "Show NDA work")`,
    ]);
  });

  it('skips the rule on tracked files silently where there is no git repository', () => {
    write('.env', lines(`${variable}=a-value-of-its-own`));
    expect(passphraseFileProblems(root, ['nda-alpha'], env)).toEqual([]);
  });

  it('names a file of content/ holding a protected project passphrase, tracked or not', () => {
    write('content/notes/sharing.md', `Send the client: ${passphrase}\n`);
    write('content/projects/nda-alpha.md', `---\nid: nda-alpha\n---\n<!-- ${passphrase} -->\n`);
    const problems = passphraseFileProblems(root, ['nda-alpha'], env);
    expect(problems).toEqual([
      `content/notes/sharing.md: holds the passphrase of the protected project "nda-alpha" (${variable}), and content/ goes into the repository: take it out, and choose a new passphrase if it was ever committed or published`,
      `content/projects/nda-alpha.md: holds the passphrase of the protected project "nda-alpha" (${variable}), and content/ goes into the repository: take it out, and choose a new passphrase if it was ever committed or published`,
    ]);
    expect(problems.join()).not.toContain(passphrase);
  });

  it('names any file git tracks or would add that holds a protected project passphrase', () => {
    git('init', '--quiet');
    write('.gitignore', lines('private-notes/'));
    write('docs/handover.txt', `passphrase: ${passphrase}\n`);
    write('docs/draft.txt', `passphrase: ${passphrase}\n`);
    write('private-notes/draft.txt', `passphrase: ${passphrase}\n`);
    git('add', 'docs/handover.txt', '.gitignore');
    expect(passphraseFileProblems(root, ['nda-alpha'], env)).toEqual([
      `docs/draft.txt: holds the passphrase of the protected project "nda-alpha" (${variable}), and git would add this file (it is not ignored, so \`git add .\` commits it): take it out, and choose a new passphrase if it was ever committed or published`,
      `docs/handover.txt: holds the passphrase of the protected project "nda-alpha" (${variable}), and git tracks this file: take it out, and choose a new passphrase if it was ever committed or published`,
    ]);
    expect(passphraseFileProblems(root, [], env)).toEqual([]);
  });

  it.each([
    ['spaces', 'tidal quiver marble ostrich'],
    ['mixed separators and case', 'Tidal_Quiver.Marble ostrich'],
    ['no separators', 'TidalQuiverMarbleOstrich'],
    ['a line break', 'tidal-quiver\nmarble-ostrich'],
  ])('finds the passphrase written with %s', (_how, written) => {
    git('init', '--quiet');
    write('README.md', `# Notes\n\nThe client's passphrase: ${written}.\n`);
    const problems = passphraseFileProblems(root, ['nda-alpha'], env);
    expect(problems).toEqual([
      expect.stringMatching(
        /^README\.md: holds the passphrase of the protected project "nda-alpha"/,
      ),
    ]);
    expect(problems.join()).not.toContain(written);
  });

  it('does not take words of the passphrase spread through a text for the passphrase', () => {
    git('init', '--quiet');
    write('README.md', 'A tidal pool, a quiver of arrows, a marble floor and an ostrich.\n');
    expect(passphraseFileProblems(root, ['nda-alpha'], env)).toEqual([]);
  });
});

describe("the repository's own ignore rules", () => {
  it.each(['.env', '.env.local', '.env.production', '.env.example', 'app/.env'])(
    'keep %s out of git',
    (file) => {
      const ignored = execFileSync('git', ['check-ignore', '--no-index', '--verbose', file], {
        cwd: path.resolve(__dirname, '..'),
        encoding: 'utf8',
      });
      expect(ignored).toMatch(/^\.gitignore:\d+:/);
    },
  );
});
