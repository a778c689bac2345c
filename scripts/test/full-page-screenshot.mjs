// A full-page screenshot of what a visitor scrolling through sees. Sections with
// `content-visibility: auto` (the `render-when-near` utility in app/globals.css) are not painted
// while they are off screen, and a full-page capture keeps the viewport where it is, so they would
// come out blank: they are shown for the shot (through the CSSOM, which the page's
// Content-Security-Policy leaves alone), their images awaited, and handed back afterwards. Lazy
// images far below the viewport would never start (nothing scrolls), so they load eagerly for it.
export async function fullPageScreenshot(page, options = {}) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.contentVisibility = 'visible';
      element.dataset.shownForScreenshot = '';
    }
    for (const image of document.images) {
      if (image.loading === 'lazy') image.loading = 'eager';
    }
  });
  try {
    await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
      timeout: 15_000,
    });
    await page.screenshot({ ...options, fullPage: true });
  } finally {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('[data-shown-for-screenshot]')) {
        element.style.removeProperty('content-visibility');
        if (!element.getAttribute('style')) element.removeAttribute('style');
        delete element.dataset.shownForScreenshot;
      }
    });
  }
}
