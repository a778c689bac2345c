import { PortfolioPage, portfolioMetadata } from '@/components/pages/portfolio-page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  return portfolioMetadata((await params).lang);
}

export default async function Page({ params }: Props) {
  return <PortfolioPage lang={(await params).lang} />;
}
