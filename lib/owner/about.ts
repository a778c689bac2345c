import source from '@/content/about.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/about.yaml', source, ownerSchemas.about);

export const about = file.about;
