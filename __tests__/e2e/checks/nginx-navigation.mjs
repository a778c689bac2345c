// Client-side navigation on nginx: every header link, every case study and its back link, each
// reached inside the page over the .txt payloads under the base path.
import { check } from '../support/harness.mjs';
import { audited, noViolations } from '../support/headers.mjs';
import { assert, navigate } from '../support/page.mjs';
import { nav, projects } from '../support/site.mjs';

/** Client-side navigation under the base path: pages come from their .txt payloads. */
function clickThrough(site, name, title, legs) {
  return check(
    `${name}: click-through, ${title}`,
    async (t) => {
      const page = await t.open('/', { reducedMotion: 'reduce', prepare: audited(t) });
      for (const [label, link, path] of legs(page)) {
        await t.step(`${label} leads to ${path}`, () =>
          navigate(page, link, path, { basePath: t.basePath }),
        );
      }
      await t.step(`the pages came from their .txt payloads under ${t.url('/')}`, () => {
        const payloads = t.requests.filter((url) => /\.txt(\?|$)/.test(url));
        const outside = payloads.filter((url) => !url.startsWith(t.url('/')));
        assert(payloads.length > 0, 'no .txt payload was requested');
        assert(outside.length === 0, `payloads outside the site: ${outside.join(', ')}`);
      });
      await noViolations(t);
      await t.clean('every response has the headers; no error, failed request or other origin');
    },
    { site },
  );
}

const headerLegs = (page) => {
  const header = page.getByRole('navigation', { name: 'Main' });
  return [...nav.slice(1), nav[0]].map(({ label, href }) => [
    `header '${label}'`,
    header.getByRole('link', { name: label, exact: true }),
    href,
  ]);
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const caseStudyLegs = (page) => {
  const main = page.getByRole('main');
  const header = page.getByRole('navigation', { name: 'Main' });
  return [
    ["header 'Portfolio'", header.getByRole('link', { name: 'Portfolio' }), '/portfolio/'],
    ...projects.flatMap((project) => [
      [
        `'View Project: ${project.title}'`,
        main.getByRole('link', { name: new RegExp(`^View Project.*${escape(project.title)}$`) }),
        `/portfolio/${project.id}/`,
      ],
      ["'Back to Portfolio'", main.getByRole('link', { name: 'Back to Portfolio' }), '/portfolio/'],
    ]),
  ];
};

export const navigationChecks = (site, name) => [
  clickThrough(site, name, 'every header link', headerLegs),
  clickThrough(site, name, 'every case study and back', caseStudyLegs),
];
