// The sample case study as a designer reviews it (issue 43): the type leads (the title is the
// largest text, section headings well above the body), a phone's first screen shows the hero with
// the facts after it, and every framed figure wears the same frame, which stands out from the dark
// page at 3:1 or more. The prototype card shows the owner's poster, loaded, under the prototype's
// host, as one link, without moving anything.
import { check } from '../support/harness.mjs';
import { assert } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';

const route = '/portfolio/atlas-base/';

const sizes = (page) =>
  page.evaluate(() => {
    const size = (el) => parseFloat(getComputedStyle(el).fontSize);
    const article = document.querySelector('main article');
    return {
      title: size(article.querySelector('h1')),
      headings: [...article.querySelectorAll('h2')]
        .filter((h2) =>
          ['The Challenge', 'My Role', 'Process & Solution', 'The Results'].includes(
            h2.textContent,
          ),
        )
        .map(size),
      results: [...article.querySelectorAll('section[aria-label="Results at a Glance"] dd')].map(
        size,
      ),
      body: size(article.querySelector('section[aria-labelledby] p')),
    };
  });

function typeCheck(viewport) {
  return check(
    `Case study type: the title leads, headings above the body at ${viewport.width}px`,
    async (t) => {
      const page = await t.open(route, { viewport });
      await t.step('the title outranks every result figure and every heading', async () => {
        const s = await sizes(page);
        assert(s.results.length === 3 && s.headings.length === 4, JSON.stringify(s));
        assert(
          s.results.every((r) => r < s.title) && s.headings.every((h) => h < s.title),
          JSON.stringify(s),
        );
      });
      await t.step(
        viewport === viewports.desktop
          ? 'section headings are 28 to 32 px'
          : 'section headings are at least 1.25 times the body',
        async () => {
          const s = await sizes(page);
          const ok =
            viewport === viewports.desktop
              ? s.headings.every((h) => h >= 28 && h <= 32)
              : s.headings.every((h) => h >= s.body * 1.25);
          assert(ok, JSON.stringify(s));
        },
      );
      await t.clean();
    },
  );
}

