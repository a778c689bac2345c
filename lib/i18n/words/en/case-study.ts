// A case study's own words. The article renders on the server and, for a protected case study, in
// the browser, so it imports this slice; other languages pass theirs.
export const caseStudy = {
  back: 'Back to Portfolio',
  viewLive: 'View Live Project',
  newTab: '(opens in a new tab)',
  challenge: 'The Challenge',
  role: 'My Role',
  process: 'Process & Solution',
  results: 'The Results',
  step: 'Process step {n}',
  fullSize: ' (view full size)',
  stepOf: 'Process step {n} of {total}',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  clientSays: 'What the client says',
  clientsSay: 'What clients say',
};
