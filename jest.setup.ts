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

// The case-study media (video loop, before/after) are separate chunks in the browser, loaded with
// React.lazy (components/case-study/media/lazy-media.tsx); on the server they render at once. jsdom
// is neither: here they are the components themselves, as the exported HTML has them, so a render
// shows the whole case study at once instead of suspending until a dynamic import settles.
jest.mock('@/components/case-study/media/lazy-media', () => ({
  LoopVideo: jest.requireActual('@/components/case-study/media/loop-video').LoopVideo,
  BeforeAfter: jest.requireActual('@/components/case-study/media/before-after').BeforeAfter,
}));
