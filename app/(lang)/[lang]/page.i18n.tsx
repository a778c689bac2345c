import { HomePage, homeMetadata } from '@/components/pages/home-page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  return homeMetadata((await params).lang);
}

export default async function Page({ params }: Props) {
  return <HomePage lang={(await params).lang} />;
}
