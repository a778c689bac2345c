import fs from 'node:fs';
import path from 'node:path';
import { clients } from '@/lib/owner/clients';
import { capabilities } from '@/lib/owner/home';
import { booking } from '@/lib/owner/site';
import { headOf, nodesOf } from './head';
import { outDir, readHtml, routes } from './out';

const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesIn(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );

describe('testimonials, clients and the booking link in out/', () => {
  const hidden = clients.filter((client) => !client.showName).map((client) => client.name);

  it('ships a client under NDA in the sample content, so the next check means something', () => {
    expect(hidden.length).toBeGreaterThan(0);
  });

  it.each(hidden)('never names "%s" (showName: false) in any file of out/', (name) => {
    const needle = name.toLowerCase();
    const naming = filesIn(outDir).filter((file) =>
      fs.readFileSync(file).toString('latin1').toLowerCase().includes(needle),
    );
    expect(naming.map((file) => path.relative(outDir, file))).toEqual([]);
  });

  it('adds no Review or AggregateRating to any page', () => {
    for (const route of routes) {
      const json = JSON.stringify(headOf(route).jsonLd());
      expect(json).not.toMatch(/"(Review|AggregateRating)"|"review"|"aggregateRating"/);
    }
  });

  it("says what the owner knows about in the Person's knowsAbout", () => {
    const [person] = nodesOf(headOf('/').jsonLd());
    expect(person.knowsAbout).toEqual(capabilities.map((capability) => capability.title));
  });

  it('links the scheduler without embedding it or loosening the policy', () => {
    expect(booking).not.toBeNull();
    const html = readHtml('/contact/');
    const { host } = new URL(booking!.url);
    expect(html).toContain(`href="${booking!.url}"`);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(new RegExp(`<script[^>]+src="[^"]*${host.replace('.', '\\.')}`));
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy).toBeDefined();
    expect(policy).not.toContain(host);
  });
});
