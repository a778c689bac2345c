// Testimonials, clients, availability and the booking link, as a visitor sees them: on each page
// that shows them, at phone and desktop width, light and dark: the parts are there, the quotes are
// figures, the logos are still and in the ink colour, axe finds nothing; and the booking link is a
// plain link that no script intercepts.
import { fullPageScreenshot } from '../../../scripts/test/full-page-screenshot.mjs';
import { check } from '../support/harness.mjs';
import { holdIntro, openThrottled } from '../support/intro-timing.mjs';
import { contrast, isRed, listRows } from '../support/geometry.mjs';
import { assert, axe, eventually, introAt, introNow, settle } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { screenshotDir } from './routes.mjs';

const pages = [
  { name: 'home', path: '/', regions: ['What Clients Say', 'Who I Have Worked With'] },
  { name: 'case-study', path: '/portfolio/atlas-base/', regions: ['What the Client Says'] },
  { name: 'contact', path: '/contact/', regions: ['Project Timeline', 'Rather Talk It Through?'] },
  { name: 'about', path: '/about/', regions: ['Clients I Have Worked With'] },
];

/** Each quote: a <figure> holding a <blockquote> and a <figcaption> with a name. */
const quotes = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main blockquote')].map((quote) => {
      const figure = quote.closest('figure');
      return {
        inFigure: Boolean(figure),
        caption: figure?.querySelector('figcaption')?.textContent.trim() ?? '',
      };
    }),
  );

/** The logo row: each masked logo's colour against the ink, its file's answer, and any motion. */
const logoRow = (page) =>
  page.evaluate(() => {
    const section = document.getElementById('clients-heading')?.closest('section');
    if (!section) return null;
    const ink = getComputedStyle(document.body).color;
    const logos = [...section.querySelectorAll('li span[aria-hidden]')].map((mark) => {
      const style = getComputedStyle(mark);
      const url = /url\("?([^")]+)"?\)/.exec(style.maskImage || style.webkitMaskImage)?.[1];
      const entry = url && performance.getEntriesByName(new URL(url, location.href).href)[0];
      return {
        url,
        ink: style.backgroundColor === ink,
        status: entry?.responseStatus ?? 0,
        width: mark.getBoundingClientRect().width,
      };
    });
    return { logos, animations: section.getAnimations({ subtree: true }).length };
  });

/**
 * Each logo's drawing against its box: an SVG logo is drawn (with this browser's fonts) and the
 * outline of what it draws compared with its viewBox; a wordmark's text with its box.
 */
const clippedLogos = (page) =>
  page.evaluate(async () => {
    const section = document.getElementById('clients-heading')?.closest('section');
    const clipped = [];
    for (const item of section?.querySelectorAll('li') ?? []) {
      const mark = item.querySelector('span[aria-hidden]');
      if (!mark) {
        const words = item.querySelector('span, a');
        if (words.scrollWidth > words.clientWidth) clipped.push(words.textContent);
        continue;
      }
      const style = getComputedStyle(mark);
      const url = /url\("?([^")]+)"?\)/.exec(style.maskImage || style.webkitMaskImage)?.[1];
      if (!url?.endsWith('.svg')) continue;
      const parsed = new DOMParser().parseFromString(
        await (await fetch(url)).text(),
        'image/svg+xml',
      );
      const svg = document.importNode(parsed.documentElement, true);
      svg.setAttribute('aria-hidden', 'true');
      document.body.append(svg);
      const [x, y, width, height] = svg
        .getAttribute('viewBox')
        .split(/[\s,]+/)
        .map(Number);
      const drawn = svg.getBBox();
      svg.remove();
      if (drawn.x < x - 0.5 || drawn.x + drawn.width > x + width + 0.5 || drawn.y < y - 0.5)
        clipped.push(`${url}: draws ${Math.round(drawn.x + drawn.width)} of ${width} wide`);
      if (drawn.y + drawn.height > y + height + 0.5) clipped.push(`${url}: too tall`);
    }
    return clipped;
  });

/** The availability line's dot: its colour (fill or ring) and the line's status words. */
const availabilityDot = (page) =>
  page.evaluate(() => {
    const words = [...document.querySelectorAll('main p > span[aria-hidden] + span')].find((el) =>
      /^(Available|Limited availability|Fully booked|Booked until)/.test(el.textContent),
    );
    const dot = words?.previousElementSibling;
    if (!dot) return null;
    const style = getComputedStyle(dot);
    const transparent = (c) => c === 'rgba(0, 0, 0, 0)';
    return {
      text: words.textContent,
      colour: transparent(style.backgroundColor) ? style.borderTopColor : style.backgroundColor,
      lineBox: words.closest('p').getBoundingClientRect().height,
      lines: new Set([...words.firstElementChild.getClientRects()].map((r) => Math.round(r.top)))
        .size,
    };
  });

