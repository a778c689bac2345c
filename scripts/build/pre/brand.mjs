// The brand step, before `dev` and `build` (and the unit tests): reads content/theme.yaml, checks every
// colour pair for contrast (a failure stops here, with the fix), writes app/_brand/theme.css (colour
// variables, radius, font fallbacks), the mark (content/brand/mark.svg, or a monogram of the owner's
// initials) to app/_brand/mark.svg and every icon made from it, and cuts the chosen typeface (for
// the pages, and in TrueType for the social images). A build for publication that still carries
// sample content gets one warning block. Nothing it writes is committed.
// `node scripts/build/pre/brand.mjs --monogram "Name"` prints the monogram for a name.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { writeIcons } from './brand-icons.mjs';
import { themeFont } from './font-file.mjs';
import { socialFonts, subsetFonts, subsetMono } from './subset-fonts.mjs';

register('../../shared/typescript-hooks.mjs', import.meta.url);
const { siteTheme } = await import('../../../lib/theme/theme.ts');
const { contrastReport } = await import('../../../lib/theme/contrast.ts');
const { themeCss } = await import('../../../lib/theme/css.ts');
const { derivePalette } = await import('../../../lib/theme/palette.ts');
const { GENERATED_MARK, MANIFEST_ICONS, ownerMark } = await import('../../../lib/theme/mark.ts');
const { initials, monogramSvg } = await import('../../../lib/theme/monogram.ts');
const { radii } = await import('../../../lib/theme/theme.ts');
const { siteConfig } = await import('../../../lib/owner/site.ts');
const { languages } = await import('../../../lib/i18n/languages.ts');
const { sampleValues, sampleWarning } = await import('../../../lib/site/sample-content.ts');

/** The initials' outlines, shaped with HarfBuzz from the theme's typeface at weight 600. */
async function glyphs(text, fontFile) {
  const woff2 = readFileSync(fontFile);
  const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'sfnt')));
  const font = new hb.Font(face);
  font.setVariations([new hb.Variation('wght', 600)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  let x = 0;
  const parts = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const d = font.glyphToPath(glyph.codepoint);
    // Glyph paths are absolute: move each one along by the advance so far.
    parts.push(
      d.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, cmd, args) => {
        const numbers = args
          .split(/[ ,]+|(?=-)/)
          .filter(Boolean)
          .map(Number);
        return cmd + numbers.map((n, i) => Math.round(i % 2 === 0 ? n + x : n)).join(' ');
      }),
    );
    x += glyph.xAdvance;
  }
  const capGlyph = font.getGlyphExtents?.(parts.length ? buffer.getGlyphInfos()[0].codepoint : 0);
  const capHeight = capGlyph?.height ? Math.abs(capGlyph.height) : face.upem * 0.7;
  return { path: parts.join(''), width: x, capHeight };
}

export async function monogram(name, theme, font) {
  const light = derivePalette(theme, 'light');
  const shape = await glyphs(initials(name), font.file);
  return monogramSvg(shape, { tile: light.accent, ink: light.accentInk }, 7 * radii[theme.radius]);
}

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

async function main() {
  let theme;
  let font;
  try {
    theme = siteTheme();
    font = await themeFont(theme);
  } catch (error) {
    fail(error.message);
  }
  if (process.argv[2] === '--monogram') {
    process.stdout.write(await monogram(process.argv[3] ?? siteConfig.name, theme, font));
    return;
  }
  const report = contrastReport(theme);
  if (report) fail(report);

  mkdirSync('app/_brand', { recursive: true });
  writeFileSync('app/_brand/theme.css', themeCss(theme, font));

  let mark;
  try {
    mark = ownerMark() ?? (await monogram(siteConfig.name, theme, font));
  } catch (error) {
    fail(error.message);
  }
  const previous = existsSync(GENERATED_MARK) ? readFileSync(GENERATED_MARK, 'utf8') : undefined;
  const iconsMissing = ['app/icon.svg', 'app/favicon.ico', 'app/apple-icon.png'].some(
    (file) => !existsSync(file),
  );
  if (mark !== previous || iconsMissing) {
    writeFileSync(GENERATED_MARK, mark);
    await writeIcons(mark, {
      background: derivePalette(theme, 'light').canvas,
      manifestSizes: MANIFEST_ICONS,
    });
  }
  await subsetFonts({ file: font.file, languages });
  await subsetMono({ languages });
  await socialFonts({ file: font.file, label: font.label, languages });

  const warning = sampleWarning(sampleValues());
  if (warning) console.warn(`\n${warning}\n`);
}

await main();
