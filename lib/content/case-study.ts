import { z } from 'zod';
import { callToAction } from '@/content/case-study';
import { UNTRANSLATED } from '@/lib/i18n/untranslated';

// A text `npm run new-language` copied keeps its "[translate] " mark until it is translated: the
// mark does not count towards the length.
const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .refine((value) => value.replace(UNTRANSLATED, '').length <= max, {
      message: `must be at most ${max} characters`,
    });

const callToActionSchema = z.strictObject({
  heading: text(60),
  text: text(240),
  action: text(30),
});

export type CaseStudyCallToAction = z.infer<typeof callToActionSchema>;

/** Validates the call to action; the error names `file` (content/<code>/ for another language) and the field. */
export function parseCallToAction(
  value: unknown,
  file = 'content/case-study.ts',
): CaseStudyCallToAction {
  const parsed = callToActionSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  if (issue.code === 'unrecognized_keys') {
    throw new Error(`${file}: callToAction has unknown field(s) ${issue.keys.join(', ')}`);
  }
  const field = String(issue.path[0]);
  const missing = (value as Record<string, unknown>)[field] === undefined;
  throw new Error(
    `${file}: callToAction field "${field}" ${missing ? 'is missing' : issue.message}`,
  );
}

export const caseStudyCallToAction = parseCallToAction(callToAction);
