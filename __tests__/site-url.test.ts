/** @jest-environment node */
import { placeholderWarning, resolveSiteUrl, SiteUrlError } from '@/lib/site/site-url';
import { siteConfig } from '@/lib/owner/site';

describe('the site URL', () => {
  it('uses SITE_URL when it is set, without a trailing slash', () => {
    expect(resolveSiteUrl('https://alexmorgan.design/')).toEqual({
      url: 'https://alexmorgan.design',
      source: 'SITE_URL',
      placeholder: false,
    });
  });

  it('keeps a port, for previews on a local server', () => {
    expect(resolveSiteUrl('http://127.0.0.1:4173').url).toBe('http://127.0.0.1:4173');
  });

  it.each([undefined, '', '  '])(
    'falls back to the url in content/site.yaml when SITE_URL is %p',
    (env) => {
      expect(resolveSiteUrl(env)).toMatchObject({
        url: siteConfig.url,
        source: 'content/site.yaml',
      });
    },
  );

  it.each([
    ['a host without a scheme', 'www.alexmorgan.design'],
    ['another scheme', 'ftp://alexmorgan.design'],
    ['a path', 'https://alexmorgan.design/portfolio'],
    ['a query', 'https://alexmorgan.design/?ref=1'],
    ['a fragment', 'https://alexmorgan.design/#top'],
    ['not a URL at all', 'localhost:3000 please'],
  ])('rejects %s with a message that names SITE_URL and the value', (_, value) => {
    expect(() => resolveSiteUrl(value)).toThrow(SiteUrlError);
    expect(() => resolveSiteUrl(value)).toThrow(
      `SITE_URL must be the site's absolute http(s) address`,
    );
    expect(() => resolveSiteUrl(value)).toThrow(`(got "${value}")`);
  });

  it('warns, naming the placeholder, when the URL is a reserved example domain', () => {
    const warning = placeholderWarning(resolveSiteUrl('https://www.example.com'));
    expect(warning).toContain('placeholder https://www.example.com');
    expect(warning).toContain('SITE_URL=');
  });

  it('does not warn for a real domain', () => {
    expect(placeholderWarning(resolveSiteUrl('https://alexmorgan.design'))).toBeUndefined();
  });

  it('makes every absolute URL and canonical link from SITE_URL at build time', async () => {
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = 'https://alexmorgan.design';
    try {
      await jest.isolateModulesAsync(async () => {
        const { absoluteUrl } = await import('@/lib/site/site-url');
        const { pageMetadata } = await import('@/lib/seo/metadata');
        expect(absoluteUrl('/portfolio/')).toBe('https://alexmorgan.design/portfolio/');
        const metadata = pageMetadata({
          path: '/about/',
          title: 'About',
          description: 'About me.',
        });
        expect(metadata.alternates.canonical).toBe('https://alexmorgan.design/about/');
        expect(metadata.openGraph.images[0].url).toBe('https://alexmorgan.design/og/site.png');
      });
    } finally {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    }
  });
});
