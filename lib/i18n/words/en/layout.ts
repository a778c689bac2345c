// The site's own words around every page: skip link, navigation, footer (English, the default).
export const layout = {
  skipToContent: 'Skip to Content',
  footerNav: 'Footer',
  footerPages: 'Pages',
  footerElsewhere: 'Elsewhere',
  rights: '© {year} {name}. All rights reserved.',
  languages: 'Language',
  // Beside a language's name in the switcher, in that language, on a case study it does not have.
  notTranslated: 'portfolio: this case study is not in English',
};
