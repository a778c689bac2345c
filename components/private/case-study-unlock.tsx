'use client';

import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trackEvent } from '@/lib/analytics/track';
import { caseStudy } from '@/lib/i18n/words/en/case-study';
import { compare } from '@/lib/i18n/words/en/compare';
import { passphrase } from '@/lib/i18n/words/en/passphrase';
import { video } from '@/lib/i18n/words/en/video';
import { unpackCaseStudy, type OpenedCaseStudy } from '@/lib/private/case-study-bundle';
import {
  fetchSealed,
  forgetKey,
  keepKey,
  openWithKeptKey,
  openWithPassphrase,
  SealedError,
} from '@/lib/private/unlock';
import { PassphraseForm, type UnlockResult } from './passphrase-form';
import { ProjectArticle } from '../case-study/project-article';
import { ProjectTestimonials } from '../trust/project-testimonials';

type CaseStudyUnlockProps = {
  id: string;
  /** The site's address the build bound the sealed file to (lib/private/binding). */
  site: string;
  /** The page's language, which the sealed file beside it is bound to as well. */
  lang: string;
  sealedUrl: string;
  /** The locked page's heading and explanation (server-rendered). */
  intro: ReactNode;
  /** The portfolio page in the page's language, for the opened case study's back link. */
  portfolioHref: string;
  /** The call to action and the pager, shown once the case study is open. */
  after: ReactNode;
  /** The words in another language (English is built in). */
  words?: UnlockWords;
};

export type UnlockWords = {
  passphrase: typeof passphrase;
  caseStudy: typeof caseStudy;
  video: typeof video;
  compare: typeof compare;
};

const englishWords: UnlockWords = { passphrase, caseStudy, video, compare };

type Open = OpenedCaseStudy & { urls: string[]; focus: boolean };

function openCaseStudy(plaintext: Uint8Array, focus: boolean): Open {
  const urls: string[] = [];
  const opened = unpackCaseStudy(plaintext, ({ bytes, type }) => {
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
    urls.push(url);
    return url;
  });
  return { ...opened, urls, focus };
}

export function CaseStudyUnlock({
  id,
  site,
  lang,
  sealedUrl,
  intro,
  portfolioHref,
  after,
  words = englishWords,
}: CaseStudyUnlockProps) {
  const [open, setOpen] = useState<Open | null>(null);
  const [checked, setChecked] = useState(false);
  const article = useRef<HTMLDivElement>(null);

  // A key kept in this tab (or on this device) opens the case study again without the passphrase.
  useEffect(() => {
    let cancelled = false;
    fetchSealed(sealedUrl)
      .then((sealed) => openWithKeptKey({ id, site, lang }, sealed))
      .then((plaintext) => {
        if (!cancelled && plaintext) setOpen(openCaseStudy(plaintext, false));
      })
      .catch(() => {})
      .finally(() => !cancelled && setChecked(true));
    return () => {
      cancelled = true;
    };
  }, [id, site, lang, sealedUrl]);

  useEffect(() => {
    if (!open) return;
    if (open.focus) {
      const heading = article.current?.querySelector('h1');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus();
    }
    return () => open.urls.forEach((url) => URL.revokeObjectURL(url));
  }, [open]);

  async function unlock(passphrase: string, remember: boolean): Promise<UnlockResult> {
    try {
      const sealed = await fetchSealed(sealedUrl);
      const { plaintext, key } = await openWithPassphrase(sealed, passphrase, { id, site, lang });
      await keepKey(id, sealed, key, remember);
      setOpen(openCaseStudy(plaintext, true));
    } catch (failure) {
      return failure instanceof SealedError ? 'wrong' : 'network';
    }
    trackEvent('Case study unlocked', { project: id });
    return 'opened';
  }

  // The form is ready again once the kept keys are gone, so a reload cannot find one.
  function lock() {
    setOpen(null);
    setChecked(false);
    void forgetKey(id).finally(() => setChecked(true));
  }

  if (open) {
    return (
      <div ref={article} data-sealed-case-study="">
        <div className="container flex flex-wrap items-center justify-between gap-3 pt-6 print:hidden">
          <p className="inline-flex items-center gap-1.5 font-mono text-eyebrow uppercase text-muted">
            <LockKeyhole aria-hidden className="size-3.5" />
            {words.passphrase.opened}
          </p>
          <button
            type="button"
            onClick={lock}
            className="min-h-11 rounded-md px-3 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {words.passphrase.lock}
          </button>
        </div>
        <ProjectArticle
          project={open.project}
          portfolioHref={portfolioHref}
          words={words.caseStudy}
          mediaWords={{ video: words.video, compare: words.compare }}
        >
          <ProjectTestimonials items={open.testimonials} words={words.caseStudy} />
        </ProjectArticle>
        {after}
      </div>
    );
  }
  return (
    <div className="container py-10 sm:py-14" data-sealed-case-study="">
      {intro}
      <PassphraseForm ready={checked} unlock={unlock} words={words.passphrase} />
    </div>
  );
}
