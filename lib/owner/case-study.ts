import source from '@/content/case-study.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/case-study.yaml', source, ownerSchemas['case-study']);

export const callToAction = file.callToAction;
