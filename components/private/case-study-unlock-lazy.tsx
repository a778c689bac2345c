'use client';

import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

// The public case studies share this route: the unlock code (cipher, Markdown, the article) is its
// own chunk, fetched only by a protected page. Until it arrives the page shows the same intro and
// the form, disabled (`lockedForm`, rendered on the server), so nothing moves when it does.
const CaseStudyUnlock = lazy(() =>
  import('./case-study-unlock').then((module) => ({ default: module.CaseStudyUnlock })),
);

export function CaseStudyUnlockLazy({
  lockedForm,
  ...props
}: ComponentProps<typeof CaseStudyUnlock> & { lockedForm: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="container py-10 sm:py-14" data-sealed-case-study="">
          {props.intro}
          {lockedForm}
        </div>
      }
    >
      <CaseStudyUnlock {...props} />
    </Suspense>
  );
}
