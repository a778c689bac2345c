import type { z } from 'zod';
import { callToActionSchema } from './call-to-action-schema';

export { callToActionSchema };
import { callToAction } from '@/lib/owner/case-study';

export type CaseStudyCallToAction = z.infer<typeof callToActionSchema>;

/** Validates the call to action; the error names `file` (content/<code>/ for another language) and the field. */
export function parseCallToAction(
  value: unknown,
  file = 'content/case-study.yaml',
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
