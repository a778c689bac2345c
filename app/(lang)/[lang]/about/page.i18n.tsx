import { AboutPage, aboutMetadata } from '@/components/pages/about-page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  return aboutMetadata((await params).lang);
}

export default async function Page({ params }: Props) {
  return <AboutPage lang={(await params).lang} />;
}
