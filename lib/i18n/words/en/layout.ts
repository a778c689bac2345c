// The site's own words around every page: skip link, navigation, footer (English, the default).
export const layout = {
  skipToContent: 'Skip to content',
  footerNav: 'Footer',
  footerPages: 'Pages',
  footerElsewhere: 'Elsewhere',
  rights: '© {year} {name}. All rights reserved.',
};
