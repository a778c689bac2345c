import { z } from 'zod';
import { imagePath, text } from './parse';

export const testimonialSchema = z.strictObject({
  quote: text(600),
  name: text(80),
  role: text(80),
  company: text(80).optional(),
  photo: imagePath.optional(),
  project: z
    .string({ error: 'must be text' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a project id (the name of its file)')
    .optional(),
  permission: z
    .boolean({ error: 'must be true (once the client has agreed to be quoted) or false' })
    .optional(),
});

export const testimonialsSchema = z.array(testimonialSchema, { error: 'must be a list' });

export type Testimonial = z.infer<typeof testimonialSchema>;

/** Only a quote the client has agreed to (`permission: true`) is published. */
export const isPublished = (testimonial: Testimonial) => testimonial.permission === true;
