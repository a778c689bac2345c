// A case study's story parts in another language: the texts of its facts, results and process
// image captions (read from content/<code>/projects/<id>.md over the default file's), and the
// images and video loops its translated sections show, read and sized like the default's.
import path from 'node:path';
import type { Project } from '@/lib/content/projects';
import { readSectionFigures } from '@/lib/content/section-figures';
import { readSectionMedia } from '@/lib/media/section-media';
import { videoIn, type VideoData } from '@/lib/media/videos';
import { expandField, fieldName, getField, setField } from './field-paths';
import { alignSources } from './sources';
import { optionalStoryTextFields, storyLists, storyTextFields } from './text-fields';
import { defaultTextMark, isDefaultText, isUntranslated } from './untranslated';

type Story = Pick<Project, 'facts' | 'results' | 'processImages'>;

type Found = { problems: string[]; untranslated: string[]; notes: string[] };

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The facts, results and captions of `project` with the translation's texts (`translation`: its
 * front matter). A text the default file has is required (a problem otherwise); the optional ones
 * (years, result values: mostly figures) stay the default's unless the translation writes them.
 * Results and process images are matched by their `source` (storyLists), or by position without.
 */
export function translateStory(
  project: Project,
  translation: unknown,
  where: string,
  found: Found,
): Story {
  const aligned = alignSources(
    project,
    (translation ?? {}) as object,
    storyLists,
    where,
    `content/projects/${project.id}.md`,
  );
  found.problems.push(...aligned.problems);
  found.notes.push(...aligned.notes);
  const data = aligned.translation;
  const story: Story = JSON.parse(
    JSON.stringify({
      facts: project.facts,
      results: project.results,
      processImages: project.processImages,
    }),
  );
  const fill = (field: string, required: boolean) => {
    for (const fieldPath of expandField(project, field)) {
      if (typeof getField(project, fieldPath) !== 'string') continue;
      const value = getField(data, fieldPath);
      const text = typeof value === 'number' ? String(value) : value;
      if (!isText(text)) {
        if (required) {
          found.problems.push(`${where}: front matter field "${fieldName(fieldPath)}" is missing`);
        }
        continue;
      }
      if (isUntranslated(text as string))
        found.untranslated.push(`${where}: ${fieldName(fieldPath)}`);
      else if (required && isDefaultText(text, getField(project, fieldPath))) {
        found.untranslated.push(`${where}: ${fieldName(fieldPath)}${defaultTextMark}`);
      }
      setField(story, fieldPath, text);
    }
  };
  for (const field of storyTextFields) fill(field, true);
  for (const field of optionalStoryTextFields) fill(field, false);
  return Object.fromEntries(
    Object.entries(story).filter(([, value]) => value !== undefined),
  ) as Story;
}

/**
 * The images and videos of a translation's sections, over the default's (same files, mostly), and
 * every loop with its captions in `lang` when it has some (x.<code>.vtt).
 */
export function translatedMedia(
  lang: string,
  project: Project,
  file: string,
  sections: Partial<Record<string, string>>,
  report: (problem: string) => void,
): Pick<Project, 'figures' | 'videos' | 'video'> {
  const dirs = {
    publicDir: path.join(process.cwd(), 'public'),
    private: project.access === 'protected',
  };
  const figures = readSectionFigures(file, sections, dirs, report);
  const videos = readSectionMedia(file, sections, { ...dirs, figures }, report);
  const inLanguage = (video: VideoData) => {
    try {
      return videoIn(lang, video, dirs.publicDir);
    } catch (error) {
      report(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
      return video;
    }
  };
  const allVideos = Object.fromEntries(
    Object.entries({ ...project.videos, ...videos }).map(([src, video]) => [
      src,
      inLanguage(video),
    ]),
  );
  return {
    figures: { ...project.figures, ...figures },
    ...(Object.keys(allVideos).length ? { videos: allVideos } : {}),
    ...(project.video ? { video: inLanguage(project.video) } : {}),
  };
}
