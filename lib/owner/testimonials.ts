import source from '@/content/testimonials.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/testimonials.yaml', source, ownerSchemas.testimonials);

export const testimonials = file.testimonials;
