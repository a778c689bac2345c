import { alternateLanguages } from '@/lib/i18n/alternates';
import { pathFor, pageOfPath } from '@/lib/i18n/paths';
import { switchTarget, switchTargets, type SwitchSite } from '@/lib/i18n/switch-target';

// The sample site has one language: every address is today's, and no page has hreflang links.
describe('one language (the sample site)', () => {
  it('keeps every path as it is', () => {
    expect(pathFor('en', '/')).toBe('/');
    expect(pathFor('en', '/portfolio/atlas-base/')).toBe('/portfolio/atlas-base/');
    expect(pageOfPath('/about/')).toEqual({ lang: 'en', page: '/about/' });
  });

  it('gives no hreflang set', () => {
    expect(alternateLanguages('/about/')).toBeUndefined();
  });

  it('refuses a path that is not on the site', () => {
    expect(() => pathFor('en', 'about/')).toThrow('not a path on this site');
  });
});

const site: SwitchSite = {
  languages: ['en', 'de', 'fr'],
  listed: {
    en: ['atlas-base', 'gravity-dice-design'],
    de: ['atlas-base'],
    fr: ['atlas-base', 'gravity-dice-design'],
  },
};

describe('the language switcher', () => {
  it('leads to the same page in each other language', () => {
    expect(switchTargets(site, '/process/')).toEqual([
      { lang: 'de', href: '/de/process/', translated: true },
      { lang: 'fr', href: '/fr/process/', translated: true },
    ]);
    expect(switchTargets(site, '/de/')).toEqual([
      { lang: 'en', href: '/', translated: true },
      { lang: 'fr', href: '/fr/', translated: true },
    ]);
  });

  it('leads to the translated case study, both ways', () => {
    expect(switchTarget(site, '/portfolio/atlas-base/', 'de').href).toBe(
      '/de/portfolio/atlas-base/',
    );
    expect(switchTarget(site, '/de/portfolio/atlas-base/', 'en').href).toBe(
      '/portfolio/atlas-base/',
    );
  });

  it("leads to the language's portfolio when a case study is not translated, and says so", () => {
    expect(switchTarget(site, '/portfolio/gravity-dice-design/', 'de')).toEqual({
      lang: 'de',
      href: '/de/portfolio/',
      translated: false,
    });
    expect(switchTarget(site, '/fr/portfolio/gravity-dice-design/', 'de').translated).toBe(false);
    expect(switchTarget(site, '/fr/portfolio/gravity-dice-design/', 'en').href).toBe(
      '/portfolio/gravity-dice-design/',
    );
  });

  it('never names an unlisted or protected case study: its switch goes to the portfolio', () => {
    expect(switchTarget(site, '/portfolio/open-by-link/', 'de')).toEqual({
      lang: 'de',
      href: '/de/portfolio/',
      translated: false,
    });
  });

  it('does not take a page whose first segment looks like a code for a language', () => {
    expect(switchTarget(site, '/design/', 'fr').href).toBe('/fr/design/');
  });
});

describe('the hreflang set of a page', () => {
  const site = 'https://www.example.com';
  const both = ['en', 'de'];

  it('names every language the page is in, and the default as x-default', () => {
    expect(alternateLanguages('/portfolio/atlas-base/', both, both)).toEqual({
      en: `${site}/portfolio/atlas-base/`,
      de: `${site}/de/portfolio/atlas-base/`,
      'x-default': `${site}/portfolio/atlas-base/`,
    });
  });

  it('leaves out a language the page is not in, and gives none to a page in one language', () => {
    const three = ['en', 'de', 'fr'];
    expect(Object.keys(alternateLanguages('/portfolio/x/', ['en', 'fr'], three) ?? {})).toEqual([
      'en',
      'fr',
      'x-default',
    ]);
    expect(alternateLanguages('/portfolio/x/', ['en'], three)).toBeUndefined();
  });
});
