import {
  CaseStudyPage,
  caseStudyPageMetadata,
  caseStudyParams,
} from '@/components/pages/case-study-page';

type Props = { params: Promise<{ lang: string; id: string }> };

export const dynamicParams = false;

// Only the case studies translated into the language have a page in it.
export const generateStaticParams = ({ params }: { params: { lang: string } }) =>
  caseStudyParams(params.lang);

export async function generateMetadata({ params }: Props) {
  const { lang, id } = await params;
  return caseStudyPageMetadata(lang, id);
}

export default async function Page({ params }: Props) {
  const { lang, id } = await params;
  return CaseStudyPage({ lang, id });
}
