// Makes the sample case study's video loop from its own drawings, so it can be made again exactly
// (docs/case-studies.md): run
// `node scripts/owner/make-sample-media.mjs` (needs Debian's `ffmpeg` on PATH, an authoring tool:
// the site's build never runs it).
//   public/videos/atlas-base-assembly.{webm,mp4}  the exploded view (process-2.svg) closing and
//                                                 opening in a seamless 4 s loop, 2240 x 1680:
//                                                 twice the widest it is shown (69.5rem, 1112 px),
//                                                 its lettering in the drawings' monospace, as the
//                                                 build outlines it (scripts/build/pre/outline-svg.mjs)
//   public/videos/atlas-base-assembly.poster.webp the loop's first frame
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { loadOutlineFonts } from '../build/pre/outline-svg.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const drawings = path.join(root, 'public/images/projects/atlas-base');
const out = path.join(root, 'public/videos');
const name = 'atlas-base-assembly';
const [WIDTH, FPS, SECONDS] = [2240, 24, 4];

// The exploded view's four parts, each from its first group to the next part's, and how far each
// moves down to close the enclosure (px in the 1200 x 900 drawing).
const parts = [
  { from: '<g stroke="#E6EDF7" stroke-width="1.5"', drop: 0 },
  { from: '<g stroke="#FF6A2B"', drop: 108 },
  { from: '<g stroke="#3DD68C"', drop: 236 },
  { from: '<g stroke="#E6EDF7" stroke-width="2"', drop: 384 },
];
const labels = '<path d="M679.4 318L760';

/** The drawing with the parts `open` (0 closed, 1 as drawn) and the labels fading with them. */
function frameSvg(svg, open) {
  const cuts = [...parts.map((part) => svg.indexOf(part.from)), svg.indexOf(labels)];
  if (cuts.some((at) => at < 0)) throw new Error('process-2.svg changed: update the part markers');
  const pieces = parts.map((part, i) => {
    const dy = (part.drop * (1 - open)).toFixed(2);
    return `<g transform="translate(0 ${dy})">${svg.slice(cuts[i], cuts[i + 1])}</g>`;
  });
  const tail = svg.slice(cuts.at(-1), svg.lastIndexOf('</svg>'));
  return `${svg.slice(0, cuts[0])}${pieces.join('')}<g opacity="${open.toFixed(3)}">${tail}</g></svg>`;
}

/** 0..1..0 over the loop: open, hold, close, hold closed, open; eased, so it loops seamlessly. */
function openness(t) {
  const ease = (x) => (1 - Math.cos(Math.PI * x)) / 2;
  if (t < 0.25) return 1;
  if (t < 0.5) return 1 - ease((t - 0.25) / 0.25);
  if (t < 0.75) return 0;
  return ease((t - 0.75) / 0.25);
}

const render = (svg, width, fonts) =>
  new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: false,
      fontFiles: fonts.files,
      defaultFontFamily: 'JetBrains Mono',
      monospaceFamily: 'JetBrains Mono',
    },
  })
    .render()
    .asPng();

async function makeLoop() {
  const svg = readFileSync(path.join(drawings, 'process-2.svg'), 'utf8');
  const frames = mkdtempSync(path.join(tmpdir(), 'loop-'));
  const count = FPS * SECONDS;
  const fonts = await loadOutlineFonts();
  try {
    for (let i = 0; i < count; i += 1) {
      const png = render(frameSvg(svg, openness(i / count)), WIDTH, fonts);
      writeFileSync(path.join(frames, `${String(i).padStart(4, '0')}.png`), png);
    }
  } finally {
    await fonts.dispose();
  }
  mkdirSync(out, { recursive: true });
  const input = [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    path.join(frames, '%04d.png'),
    '-an',
  ];
  const file = (ext) => path.join(out, `${name}.${ext}`);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-crf',
    '40',
    '-b:v',
    '0',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    file('webm'),
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file('mp4'),
  ]);
  await sharp(path.join(frames, '0000.png')).webp({ quality: 80 }).toFile(file('poster.webp'));
  rmSync(frames, { recursive: true });
  for (const ext of ['webm', 'mp4', 'poster.webp']) {
    console.log(
      `${path.relative(root, file(ext))}: ${Math.round(statSync(file(ext)).size / 1024)} KB`,
    );
  }
}

await makeLoop();
