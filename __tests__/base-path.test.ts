/** @jest-environment node */
import { BasePathError, resolveBasePath } from '@/lib/site/base-path.mjs';

// Modules read BASE_PATH once, when they load: load them afresh under a given value.
function under<T>(basePath: string, load: () => T): T {
  const saved = process.env.BASE_PATH;
  process.env.BASE_PATH = basePath;
  try {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = load();
    });
    return loaded as T;
  } finally {
    if (saved === undefined) delete process.env.BASE_PATH;
    else process.env.BASE_PATH = saved;
  }
}

describe('the base path', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/portfolio', '/portfolio'],
    ['/user/portfolio-2', '/user/portfolio-2'],
  ])('accepts %p as %p', (value, expected) => {
    expect(resolveBasePath(value)).toBe(expected);
  });

  it.each([
    ['no leading slash', 'portfolio'],
    ['a trailing slash', '/portfolio/'],
    ['only a slash', '/'],
    ['a space', '/my portfolio'],
    ['a query', '/portfolio?x=1'],
    ['an empty segment', '/a//b'],
  ])('stops the build on %s, naming BASE_PATH and the value', (_, value) => {
    expect(() => resolveBasePath(value)).toThrow(BasePathError);
    expect(() => resolveBasePath(value)).toThrow(
      `BASE_PATH must be empty or a path that starts with "/"`,
    );
    expect(() => resolveBasePath(value)).toThrow(`(got "${value}")`);
  });

  it('prefixes site paths, and leaves data URIs and other sites alone', () => {
    const { withBasePath } = under('/portfolio', () =>
      jest.requireActual<typeof import('@/lib/site/base-path.mjs')>('@/lib/site/base-path.mjs'),
    );
    expect(withBasePath('/')).toBe('/portfolio/');
    expect(withBasePath('/images/a.svg')).toBe('/portfolio/images/a.svg');
    expect(withBasePath('data:image/webp;base64,AA')).toBe('data:image/webp;base64,AA');
    expect(withBasePath('https://example.org/')).toBe('https://example.org/');
  });

  it('puts the base path in image URLs and srcsets, not in the placeholder', () => {
    const { readImage } = under('/portfolio', () =>
      jest.requireActual<typeof import('@/lib/images/images')>('@/lib/images/images'),
    );
    const logo = readImage('/images/tools/fusion-360.svg');
    expect(logo.src).toBe('/portfolio/images/tools/fusion-360.svg');
    const photo = readImage('/images/projects/gravity-dice-design/hero.jpg');
    expect(photo.src).toBe('/portfolio/images/projects/gravity-dice-design/hero.jpg');
    for (const source of photo.sources ?? []) {
      for (const candidate of source.srcSet.split(', ')) {
        expect(candidate).toMatch(/^\/portfolio\/_generated\//);
      }
    }
    expect(photo.placeholder).toMatch(/^data:image\//);
  });

  it('gives absolute URLs the origin of SITE_URL and the base path', () => {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = 'https://ada.github.io';
    try {
      const { absoluteUrl, absoluteSrc } = under('/portfolio', () =>
        jest.requireActual<typeof import('@/lib/site/site-url')>('@/lib/site/site-url'),
      );
      expect(absoluteUrl('/about/')).toBe('https://ada.github.io/portfolio/about/');
      expect(absoluteUrl('/')).toBe('https://ada.github.io/portfolio/');
      expect(absoluteSrc('/portfolio/images/a.svg')).toBe(
        'https://ada.github.io/portfolio/images/a.svg',
      );
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
    }
  });
});
