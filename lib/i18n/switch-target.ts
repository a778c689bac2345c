// Where the language switcher leads from the page at `pathname` (no base path): the same page in
// the other language, or that language's portfolio when the page is a case study it does not have.
// Pure and import-free: the switcher computes it in the browser as on the server.

export type SwitchSite = {
  /** Every language, the default first. */
  languages: readonly string[];
  /** Per language, the listed case studies (ids) it has. An unlisted or protected case study is
   *  never named here (that would tell every page about it): its switch leads to the portfolio. */
  listed: Readonly<Record<string, readonly string[]>>;
};

export type SwitchTarget = { lang: string; href: string; translated: boolean };

const prefixOf = (site: SwitchSite, lang: string) => (lang === site.languages[0] ? '' : `/${lang}`);

/** The language of `pathname` and its page's default-language path. */
export function splitPath(site: SwitchSite, pathname: string) {
  const [, first] = pathname.split('/');
  const lang = site.languages.find((code, i) => i > 0 && code === first);
  if (!lang) return { lang: site.languages[0], page: pathname || '/' };
  return { lang, page: pathname.slice(lang.length + 1) || '/' };
}

export function switchTarget(site: SwitchSite, pathname: string, to: string): SwitchTarget {
  const { page } = splitPath(site, pathname);
  const caseStudy = /^\/portfolio\/([^/]+)\/?$/.exec(page)?.[1];
  const translated = !caseStudy || (site.listed[to] ?? []).includes(caseStudy);
  return {
    lang: to,
    href: `${prefixOf(site, to)}${translated ? page : '/portfolio/'}`,
    translated,
  };
}

/** The targets for every language other than the page's own. */
export function switchTargets(site: SwitchSite, pathname: string): SwitchTarget[] {
  const { lang } = splitPath(site, pathname);
  return site.languages.filter((to) => to !== lang).map((to) => switchTarget(site, pathname, to));
}
