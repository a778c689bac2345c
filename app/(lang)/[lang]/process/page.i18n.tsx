import { ProcessPage, processMetadata } from '@/components/pages/process-page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  return processMetadata((await params).lang);
}

export default async function Page({ params }: Props) {
  return <ProcessPage lang={(await params).lang} />;
}
