// jsdom has no matchMedia; tests choose which media queries match with `setMatchingMedia`.
let matching: string[] = [];

export const setMatchingMedia = (queries: string[]) => {
  matching = queries;
};

export function installMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
