'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// The public case studies share this route: the unlock code (cipher, Markdown, the article) is its
// own chunk, fetched only by a protected page.
const CaseStudyUnlock = lazy(() =>
  import('./case-study-unlock').then((module) => ({ default: module.CaseStudyUnlock })),
);

export function CaseStudyUnlockLazy(props: ComponentProps<typeof CaseStudyUnlock>) {
  return (
    <Suspense fallback={<div className="container py-10 sm:py-14">{props.intro}</div>}>
      <CaseStudyUnlock {...props} />
    </Suspense>
  );
}
