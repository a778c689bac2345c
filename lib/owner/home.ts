import source from '@/content/home.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/home.yaml', source, ownerSchemas.home);

export const introMode = file.intro ?? 'always';
export const introTimeline = file.introTimeline;
export const heroImage = file.heroImage;
export const featuredProjectIds = file.featuredProjectIds;
export const capabilities = file.capabilities;
export const closingCallToAction = file.closingCallToAction;
