import '@testing-library/jest-dom';
import { installMatchMedia, setMatchingMedia } from './__tests__/support/media';
import { setPathname } from './__tests__/support/next-navigation';

// Mirrors `trailingSlash: true` in next.config.mjs, which next/link reads from this variable.
process.env.__NEXT_TRAILING_SLASH = 'true';

beforeEach(() => {
  setPathname('/');
  setMatchingMedia([]);
  if (typeof window !== 'undefined') installMatchMedia();
});
