import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const fixture = path.resolve('__tests__/fixture/site');

/**
 * A temporary project root holding the sample projects plus the fixture's unlisted and protected
 * ones (content/projects, their private/ images, the teaser's public image) and the sample's notes, with the real public/
 * folders linked in. Returns the root; point process.cwd() at it before loading lib/content.
 */
export function privateSiteRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'private-site-'));
  const projects = path.join(root, 'content/projects');
  fs.cpSync(path.resolve('content/projects'), projects, { recursive: true });
  fs.cpSync(path.join(fixture, 'content/projects'), projects, { recursive: true });
  // The sample's notes, which a sample case study names.
  fs.cpSync(path.resolve('content/notes'), path.join(root, 'content/notes'), { recursive: true });
  fs.cpSync(path.join(fixture, 'private'), path.join(root, 'private'), { recursive: true });
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(path.join(publicDir, 'images/projects'), { recursive: true });
  for (const name of fs.readdirSync(path.resolve('public'))) {
    if (name !== 'images') fs.symlinkSync(path.resolve('public', name), path.join(publicDir, name));
  }
  for (const name of fs.readdirSync(path.resolve('public/images'))) {
    if (name === 'projects') continue;
    fs.symlinkSync(path.resolve('public/images', name), path.join(publicDir, 'images', name));
  }
  for (const dir of [
    path.resolve('public/images/projects'),
    path.join(fixture, 'public/images/projects'),
  ]) {
    for (const name of fs.readdirSync(dir)) {
      fs.symlinkSync(path.join(dir, name), path.join(publicDir, 'images/projects', name));
    }
  }
  return root;
}

export const fixturePassphrases = {
  PROJECT_PASSPHRASE_NDA_ALPHA: 'copper12-lantern200-quarry7-velvet99-oboe31',
  PROJECT_PASSPHRASE_NDA_BETA: 'meadow4-harbor88-cinder150-oboe3-quarry61',
};

/** Text that only the fixture's unlisted and protected projects hold. */
export const MARKER = 'Qx7';