const order = (page) =>
  page.evaluate(() => {
    const article = document.querySelector('main article');
    const h1 = article.querySelector('h1');
    const hero = article.querySelector('img, video');
    const facts = article.querySelector('dl');
    const box = (el) => el.getBoundingClientRect().toJSON();
    return {
      h1: box(h1),
      hero: box(hero),
      facts: box(facts),
      titleFirst: Boolean(h1.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING),
      heroBeforeFacts: Boolean(
        hero.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    };
  });

function orderCheck() {
  return check('Case study first screen: the hero on a phone, the facts after it', async (t) => {
    const phone = await t.open(route, { viewport: viewports.phone });
    await t.step(
      'at 390 x 844 the hero starts on the first screen, the facts below it',
      async () => {
        const s = await order(phone);
        assert(s.hero.top < viewports.phone.height - 100, `the hero starts at ${s.hero.top}`);
        assert(s.facts.top >= s.hero.bottom, JSON.stringify(s));
      },
    );
    await t.step('screen readers meet the title, then the hero, then the facts', async () => {
      const s = await order(phone);
      assert(s.titleFirst && s.heroBeforeFacts, JSON.stringify(s));
    });
    const desktop = await t.open(route, { viewport: viewports.desktop });
    await t.step('at 1280 px the facts stand beside the overview, above the hero', async () => {
      const s = await order(desktop);
      assert(s.facts.left > s.h1.left + 400 && s.facts.bottom <= s.hero.top, JSON.stringify(s));
    });
    await t.clean();
  });
}

// Every picture and loop of the article but the full-bleed one (edge to edge, by design without a
// frame) with the box that frames it: its nearest bordered ancestor, and the figure's kind.
const frames = (page) =>
  page.evaluate(() => {
    const article = document.querySelector('main article');
    const canvas = getComputedStyle(document.body).backgroundColor;
    const media = [...article.querySelectorAll('img, video')].filter(
      (el) => el.getClientRects().length > 0 && !el.closest('[aria-label*="estimonial"]'),
    );
    const seen = new Set();
    return {
      canvas,
      frames: media.flatMap((el) => {
        const limit = el.closest('figure')?.parentElement ?? article;
        let box = el.parentElement;
        while (box !== limit && parseFloat(getComputedStyle(box).borderTopWidth) === 0)
          box = box.parentElement;
        if (box === limit || seen.has(box)) return [];
        seen.add(box);
        const figure = el.closest('figure');
        const kind = el.closest('a[href^="http"]')
          ? 'prototype card'
          : el.closest('a')
            ? 'process gallery'
            : figure?.querySelector('input[type="range"]')
              ? 'before/after'
              : el.localName === 'video'
                ? figure
                  ? 'video loop'
                  : 'hero'
                : !figure
                  ? 'hero'
                  : getComputedStyle(box).aspectRatio !== 'auto'
                    ? 'detail crop'
                    : 'image';
        const s = getComputedStyle(box);
        return [
          {
            kind,
            border: s.borderTopColor,
            style: [
              s.borderTopColor,
              s.borderTopWidth,
              s.borderTopLeftRadius,
              s.backgroundColor,
              s.paddingTop,
            ].join(' '),
          },
        ];
      }),
    };
  });

function channels(color) {
  return color.match(/[\d.]+/g).map(Number);
}

/** The border's colour laid over the page's, and its contrast with the page. */
function contrast(border, canvas) {
  const [r, g, b, a = 1] = channels(border);
  const page = channels(canvas);
  const over = [r, g, b].map((c, i) => c * a + page[i] * (1 - a));
  const luminance = (rgb) => {
    const [R, G, B] = rgb.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [hi, lo] = [luminance(over), luminance(page)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function frameCheck() {
  return check('Case study figures: one frame for every kind, 3:1 in dark mode', async (t) => {
    for (const scheme of ['light', 'dark']) {
      const page = await t.open(route, { viewport: viewports.desktop, colorScheme: scheme });
      await t.step(
        `${scheme}: hero, images, loop, detail, before/after, gallery share one frame`,
        async () => {
          const s = await frames(page);
          const kinds = new Set(s.frames.map((f) => f.kind));
          for (const kind of [
            'hero',
            'video loop',
            'detail crop',
            'before/after',
            'process gallery',
            'prototype card',
          ])
            assert(kinds.has(kind), `no ${kind} frame among ${JSON.stringify(s.frames)}`);
          const styles = new Set(s.frames.map((f) => f.style));
          assert(
            styles.size === 1,
            `frames differ: ${JSON.stringify(s.frames.filter((f) => f.style !== s.frames[0].style))} from ${s.frames[0].style}`,
          );
          if (scheme === 'dark') {
            const ratio = contrast(s.frames[0].border, s.canvas);
            assert(ratio >= 3, `the frame's border stands at ${ratio.toFixed(2)}:1 on the page`);
          }
        },
      );
    }
    await t.clean();
  });
}

const prototypeHref = 'https://prototype.example.com/atlas-base/setup';

const prototypeCard = (page, href) =>
  page.evaluate((href) => {
    const card = document.querySelector(`main article a[href="${href}"]`);
    const box = (el) => el.getBoundingClientRect().toJSON();
    const img = card.querySelector('img');
    const host = [...card.querySelectorAll('span')].find(
      (el) => el.children.length === 0 && el.textContent === new URL(href).hostname,
    );
    return {
      links: card.querySelectorAll('a').length,
      card: box(card),
      img: img && {
        ...box(img),
        loaded: img.complete && img.naturalWidth > 0,
        src: img.currentSrc,
      },
      host: host && { ...box(host), shown: window.__e2e.shown(host) },
      shift: window.__e2e.layoutShift('main article').total,
    };
  }, href);

function prototypeCheck(viewport) {
  return check(
    `Case study prototype card: the poster loaded under the host, one link, CLS 0 at ${viewport.width}px`,
    async (t) => {
      for (const scheme of ['light', 'dark']) {
        const page = await t.open(route, { viewport, colorScheme: scheme });
        const link = page.getByRole('link', {
          name: /Try the companion app's setup flow.*Opens on prototype\.example\.com/,
        });
        await t.step(`${scheme}: one link named by its label and its host`, async () => {
          assert((await link.count()) === 1, `${await link.count()} links by that name`);
        });
        await link.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (href) => {
            const img = document.querySelector(`main article a[href="${href}"] img`);
            return img?.complete && img.naturalWidth > 0;
          },
          prototypeHref,
          { timeout: 10_000 },
        );
        await t.step(
          `${scheme}: the poster loaded at 16:10 inside the card, the host above it`,
          async () => {
            const s = await prototypeCard(page, prototypeHref);
            const detail = JSON.stringify(s);
            assert(s.links === 0 && s.img?.loaded, detail);
            assert(/app-setup/.test(s.img.src), detail);
            assert(Math.abs(s.img.width / s.img.height - 1.6) < 0.02, detail);
            const inside = (a, b) =>
              a.left >= b.left - 0.5 &&
              a.right <= b.right + 0.5 &&
              a.top >= b.top - 0.5 &&
              a.bottom <= b.bottom + 0.5;
            assert(inside(s.img, s.card) && s.host?.shown && inside(s.host, s.card), detail);
            assert(s.host.bottom <= s.img.top + 0.5 && s.host.left < s.img.right, detail);
            // Beside the text from 640 px, across the card on a phone.
            const share = s.img.width / s.card.width;
            assert(viewport.width >= 640 ? share > 0.4 && share < 0.6 : share > 0.9, detail);
          },
        );
        await t.step(`${scheme}: nothing in the article moved (CLS 0)`, async () => {
          const s = await prototypeCard(page, prototypeHref);
          assert(s.shift === 0, JSON.stringify(s));
        });
      }
      await t.clean();
    },
  );
}

export const caseStudyCraftChecks = () => [
  typeCheck(viewports.phone),
  typeCheck(viewports.desktop),
  orderCheck(),
  frameCheck(),
  prototypeCheck(viewports.phone),
  prototypeCheck(viewports.desktop),
];
