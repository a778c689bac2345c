// The home intro's own words (a client component imports this slice; other languages pass theirs).
export const intro = {
  loadingModules: '> loading modules: design, engineering, manufacturing',
  calibrating: '> calibrating tolerances ±0.1 mm',
  initializing: 'Initializing...',
  progressLabel: 'Loading portfolio',
  skip: 'Skip Intro',
  viewWork: 'View My Work',
};
