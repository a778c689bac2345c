import { LockKeyhole } from 'lucide-react';
import { siteConfig } from '@/lib/owner/site';
import { parseCallToAction } from '@/lib/content/case-study';
import { isDefaultLanguage } from '@/lib/i18n/languages';
import { changedWords } from '@/lib/i18n/client-words';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getWords } from '@/lib/i18n/get-words';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
import { en } from '@/lib/i18n/words/en';
import type { AdjacentProjects, Project } from '@/lib/content/projects';
import { sealedSite } from '@/lib/private/binding';
import { sealedPath } from '@/lib/private/sealed-path';
import { withBasePath } from '@/lib/site/base-path.mjs';
import { BackToPortfolio } from '../case-study/back-to-portfolio';
import { CallToAction } from '../ui/call-to-action';
import { CaseStudyUnlockLazy } from './case-study-unlock-lazy';
import { PassphraseFields } from './passphrase-fields';
import { PrivateBadge } from './private-badge';
import { ProjectPager } from '../case-study/project-pager';
import { CategoryBadge } from '../ui/category-badge';

type ProtectedCaseStudyProps = {
  id: string;
  teaser: Project['teaser'];
  adjacent?: AdjacentProjects;
  lang: string;
};

// The exported page of a protected case study: the teaser (or a neutral heading), why it is locked
// and the passphrase form. The case study itself is only in its sealed file; once it is opened,
// the same article, call to action and pager as on a public case study render in place.
export function ProtectedCaseStudy({ id, teaser, adjacent, lang }: ProtectedCaseStudyProps) {
  const words = getWords(lang);
  const { privateWork } = words;
  // The unlock code holds the English words; another language's are passed.
  const unlockWords = changedWords(
    {
      passphrase: words.passphrase,
      caseStudy: words.caseStudy,
      video: words.video,
      compare: words.compare,
    },
    { passphrase: en.passphrase, caseStudy: en.caseStudy, video: en.video, compare: en.compare },
  );
  const email = (
    <a href={`mailto:${siteConfig.email}`} className="font-medium text-accent underline">
      {siteConfig.email}
    </a>
  );
  const intro = (
    <>
      <BackToPortfolio href={pathFor(lang, '/portfolio/')} label={words.caseStudy.back} />
      <header className="mt-8 max-w-2xl">
        <div className="flex flex-wrap gap-2">
          <PrivateBadge label={privateWork.badge} />
          {teaser?.category ? (
            <CategoryBadge category={teaser.categoryLabel ?? teaser.category} />
          ) : null}
        </div>
        <h1 className="mt-4 text-title font-semibold">{teaser?.title ?? privateWork.heading}</h1>
        {teaser ? <p className="mt-5 text-lead text-muted">{teaser.description}</p> : null}
        <p className="mt-5 text-muted">
          <LockKeyhole aria-hidden className="mr-1.5 inline size-4 align-[-0.125em]" />
          {fillNodes(privateWork.explanation, { email })}
        </p>
        <noscript>
          <p className="mt-5 rounded-lg border border-line bg-surface p-4">
            {fillNodes(privateWork.noScript, { email })}
          </p>
        </noscript>
      </header>
    </>
  );
  return (
    <CaseStudyUnlockLazy
      id={id}
      site={sealedSite()}
      lang={lang}
      sealedUrl={withBasePath(pathFor(lang, sealedPath(id)))}
      intro={intro}
      portfolioHref={pathFor(lang, '/portfolio/')}
      {...(unlockWords ? { words: unlockWords } : {})}
      lockedForm={
        <PassphraseFields
          ready={false}
          fieldId="passphrase"
          errorId="passphrase-error"
          words={words.passphrase}
        />
      }
      after={
        <>
          <CallToAction
            {...parseCallToAction(
              contentIn(lang, 'case-study').callToAction,
              isDefaultLanguage(lang) ? undefined : `content/${lang}/case-study.ts`,
            )}
            href={pathFor(lang, '/contact/')}
          />
          {adjacent ? <ProjectPager adjacent={adjacent} lang={lang} /> : null}
        </>
      }
    />
  );
}
