import type { MetadataRoute } from 'next';
import { withBasePath } from '@/lib/site/base-path.mjs';
import { MANIFEST_ICONS } from '@/lib/theme/mark';
import { pageColors } from '@/lib/theme/palette';
import { siteTheme } from '@/lib/theme/theme';
import { siteConfig } from '@/lib/owner/site';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const pageColor = pageColors(siteTheme()).light;
  return {
    name: siteConfig.brand,
    short_name: siteConfig.shortBrand,
    description: siteConfig.description,
    lang: siteConfig.locale,
    start_url: withBasePath('/'),
    display: 'browser',
    theme_color: pageColor,
    background_color: pageColor,
    icons: [
      { src: withBasePath('/icon.svg'), sizes: 'any', type: 'image/svg+xml' },
      ...MANIFEST_ICONS.map((size) => ({
        src: withBasePath(`/icons/icon-${size}.png`),
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
      { src: withBasePath('/apple-icon.png'), sizes: '180x180', type: 'image/png' },
    ],
  };
}
