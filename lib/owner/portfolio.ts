import source from '@/content/portfolio.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/portfolio.yaml', source, ownerSchemas.portfolio);

export const { heading, intro, description } = file;
