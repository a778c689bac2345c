import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { socialImage, type SocialCard as Card } from '@/lib/seo/social-cards';
import { markDataUri } from '@/lib/theme/mark';
import { SocialCard } from './social-card';

// Link-preview cards, rendered once at build time by the route handlers in app/og/ and, for each
// language after the default, app/(lang)/[lang]/og/ (satori + resvg via next/og; what they say:
// lib/seo/social-cards.ts), set in the theme's typeface (content/theme.yaml `font`). Satori reads
// TTF, OTF and WOFF but not WOFF2, and a variable font only at its default weight: the brand step
// writes static TrueType cuts of the typeface and app/_fonts/social.json naming them
// (scripts/build/pre/subset-fonts.mjs `socialFonts`). The small labels are JetBrains Mono, as WOFF
// from @fontsource.

const root = process.cwd();
const read = (file: string) => fs.readFile(path.join(root, file));

type SocialFonts = { label: string; source: string; fonts: { weight: 500 | 600; file: string }[] };

async function fonts() {
  const theme: SocialFonts = JSON.parse(await read('app/_fonts/social.json').then(String));
  const mono = 'node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff';
  const files = [
    ...theme.fonts.map(({ weight, file }) => ['Sans', weight, `app/_fonts/${file}`] as const),
    ['Mono', 500, mono] as const,
  ];
  return Promise.all(
    files.map(async ([name, weight, file]) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await read(file),
    })),
  );
}

export async function socialImageResponse(card: Card) {
  const mark = markDataUri();
  return new ImageResponse(<SocialCard card={card} mark={mark} />, {
    width: socialImage.width,
    height: socialImage.height,
    fonts: await fonts(),
  });
}
