// The site's own words in English: the shipped default, exactly today's texts, one file per area so
// a client component's script holds only its own slice. Its shape is `Words`: every other table
// (and a complete content/<code>/words.yaml) must have the same keys.
import { availability } from './availability';
import { caseStudy } from './case-study';
import { compare } from './compare';
import { contact } from './contact';
import { contactForm } from './contact-form';
import { intro } from './intro';
import { layout } from './layout';
import { menu } from './menu';
import { notFound } from './not-found';
import { notes } from './notes';
import { pager } from './pager';
import { pages } from './pages';
import { passphrase } from './passphrase';
import { portfolio } from './portfolio';
import { privateWork } from './private';
import { video } from './video';

export const en = {
  layout,
  menu,
  intro,
  pages,
  portfolio,
  caseStudy,
  pager,
  notFound,
  contactForm,
  contact,
  availability,
  passphrase,
  privateWork,
  video,
  compare,
  notes,
};

export type Words = typeof en;
export type WordArea = keyof Words;
