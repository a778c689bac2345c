// The language's 404 page: exported as /<code>/not-found-page/, moved to /<code>/404.html by
// scripts/build/post/language-404.mjs for the hosts that serve it (docs/deploy.md).
import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  return notFoundMetadata((await params).lang);
}

export default async function Page({ params }: Props) {
  return <NotFoundPage lang={(await params).lang} />;
}
