import source from '@/content/process.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/process.yaml', source, ownerSchemas.process);

export const { heading, intro, description, processSteps } = file;
