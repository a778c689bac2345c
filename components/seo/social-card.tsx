// The card a link preview shows, as satori draws it (social-image.tsx renders it to a PNG): the
// site's mark and brand, the stamp, the label, the title at the size that fits it, the subtitle or
// the path when there is one, and the owner's footnote. What it says: lib/seo/social-cards.ts.
import { titleFontSize, titleWidth, type SocialCard as Card } from '@/lib/seo/social-cards';
import { derivePalette } from '@/lib/theme/palette';
import { siteTheme } from '@/lib/theme/theme';
import { siteConfig } from '@/lib/owner/site';

// A dark card in every theme, in the theme's dark-scheme colours: the accent for the rules, and for
// the label's text the link colour, which the build has checked against a dark page.
const dark = derivePalette(siteTheme(), 'dark');
const colors = {
  canvas: '#0E1726',
  grid: '#1E2B40',
  ink: '#E6EDF7',
  muted: '#9FB0C8',
  accent: dark.accent,
  accentSoft: dark.link,
};

export function SocialCard({ card, mark }: { card: Card; mark: string }) {
  const mono = {
    fontFamily: 'Mono',
    fontSize: 22,
    letterSpacing: 2,
    textTransform: 'uppercase',
  } as const;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        padding: '64px 72px',
        color: colors.ink,
        fontFamily: 'Sans',
        backgroundColor: colors.canvas,
        backgroundImage: `linear-gradient(${colors.grid} 1px, transparent 1px), linear-gradient(90deg, ${colors.grid} 1px, transparent 1px)`,
        backgroundSize: '40px 40px',
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: 24,
          left: 24,
          right: 24,
          bottom: 24,
          border: `1px solid ${colors.muted}`,
          opacity: 0.35,
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- satori markup */}
          <img src={mark} width={52} height={52} />
          <span style={{ fontSize: 30, fontWeight: 600, letterSpacing: -0.5 }}>
            {siteConfig.brand}
          </span>
        </div>
        <span style={{ ...mono, color: colors.muted }}>{card.stamp}</span>
      </div>
      <div
        style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}
      >
        <div
          style={{
            ...mono,
            display: 'flex',
            alignSelf: 'flex-start',
            color: colors.accentSoft,
            border: `2px solid ${colors.accent}`,
            borderRadius: 999,
            padding: '6px 20px',
          }}
        >
          {card.label}
        </div>
        <div
          style={{
            marginTop: 28,
            fontSize: titleFontSize(card.title),
            fontWeight: 600,
            lineHeight: 1.05,
            letterSpacing: -2,
            maxWidth: titleWidth,
            // Only a word too long even at the smallest size breaks.
            wordBreak: 'break-word',
          }}
        >
          {card.title}
        </div>
        {card.subtitle ? (
          <div
            style={{
              marginTop: 24,
              fontSize: 30,
              fontWeight: 500,
              color: colors.muted,
              maxWidth: 960,
            }}
          >
            {card.subtitle}
          </div>
        ) : null}
        {card.path ? (
          <div
            style={{
              ...mono,
              marginTop: 28,
              color: colors.muted,
              textTransform: 'none',
              letterSpacing: 0,
            }}
          >
            {card.path}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
        <div style={{ width: 120, height: 4, backgroundColor: colors.accent }} />
        <span style={{ fontSize: 26, fontWeight: 500, color: colors.muted }}>{card.footnote}</span>
      </div>
    </div>
  );
}