/** Each testimonial's portrait: a photo, or initials (decorative) with their colours and size. */
const portraits = (page) =>
  page.evaluate(() =>
    // Testimonials only: a case study's figures have captions too, but no quote.
    [...document.querySelectorAll('main figure:has(blockquote) > figcaption')].map((caption) => {
      const photo = caption.querySelector('img');
      const initials = caption.querySelector(':scope > span[aria-hidden]');
      const box = (photo ?? initials)?.getBoundingClientRect();
      const style = initials && getComputedStyle(initials);
      return {
        name: caption.textContent.trim().slice(0, 30),
        kind: photo ? 'photo' : initials ? 'initials' : 'none',
        text: initials?.textContent ?? '',
        colour: style?.color,
        background: style?.backgroundColor,
        size: box ? Math.round(box.width) : 0,
        quoteSize: parseFloat(
          getComputedStyle(caption.closest('figure').querySelector('blockquote')).fontSize,
        ),
      };
    }),
  );

/** The footer's last rule and the content column it should span (the footer's own first column). */
const footerRule = (page) =>
  page.evaluate(() => {
    const footer = document.querySelector('body > footer');
    const rule = [...footer.querySelectorAll('div')].find(
      (el) => parseFloat(getComputedStyle(el).borderTopWidth) > 0,
    );
    const column = footer.querySelector('a').getBoundingClientRect();
    const r = rule.getBoundingClientRect();
    return { left: r.left, right: r.right, column: column.left, width: innerWidth };
  });

/** In each image box of the page (cards, hero, process images): its padding and border colour. */
const imageFrames = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main img')]
      .filter((img) => !img.closest('figure'))
      // The box that holds the image; a framed link (the prototype card) is its own box.
      .map((img) => img.closest('div, li, a.overflow-hidden'))
      .filter((box) => box && box.querySelector('img') && box.getClientRects().length)
      .map((box) => {
        const style = getComputedStyle(box);
        return {
          padding: parseFloat(style.paddingTop),
          border: style.borderBottomColor,
          canvas: getComputedStyle(document.body).backgroundColor,
        };
      }),
  );

function trustPage({ name, path, regions }, viewport, colorScheme) {
  const label = `Trust sections: ${path} at ${viewport.width}px, ${colorScheme}`;
  return check(label, async (t) => {
    const page = await t.open(path, { viewport, colorScheme, reducedMotion: 'reduce' });
    await settle(page);
    for (const region of regions) {
      await t.step(`"${region}" is shown`, async () => {
        const section = page.getByRole('region', { name: region, exact: true });
        assert(await section.isVisible(), `no visible region "${region}"`);
      });
    }
    if (name === 'home' || name === 'contact') {
      await t.step('the availability is said in words', async () => {
        const line = page.getByText(/^(Available|Limited availability|Fully booked|Booked until)/);
        assert(await line.first().isVisible(), 'no availability line');
      });
      await t.step('booked (taking enquiries) has no red dot; the line is one line', async () => {
        const dot = await availabilityDot(page);
        assert(dot, 'no dot beside the availability line');
        if (/booked/i.test(dot.text)) assert(!isRed(dot.colour), `the dot is red: ${dot.colour}`);
        if (name === 'home') assert(dot.lines === 1, `the pill takes ${dot.lines} lines`);
      });
    }
    await t.step("the footer's rule spans the content column, not the padding", async () => {
      const rule = await footerRule(page);
      assert(
        Math.abs(rule.left - rule.column) <= 1 &&
          Math.abs(rule.left - (rule.width - rule.right)) <= 1,
        `rule ${Math.round(rule.left)}-${Math.round(rule.right)}, column from ${Math.round(rule.column)}`,
      );
    });
    if (name === 'home' || name === 'case-study') {
      await t.step(
        'a quote without a photo has initials, legible and as large as a photo',
        async () => {
          const found = await portraits(page);
          const none = found.filter((p) => p.kind === 'none');
          assert(none.length === 0, `no portrait: ${none.map((p) => p.name).join(', ')}`);
          for (const p of found.filter((f) => f.kind === 'initials')) {
            assert(/^\p{Lu}{1,2}$/u.test(p.text), `initials "${p.text}" for ${p.name}`);
            const ratio = contrast(p.colour, p.background);
            assert(ratio >= 4.5, `initials for ${p.name}: contrast ${ratio.toFixed(2)}`);
            assert(p.size >= 48, `initials for ${p.name} are ${p.size} px`);
          }
          // Home's quote is a card; the case study sets the same words as a large pull quote.
          const large = found.every((p) => p.quoteSize >= 24);
          assert(
            name === 'case-study' ? large : !large,
            `quote sizes ${found.map((p) => p.quoteSize)}`,
          );
        },
      );
    }
    if (colorScheme === 'dark' && (name === 'home' || name === 'case-study')) {
      await t.step('each image has a light-edged mount on the dark page', async () => {
        const frames = await imageFrames(page);
        assert(frames.length > 0, 'no image boxes');
        const bad = frames.filter((f) => f.padding < 4 || contrast(f.border, f.canvas) < 1.5);
        assert(
          bad.length === 0,
          `${bad.length} of ${frames.length} unframed: ${JSON.stringify(bad[0])}`,
        );
      });
    }
    if (name === 'home' || name === 'case-study') {
      await t.step('each quote is a figure with a blockquote and a named caption', async () => {
        const found = await quotes(page);
        assert(found.length > 0, 'no blockquote');
        const bad = found.filter((q) => !q.inFigure || !q.caption);
        assert(bad.length === 0, `${bad.length} quote(s) without figure or caption`);
      });
    }
    if (name === 'home') {
      await t.step('the logos are drawn in the ink colour, loaded, and still', async () => {
        const row = await logoRow(page);
        assert(row && row.logos.length > 0, 'no logo row with logos');
        const bad = row.logos.filter((l) => !l.ink || l.status !== 200 || l.width === 0);
        assert(bad.length === 0, `logos wrong: ${JSON.stringify(bad)}`);
        assert(row.animations === 0, `${row.animations} animation(s) in the logo row`);
      });
    }
    if (name === 'home' || name === 'about') {
      await t.step(
        'no logo is cut off, and each row of logos spans the column or is centred',
        async () => {
          const clipped = await clippedLogos(page);
          assert(clipped.length === 0, `cut off: ${clipped.join('; ')}`);
          const [rows] = await listRows(
            page,
            'section:has(#clients-heading) ul',
            ':scope > li > span, :scope > li > a',
          );
          const off = rows.filter((row) => Math.abs(row.centre - 0.5) > 0.02);
          assert(off.length === 0, `rows off centre: ${JSON.stringify(off)}`);
          assert(rows[0].count < 2 || rows[0].filled > 0.6, `first row spans ${rows[0].filled}`);
        },
      );
    }
    await t.step('axe: no violations', () => axe(page));
    const file = `${screenshotDir}/trust-${name}-${viewport.width}-${colorScheme}.png`;
    await t.step(`screenshot ${file}`, () => fullPageScreenshot(page, { path: file }));
    await t.clean();
  });
}

