import { LockKeyhole } from 'lucide-react';
import { siteConfig } from '@/content/site';
import { parseCallToAction } from '@/lib/content/case-study';
import { contentIn } from '@/lib/i18n/owner-content';
import { pathFor } from '@/lib/i18n/paths';
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
  lang: string;
  teaser: Project['teaser'];
  adjacent?: AdjacentProjects;
};

// The exported page of a protected case study: the teaser (or a neutral heading), why it is locked
// and the passphrase form. The case study itself is only in its sealed file; once it is opened,
// the same article, call to action and pager as on a public case study render in place.
export function ProtectedCaseStudy({ id, lang, teaser, adjacent }: ProtectedCaseStudyProps) {
  const email = (
    <a href={`mailto:${siteConfig.email}`} className="font-medium text-accent underline">
      {siteConfig.email}
    </a>
  );
  const intro = (
    <>
      <BackToPortfolio href={pathFor(lang, '/portfolio/')} />
      <header className="mt-8 max-w-2xl">
        <div className="flex flex-wrap gap-2">
          <PrivateBadge />
          {teaser?.category ? <CategoryBadge category={teaser.category} /> : null}
        </div>
        <h1 className="mt-4 text-title font-semibold">{teaser?.title ?? 'Private case study'}</h1>
        {teaser ? <p className="mt-5 text-lead text-muted">{teaser.description}</p> : null}
        <p className="mt-5 text-muted">
          <LockKeyhole aria-hidden className="mr-1.5 inline size-4 align-[-0.125em]" />
          This case study is covered by a non-disclosure agreement, so it is shared by link with a
          passphrase. Don&apos;t have one? Ask me at {email}.
        </p>
        <noscript>
          <p className="mt-5 rounded-lg border border-line bg-surface p-4">
            This case study needs JavaScript to open: it is decrypted in your browser with the
            passphrase. Turn JavaScript on, or write to {email} to ask for it another way.
          </p>
        </noscript>
      </header>
    </>
  );
  return (
    <CaseStudyUnlockLazy
      id={id}
      site={sealedSite()}
      sealedUrl={withBasePath(pathFor(lang, sealedPath(id)))}
      intro={intro}
      portfolioHref={pathFor(lang, '/portfolio/')}
      lockedForm={
        <PassphraseFields ready={false} fieldId="passphrase" errorId="passphrase-error" />
      }
      after={
        <>
          <CallToAction
            {...parseCallToAction(contentIn(lang, 'case-study').callToAction)}
            href={pathFor(lang, '/contact/')}
          />
          {adjacent ? <ProjectPager adjacent={adjacent} lang={lang} /> : null}
        </>
      }
    />
  );
}
