// Runs inside the page (added as an init script, or evaluated when JavaScript is disabled), so it
// must not use anything from this module's scope. It gives the checks one definition of "visible",
// records layout shifts from the start of the page and reports Content-Security-Policy violations.
// `basePath` is the sub-path the site is served under ('' at the root).
export function installProbes(basePath = '') {
  if (window.__e2e) return;

  document.addEventListener('securitypolicyviolation', (event) => {
    window.__e2eCspViolation?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile || location.pathname}:${event.lineNumber})`,
    );
  });

  const shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push(entry);
  }).observe({ type: 'layout-shift', buffered: true });

  const textOf = (el) =>
    (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim();

  const describe = (el) => {
    if (!el || el.nodeType !== 1) return String(el);
    const href = el.getAttribute('href');
    return `<${el.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}>${textOf(el).slice(0, 60)}`;
  };

  // Visible: rendered, computed visibility "visible" and no ancestor (or itself) at opacity 0.
  const shown = (el) => {
    if (!el || !el.isConnected || el.getClientRects().length === 0) return false;
    if (getComputedStyle(el).visibility !== 'visible') return false;
    for (let node = el; node; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) === 0) return false;
    }
    return true;
  };

  // The hero as a visitor sees it: the page heading, the brand title repeated under it, the
  // paragraph after that, the 'View My Work' link, and the loading panel's progress bar.
  const heroParts = () => {
    const brand = document.querySelector(`header a[href="${basePath}/"]`)?.textContent.trim();
    const subtitle =
      [...document.querySelectorAll('main p')].find((p) => p.textContent.trim() === brand) ?? null;
    return {
      heading: document.querySelector('main h1'),
      subtitle,
      tagline: subtitle?.nextElementSibling ?? null,
      cta: [...document.querySelectorAll('main a')].find(
        (a) => a.textContent.trim() === 'View My Work',
      ),
      panel: document.querySelector('main [role="progressbar"]'),
    };
  };

  const intro = () => {
    const parts = heroParts();
    const state = { now: Math.round(performance.now()) };
    for (const [key, el] of Object.entries(parts)) state[key] = shown(el);
    state.complete = Boolean(parts.heading && parts.subtitle && parts.tagline && parts.cta);
    return state;
  };

  // The animations that can hide `el`: its own and its ancestors'.
  const animationsOn = (el) => {
    const animations = [];
    for (let node = el; node; node = node.parentElement) {
      animations.push(...(node.getAnimations?.() ?? []));
    }
    return animations;
  };

  // When those animations are scheduled to show or hide `el` (ms on the page clock), read from
  // their visibility keyframes: the page's own account of its timing.
  const schedule = (el) => {
    const times = {};
    for (const animation of animationsOn(el)) {
      const keyframes = animation.effect?.getKeyframes() ?? [];
      const [from, to] = [keyframes[0]?.visibility, keyframes.at(-1)?.visibility];
      const { delay, duration } = animation.effect.getTiming();
      if (typeof animation.startTime !== 'number' || from === to) continue;
      if (to === 'visible') times.shows = animation.startTime + delay;
      else times.hides = animation.startTime + delay + duration;
    }
    return times;
  };

  // Home's intro as it is rendered, frame by frame. A requestAnimationFrame callback gets the time
  // its frame's animations are sampled at, so each change of a hero part between hidden and
  // visible is placed between two frames' times however late those frames come. A frame whose
  // animations have not started yet when this callback runs (the page's own callbacks may still
  // start them) is not read.
  const recordIntro = () => {
    if (window.__e2e.introFrames) return;
    const record = { firstFrame: null, firstFrameRan: null, lastFrame: null, changes: [] };
    record.scheduled = {};
    window.__e2e.introFrames = record;
    const since = performance.now();
    const last = {};
    let previous = null;
    const tick = (at) => {
      const parts = heroParts();
      const state = intro();
      const started = Object.values(parts).every((el) => !animationsOn(el).some((a) => a.pending));
      if (state.complete && started) {
        record.firstFrame ??= at;
        // A frame's time is when it began, which can be long before its callbacks run.
        record.firstFrameRan ??= performance.now();
        for (const [key, el] of Object.entries(parts)) {
          if (last[key] !== state[key]) {
            record.changes.push({ key, visible: state[key], at, before: previous });
            last[key] = state[key];
          }
          Object.assign((record.scheduled[key] ??= {}), schedule(el));
        }
        previous = at;
        record.lastFrame = at;
      }
      if (performance.now() - (record.firstFrame ?? since) < 12_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };

  // Where focus is, once transitions (such as the skip link sliding in) have finished.
  const focus = async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const el = document.activeElement;
    if (!el || el === document.body) return { body: true, name: 'document body' };
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    return {
      body: false,
      name: describe(el),
      text: textOf(el),
      tag: el.tagName.toLowerCase(),
      id: el.id,
      href: el.getAttribute('href'),
      inHeader: Boolean(el.closest('header')),
      focusVisible: el.matches(':focus-visible'),
      indicator:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none',
      onScreen:
        shown(el) &&
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.right > 0 &&
        rect.top < innerHeight &&
        rect.left < innerWidth,
      covered: Boolean(hit && hit !== el && !el.contains(hit) && !hit.contains(el)),
      coveredBy: hit && hit !== el && !el.contains(hit) ? describe(hit) : null,
    };
  };

  window.__e2e = {
    shown,
    describe,
    intro,
    focus,
    // `within`: only the shifts that move something inside that element (a CSS selector).
    layoutShift: (within) => {
      const scope = within ? document.querySelector(within) : null;
      const counted = scope
        ? shifts.filter((entry) => (entry.sources ?? []).some((s) => scope.contains(s.node)))
        : shifts;
      return {
        total: counted.reduce((sum, entry) => sum + entry.value, 0),
        shifts: counted.map((entry) => ({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((source) => {
            const box = (r) =>
              `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
            return `${describe(source.node)} from ${box(source.previousRect)} to ${box(source.currentRect)}`;
          }),
        })),
      };
    },
    firstHeroFrame: null,
    schedule,
    recordIntro,
    introFrames: null,
  };

  // On Home, note the state of the hero in the first rendered frame that holds all of it. A
  // requestAnimationFrame callback runs before every frame is rendered, from the document's
  // start, so no earlier frame can have shown the hero. (The first paint may come before: on a
  // busy machine the parser can yield after the header, and that frame paints only the header.)
  if (location.pathname === `${basePath}/`) {
    recordIntro();
    const started = performance.now();
    const tick = () => {
      const state = intro();
      if (state.complete) window.__e2e.firstHeroFrame = state;
      else if (performance.now() - started < 60_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }
}
