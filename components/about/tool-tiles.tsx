import { fill } from '@/lib/i18n/fill';
import { getWords } from '@/lib/i18n/get-words';
import { readImage } from '@/lib/images/images';
import { ResponsiveImage } from '../ui/responsive-image';

type Tool = { name: string; logo: string };

export function ToolTiles({ tools, lang }: { tools: readonly Tool[]; lang: string }) {
  const { pages } = getWords(lang);
  return (
    <section aria-labelledby="tools-heading" className="render-when-near">
      <h2 id="tools-heading" className="text-heading font-semibold">
        {pages.tools}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tools.map((tool) => (
          <li
            key={tool.name}
            className="flex flex-col items-center gap-4 rounded-xl border border-line bg-surface p-6 text-center"
          >
            <ResponsiveImage
              image={readImage(tool.logo)}
              alt={fill(pages.toolIcon, { name: tool.name })}
              sizes="4rem"
              className="size-16"
            />
            <span className="text-sm font-medium">{tool.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
