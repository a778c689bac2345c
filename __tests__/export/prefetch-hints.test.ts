import fs from 'node:fs';
import path from 'node:path';
import { outDir } from './out';

const payloads = fs
  .readdirSync(outDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.txt') && path.basename(file) !== 'robots.txt');

describe('the RSC payloads links prefetch', () => {
  it('are there to check', () => {
    expect(payloads.length).toBeGreaterThan(10);
  });

  it('carry no image preload hint, so no page downloads another page’s pictures', () => {
    const withHints = payloads.filter((file) =>
      /^:HL\[[^\n]*,"image"/m.test(fs.readFileSync(path.join(outDir, file), 'utf8')),
    );
    expect(withHints).toEqual([]);
  });

  it('keep the stylesheet hint', () => {
    const text = fs.readFileSync(path.join(outDir, 'portfolio/__next._tree.txt'), 'utf8');
    expect(text).toMatch(/^:HL\[[^\n]*,"style"\]/m);
  });
});
