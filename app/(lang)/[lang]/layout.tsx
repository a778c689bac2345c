// The root layout of each language after the default one (/de/, /de/about/, ...). The pages under
// it end in .i18n.tsx: next.config.mjs routes them only when content/site.yaml lists more than one
// language, so a one-language site builds exactly the pages it always had (this layout, with no
// page and no language to render, adds nothing to it). The layout itself keeps the plain .tsx: with
// a two-dot name, Turbopack no longer shared next/link and the icons between it and its pages, and
// each German page fetched a 4.3 KB chunk of copies of them (the two-dot names also cost the
// pages their font preloads, vercel/next.js#95449: scripts/build/post/preload-fonts.mjs).
import type { ReactNode } from 'react';
import { RootDocument, rootMetadata } from '@/components/pages/root-document';
import { otherLanguages } from '@/lib/i18n/paths';

export { viewport } from '@/components/pages/root-document';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export const dynamicParams = false;

export const generateStaticParams = () => otherLanguages().map((lang) => ({ lang }));

export async function generateMetadata({ params }: Pick<Props, 'params'>) {
  return rootMetadata((await params).lang);
}

export default async function LanguageLayout({ children, params }: Props) {
  return <RootDocument lang={(await params).lang}>{children}</RootDocument>;
}
