// The not-found boundary above both root layouts. Every page's payload carries its element (as
// before there were languages, when app/not-found.tsx held the 404 message): without it Next.js
// inlines its own default 404 markup into each page instead. The exported 404.html itself is
// app/global-not-found.tsx; with dynamicParams off, an export never renders this.
import { NotFoundPage } from '@/components/pages/not-found-page';
import { defaultLanguage } from '@/lib/i18n/languages';

export default function NotFound() {
  return <NotFoundPage lang={defaultLanguage} />;
}
