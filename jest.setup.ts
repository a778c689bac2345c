import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { installMatchMedia, setMatchingMedia } from './__tests__/support/media';
import { setPathname } from './__tests__/support/next-navigation';

// Mirrors `trailingSlash: true` in next.config.mjs, which next/link reads from this variable.
process.env.__NEXT_TRAILING_SLASH = 'true';

// jsdom lacks these Node globals, which the content loader's image-size needs.
Object.assign(globalThis, { TextDecoder, TextEncoder });

beforeEach(() => {
  setPathname('/');
  setMatchingMedia([]);
  if (typeof window !== 'undefined') installMatchMedia();
});
