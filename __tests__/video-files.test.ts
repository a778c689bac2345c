/** @jest-environment node */
// The video parsers (lib/media) on the sample loop the repository ships, in MP4 and WebM, and on
// cut-off and foreign files; and readVideo's poster and captions rules on a temporary public/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateProjects } from '@/lib/content/projects';
import { videoSize } from '@/lib/media/video-size.mjs';
import { captionsProblem, readVideo, videoIn } from '@/lib/media/videos';
import { compressCommand, videoBudgetWarnings } from '@/scripts/build/pre/video-budget.mjs';

const publicDir = path.join(process.cwd(), 'public');
const sample = (ext: string) =>
  new Uint8Array(fs.readFileSync(path.join(publicDir, `videos/atlas-base-assembly.${ext}`)));

describe.each(['mp4', 'webm'])('the sample loop in %s', (ext) => {
  it('has the size and length it was encoded with', () => {
    const { width, height, duration } = videoSize(sample(ext));
    expect({ width, height }).toEqual({ width: 2240, height: 1680 });
    expect(duration).toBeCloseTo(4, 1);
  });

  it('is at least twice as wide as the widest it is shown (69.5rem, 1112 px), yet small', () => {
    expect(videoSize(sample(ext)).width).toBeGreaterThanOrEqual(2 * 1112);
    expect(sample(ext).length).toBeLessThan(400 * 1024);
  });

  it('cut off at the half says so instead of guessing a size', () => {
    const bytes = sample(ext);
    const cut = bytes.subarray(0, Math.floor(bytes.length / 2));
    expect(() => videoSize(cut)).toThrow(/cut off/);
  });

  it('cut off inside the header says so', () => {
    expect(() => videoSize(sample(ext).subarray(0, 30))).toThrow(/cut off|ends inside/);
  });
});

it('refuses a file that is neither MP4 nor WebM', () => {
  expect(() => videoSize(new TextEncoder().encode('<!doctype html><p>Not found</p>'))).toThrow(
    'not an MP4 or WebM file',
  );
  expect(() => videoSize(new Uint8Array(0))).toThrow('not an MP4 or WebM file');
});

it('refuses an MP4 with no video track', () => {
  const box = (type: string, body: number[] = []) => [
    ...[0, 0, 0, 8 + body.length],
    ...[...type].map((c) => c.charCodeAt(0)),
    ...body,
  ];
  const audioOnly = new Uint8Array([...box('ftyp', [105, 115, 111, 109]), ...box('moov')]);
  expect(() => videoSize(audioOnly)).toThrow('no video track');
});

describe('readVideo', () => {
  let dir: string;
  const put = (src: string, data: Uint8Array | string) => {
    fs.mkdirSync(path.dirname(path.join(dir, src)), { recursive: true });
    fs.writeFileSync(path.join(dir, src), data);
  };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'videos-'));
    put('/v/loop.mp4', sample('mp4'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true }));

  it('asks for a poster by the name it looks for', () => {
    expect(() => readVideo('/v/loop.mp4', dir)).toThrow(
      '/v/loop.mp4 has no poster: add /v/loop.poster.jpg (or .webp, .png, .svg)',
    );
    expect(readVideo('/v/loop.mp4', dir, { fallbackPoster: '/hero.svg' }).poster).toBe('/hero.svg');
  });

  it('offers the WebM of the same name first, with the poster and captions beside it', () => {
    put('/v/loop.webm', sample('webm'));
    put('/v/loop.poster.webp', 'x');
    put('/v/loop.vtt', 'WEBVTT\n\n00:00.000 --> 00:04.000\nThe parts close.\n');
    expect(readVideo('/v/loop.mp4', dir)).toMatchObject({
      sources: [
        { src: '/v/loop.webm', type: 'video/webm' },
        { src: '/v/loop.mp4', type: 'video/mp4' },
      ],
      width: 2240,
      height: 1680,
      poster: '/v/loop.poster.webp',
      captions: '/v/loop.vtt',
      captionsLang: 'en',
    });
  });

  it('gives a page in another language the captions written in it, else the default ones', () => {
    put('/v/loop.poster.webp', 'x');
    put('/v/loop.vtt', 'WEBVTT\n\n00:00.000 --> 00:04.000\nThe parts close.\n');
    put('/v/loop.de.vtt', 'WEBVTT\n\n00:00.000 --> 00:04.000\nDie Teile schließen.\n');
    const video = readVideo('/v/loop.mp4', dir);
    expect(videoIn('de', video, dir)).toMatchObject({
      captions: '/v/loop.de.vtt',
      captionsLang: 'de',
    });
    expect(videoIn('fr', video, dir)).toMatchObject({
      captions: '/v/loop.vtt',
      captionsLang: 'en',
    });
    put('/v/loop.fr.vtt', 'Bonjour');
    expect(() => videoIn('fr', video, dir)).toThrow(
      'the captions file /v/loop.fr.vtt does not start with "WEBVTT"',
    );
  });

  it('names a broken captions file and a broken video', () => {
    put('/v/loop.poster.png', 'x');
    put('/v/loop.vtt', '1\n00:00:00,000 --> 00:00:04,000\nAn SRT file renamed\n');
    expect(() => readVideo('/v/loop.mp4', dir)).toThrow(
      'the captions file /v/loop.vtt does not start with "WEBVTT"',
    );
    put('/v/loop.mp4', sample('mp4').subarray(0, 1000));
    expect(() => readVideo('/v/loop.mp4', dir)).toThrow(/^cannot read \/v\/loop.mp4: .*cut off/);
  });
});

