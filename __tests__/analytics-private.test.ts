import { resetAnalytics, setSender, trackEvent, trackPageview } from '@/lib/analytics/track';

// What analytics hears of an unlisted or protected case study: a neutral address and id, never its own.

function record() {
  const sent: string[] = [];
  resetAnalytics();
  setSender({
    pageview: (url) => sent.push(`pageview ${url}`),
    event: (name, props, url) => sent.push(`${name} ${JSON.stringify(props)} ${url}`),
  });
  return sent;
}

function page(path: string, robots?: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = robots ? `<meta name="robots" content="${robots}">` : '';
}

describe('analytics on a case study', () => {
  it('reports a private case study under /portfolio/private/ and the id "private"', () => {
    page('/de/portfolio/nda-alpha/?x=1', 'noindex, follow');
    const sent = record();
    trackPageview();
    trackEvent('Case study unlocked', { project: 'nda-alpha' });
    expect(sent).toEqual([
      'pageview http://localhost/de/portfolio/private/',
      'Case study unlocked {"project":"private"} http://localhost/de/portfolio/private/',
    ]);
    expect(sent.join('\n')).not.toContain('nda-alpha');
  });

  it('reports a public case study as it is', () => {
    page('/portfolio/atlas-base/');
    const sent = record();
    trackPageview();
    trackEvent('Case study finished', { project: 'atlas-base' });
    expect(sent).toEqual([
      'pageview http://localhost/portfolio/atlas-base/',
      'Case study finished {"project":"atlas-base"} http://localhost/portfolio/atlas-base/',
    ]);
  });
});
