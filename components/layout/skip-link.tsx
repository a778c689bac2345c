import { getWords } from '@/lib/i18n/get-words';

export function SkipLink({ lang }: { lang: string }) {
  return (
    <a
      href="#main-content"
      className="fixed left-4 top-3 z-50 -translate-y-20 rounded-md bg-accent px-4 py-2 text-sm font-semibold text-accent-ink transition focus:translate-y-0 motion-reduce:transition-none print:hidden"
    >
      {getWords(lang).layout.skipToContent}
    </a>
  );
}
