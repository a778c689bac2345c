// Every video loop in the export: a width and height that match its file (so nothing shifts), a
// poster, sources and captions that exist in out/ on the site's own origin, no autoplay attribute
// (the page decides, in view and without reduced motion), the browser's controls for a visitor
// without JavaScript, its caption in the HTML, and a page policy that lets it load.
import fs from 'node:fs';
import path from 'node:path';
import { videoSize } from '@/lib/media/video-size.mjs';
import { outDir, readHtml, routes } from './out';

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
const has = (tag: string, name: string) => new RegExp(`\\s${name}(=|\\s|>|/)`, 'i').test(tag);

const videos = routes.flatMap((route) =>
  [...readHtml(route).matchAll(/<video\b[^>]*>[\s\S]*?<\/video>/g)].map(([markup]) => ({
    route,
    markup,
    tag: markup.match(/^<video\b[^>]*>/)![0],
  })),
);
const inOut = (src: string) => path.join(outDir, decodeURI(src));

describe('video loops in the export', () => {
  it('has the sample loop on the sample case study', () => {
    expect(videos.map((video) => video.route)).toContain('/portfolio/atlas-base/');
  });

  it.each(videos.map((video) => [video.route, video] as const))(
    'on %s: size from the file, a poster, local sources, no autoplay, controls without JS',
    (_route, { tag, markup }) => {
      const sources = [...markup.matchAll(/<source\b[^>]*>/g)].map(([source]) => ({
        src: attr(source, 'src')!,
        type: attr(source, 'type'),
      }));
      expect(sources.map((source) => source.type)).toEqual(
        expect.arrayContaining(['video/webm', 'video/mp4']),
      );
      const urls = [attr(tag, 'poster')!, ...sources.map((source) => source.src)];
      const track = markup.match(/<track\b[^>]*>/)?.[0];
      if (track) urls.push(attr(track, 'src')!);
      for (const url of urls) {
        expect(url).toMatch(/^\/(?!\/)/);
        expect(fs.existsSync(inOut(url))).toBe(true);
      }
      for (const { src } of sources) {
        const size = videoSize(new Uint8Array(fs.readFileSync(inOut(src))));
        expect([Number(attr(tag, 'width')), Number(attr(tag, 'height'))]).toEqual([
          size.width,
          size.height,
        ]);
      }
      expect(has(tag, 'autoplay')).toBe(false);
      expect(has(tag, 'controls')).toBe(true);
      expect(attr(tag, 'preload')).toBe('none');
    },
  );

  it('keeps the loop caption in the HTML and lets the page load the video under its policy', () => {
    const html = readHtml('/portfolio/atlas-base/');
    expect(html).toMatch(/<figcaption[^>]*>Assembly order as a loop: bottom plate/);
    const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)![1];
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/media-src/);
  });
});