it('knows a WebVTT file without cues', () => {
  expect(captionsProblem('WEBVTT\n\nNOTE nothing yet\n')).toMatch('has no cue');
  expect(captionsProblem('WEBVTT\n\n00:01.000 --> 00:02.500\nHi\n')).toBeUndefined();
});

describe('the build warning for a large video', () => {
  it('names the file and gives the exact command, and says nothing under the budget', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
    fs.mkdirSync(path.join(dir, 'videos'));
    fs.writeFileSync(path.join(dir, 'videos/big loop.webm'), Buffer.alloc(3000));
    fs.writeFileSync(path.join(dir, 'videos/small.mp4'), Buffer.alloc(500));
    const warnings = videoBudgetWarnings(dir, { budget: 1000 });
    fs.rmSync(dir, { recursive: true });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^public\/videos\/big loop\.webm is 0\.0 MB, over the 0\.0 MB budget/,
    );
    expect(warnings[0]).toContain(
      `ffmpeg -i 'public/videos/big loop.webm' -an -vf "scale='min(1280,iw)':-2" -c:v libvpx-vp9 -crf 40 -b:v 0 -row-mt 1 -pix_fmt yuv420p 'public/videos/big loop.small.webm'`,
    );
    expect(compressCommand('public/videos/a.mp4')).toBe(
      `ffmpeg -i public/videos/a.mp4 -an -vf "scale='min(1280,iw)':-2" -c:v libx264 -preset slow -crf 28 -pix_fmt yuv420p -movflags +faststart public/videos/a.small.mp4`,
    );
  });
});

describe('a hero loop in the front matter', () => {
  let root: string;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>';
  const sections = ['Overview', 'The Challenge', 'My Role', 'Process & Solution', 'The Results'];
  function validate(video: string, extra = '') {
    const write = (file: string, data: string | Uint8Array) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), data);
    };
    write('public/hero.svg', svg);
    write('public/loop.mp4', sample('mp4'));
    const front = `id: loop\ntitle: Loop\ndescription: A loop.\norder: 1\ncategory: UX & Digital\nimage: /hero.svg\nimageAlt: The parts.\nvideo: ${video}\nprocessImages:\n  - /hero.svg\ndate: 2025-01-31\n${extra}`;
    const body = sections.map((title) => `## ${title}\n\nText.`).join('\n\n');
    write('projects/loop.md', `---\n${front}---\n\n${body}\n`);
    return validateProjects(path.join(root, 'projects'), path.join(root, 'public'));
  }
  beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-loop-'))));
  afterEach(() => fs.rmSync(root, { recursive: true }));

  it('is read with its size, and the hero image as its poster', () => {
    const { projects, problems } = validate('/loop.mp4');
    expect(problems).toEqual([]);
    expect(projects[0].video).toMatchObject({ width: 2240, height: 1680, poster: '/hero.svg' });
  });

  it('names the file and the field when the video is missing or not a video', () => {
    expect(validate('/gone.mp4').problems).toEqual([
      expect.stringMatching(/loop\.md: front matter field "video": \/gone\.mp4 does not exist/),
    ]);
    expect(validate('/hero.svg').problems).toEqual([
      expect.stringMatching(
        /loop\.md: front matter field "video" must be a path .* \.mp4 or \.webm/,
      ),
    ]);
  });
});
