// The call to action under every case study (content/case-study.yaml's `callToAction`).
import { z } from 'zod';
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

export const callToActionSchema = z.strictObject({
  heading: text(60),
  text: text(240),
  action: text(30),
});
