// The 404 pages' own words (a client component imports this slice; other languages pass theirs).
export const notFound = {
  error: 'Error 404',
  pageTitle: 'Page Not Found',
  pageText: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
  home: 'Go to the Home Page',
  browse: 'Browse the Portfolio',
  projectTitle: 'Project not found',
  projectText:
    'This case study does not exist or has moved. The full list of projects is one click away.',
  returnToPortfolio: 'Return to Portfolio',
};
