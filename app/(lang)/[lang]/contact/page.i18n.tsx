import { ContactPage, contactMetadata } from '@/components/pages/contact-page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  return contactMetadata((await params).lang);
}

export default async function Page({ params }: Props) {
  return <ContactPage lang={(await params).lang} />;
}