function bookingLink() {
  return check('Trust sections: the booking link is a plain external link', async (t) => {
    const page = await t.open('/contact/', { viewport: viewports.phone });
    await settle(page);
    const link = page.getByRole('link', { name: /call/i }).filter({ hasText: /book/i });
    await t.step(
      'it is one link to an https:// page on another origin, in the same tab',
      async () => {
        assert((await link.count()) === 1, `${await link.count()} booking links`);
        const { href, target, origin } = await link.evaluate((a) => ({
          href: a.href,
          target: a.getAttribute('target'),
          origin: location.origin,
        }));
        assert(href.startsWith('https://') && new URL(href).origin !== origin, `href ${href}`);
        assert(target === null, `target="${target}"`);
      },
    );
    await t.step(
      'no script intercepts a click on it, and nothing of the scheduler is on the page',
      async () => {
        const prevented = await link.evaluate((a) => {
          let seen;
          // Registered last and on window: it runs after every handler the page has, notes whether
          // one of them took the click over, and stops the navigation itself (no request leaves).
          const listener = (event) => {
            seen = event.defaultPrevented;
            event.preventDefault();
          };
          window.addEventListener('click', listener, { once: true });
          a.click();
          return seen;
        });
        assert(prevented === false, 'a script prevented the default navigation');
        const host = new URL(await link.evaluate((a) => a.href)).host;
        const embedded = await page.evaluate(
          (h) =>
            [...document.querySelectorAll('iframe, script[src], link[href]')].filter((el) =>
              (el.src || el.href || '').includes(h),
            ).length,
          host,
        );
        assert(embedded === 0, `${embedded} element(s) load from ${host}`);
      },
    );
    await t.clean();
  });
}

// The availability line sits above Home's heading and is part of the intro: hidden with the
// heading while the intro's clock is held at its start (DevTools), shown with it once it is over.
function availabilityInIntro() {
  return check('Trust sections: the availability line reveals with the heading', async (t) => {
    const page = await openThrottled(t, '/', { viewport: viewports.phone, hold: true });
    await page.waitForLoadState('load');
    const line = page.getByText(/^(Available|Limited availability|Fully booked|Booked until)/);
    await t.step('hidden with the heading while the intro runs', async () => {
      const state = await introNow(page);
      assert(!state.heading && state.panel, `heading visible: ${state.heading}`);
      assert(!(await line.isVisible()), 'the availability line shows before the heading');
    });
    // Released, the clock goes on from where it was held: the intro's 5.5 s start now.
    await holdIntro(page, false);
    await t.step('shown with the heading after the intro', async () => {
      await eventually(async () => assert((await introNow(page)).heading, 'heading hidden'));
      await introAt(page, (await introNow(page)).now + 600);
      assert(await line.isVisible(), 'the availability line is hidden');
    });
    await t.clean();
  });
}

export function trustChecks() {
  return [
    ...pages.flatMap((p) =>
      Object.values(viewports).flatMap((viewport) =>
        ['light', 'dark'].map((scheme) => trustPage(p, viewport, scheme)),
      ),
    ),
    bookingLink(),
    availabilityInIntro(),
  ];
}
