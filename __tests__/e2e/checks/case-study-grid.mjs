// The case study's one grid (issue 43): three widths, each figure on one of them. The text width
// is the paragraphs' (its left edge theirs), the wide width the page content's (its left edge the
// section headings'), the full width the window's; every figure, group and card of the story, and
// the hero, has the left and right edges of one of the three.
import { check } from '../support/harness.mjs';
import { assert } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';

const route = '/portfolio/atlas-base/';

const edges = (page) =>
  page.evaluate(() => {
    const article = document.querySelector('main article');
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    };
    const content = (el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return {
        left: r.left + parseFloat(s.paddingLeft),
        right: r.right - parseFloat(s.paddingRight),
      };
    };
    const sections = [...article.querySelectorAll('section[aria-labelledby]')];
    const name = (el) =>
      el.querySelector('video')
        ? 'video loop'
        : el.querySelector('input[type="range"]')
          ? 'before/after'
          : el.querySelector('a[href^="http"]')
            ? 'prototype card'
            : el.querySelectorAll('img').length > 1
              ? 'process gallery'
              : (el.querySelector('figcaption')?.textContent.slice(0, 30) ?? 'figure');
    const hero = article.querySelector('img, video');
    let frame = hero.parentElement;
    while (parseFloat(getComputedStyle(frame).borderTopWidth) === 0) frame = frame.parentElement;
    return {
      widths: {
        text: box(sections[0].querySelector('p')),
        wide: content(article.querySelector('.container')),
        full: { left: 0, right: document.documentElement.clientWidth },
      },
      heading: box(sections[0].querySelector('h2')),
      figures: [
        { name: 'hero', ...box(frame) },
        ...sections.flatMap((section) =>
          [...section.children]
            .filter(
              (el) =>
                el.getClientRects().length > 0 &&
                el.querySelector('img, video, figure, a[href^="http"]') &&
                !el.closest('[aria-label*="estimonial"]'),
            )
            .map((el) => ({ name: name(el), ...box(el) })),
        ),
      ],
    };
  });

const near = (a, b) => Math.abs(a.left - b.left) < 1 && Math.abs(a.right - b.right) < 1;
const round = ({ left, right }) => `${Math.round(left)}–${Math.round(right)}`;

function gridCheck(viewport) {
  return check(
    `Case study grid: every figure on the text, wide or full width at ${viewport.width}px`,
    async (t) => {
      const page = await t.open(route, { viewport });
      const s = await edges(page);
      const { text, wide, full } = s.widths;
      await t.step(
        `three widths sharing edges (text ${round(text)}, wide ${round(wide)}, full ${round(full)})`,
        async () => {
          assert(
            text.left >= wide.left - 0.5 && text.right <= wide.right + 0.5,
            JSON.stringify(s.widths),
          );
          assert(wide.left > full.left && wide.right < full.right, JSON.stringify(s.widths));
          assert(
            Math.abs(s.heading.left - wide.left) < 1,
            `the headings start at ${s.heading.left}`,
          );
          if (viewport === viewports.desktop)
            assert(text.left > wide.left + 200 && text.right < wide.right - 100, 'one width less');
          else assert(near(text, wide), 'on a phone the text and wide widths are one');
        },
      );
      await t.step('every figure stands on one of them', async () => {
        const off = s.figures.filter((f) => ![text, wide, full].some((w) => near(f, w)));
        assert(
          s.figures.length >= 7,
          `only ${s.figures.length} figures: ${JSON.stringify(s.figures)}`,
        );
        assert(!off.length, off.map((f) => `${f.name} ${round(f)}`).join(', '));
        const used = ['text', 'wide', 'full'].filter((w) =>
          s.figures.some((f) => near(f, s.widths[w])),
        );
        assert(used.length === 3, `widths used: ${used}`);
      });
      await t.clean();
    },
  );
}

export const caseStudyGridChecks = () => [gridCheck(viewports.phone), gridCheck(viewports.desktop)];
