import {
  CaseStudyPage,
  caseStudyPageMetadata,
  caseStudyParams,
} from '@/components/pages/case-study-page';
import { defaultLanguage } from '@/lib/i18n/languages';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export const generateStaticParams = () => caseStudyParams(defaultLanguage);

export async function generateMetadata({ params }: Props) {
  return caseStudyPageMetadata(defaultLanguage, (await params).id);
}

export default async function Page({ params }: Props) {
  // Called, not rendered: an unknown id is notFound() here, as the route's own answer.
  return CaseStudyPage({ lang: defaultLanguage, id: (await params).id });
}
