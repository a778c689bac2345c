import { PortfolioPage, portfolioMetadata } from '@/components/pages/portfolio-page';
import { defaultLanguage } from '@/lib/i18n/languages';

export const metadata = portfolioMetadata(defaultLanguage);

export default function Page() {
  return <PortfolioPage lang={defaultLanguage} />;
}
