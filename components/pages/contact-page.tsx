// Contact, in any language: app/(default)/contact/page.tsx and its app/(lang)/[lang]/ twin.
import { Send } from 'lucide-react';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { AnalyticsNote } from '@/components/analytics/analytics-note';
import { AvailabilityStatus } from '@/components/trust/availability-status';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactFields } from '@/components/contact/contact-fields';
import { ContactForm } from '@/components/contact/contact-form';
import { PageHeader } from '@/components/ui/page-header';
import { resolveAnalytics } from '@/lib/analytics/analytics-config';
import { resolveContactSettings } from '@/lib/contact/contact-delivery';
import { wordsProp } from '@/lib/i18n/client-words';
import { getWords } from '@/lib/i18n/get-words';
import { contentIn } from '@/lib/i18n/owner-content';
import { en } from '@/lib/i18n/words/en';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { contactSchema } from '@/lib/seo/structured-data';
import { getAvailability, getBooking } from '@/lib/trust/trust';

const contactPage = (lang: string): PageInfo => ({
  path: '/contact/',
  lang,
  title: getWords(lang).pages.contactTitle,
  description: contentIn(lang, 'contact').contact.description,
});

export const contactMetadata = (lang: string): Metadata => pageMetadata(contactPage(lang));

export function ContactPage({ lang }: { lang: string }) {
  const { siteConfig } = contentIn(lang, 'site');
  const { contact } = contentIn(lang, 'contact');
  const words = getWords(lang);
  const settings = resolveContactSettings();
  const availability = getAvailability(lang);
  return (
    <div className="container py-section">
      <JsonLd data={contactSchema(contactPage(lang))} />
      <PageHeader eyebrow={words.pages.contactEyebrow} title={contact.heading}>
        <p>{contact.intro}</p>
      </PageHeader>
      <div className="mt-12 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <ContactForm
          email={siteConfig.email}
          subject={contact.emailSubject}
          messages={contact.messages}
          settings={settings}
          icon={<Send aria-hidden className="size-4" />}
          {...wordsProp(words.contactForm, en.contactForm)}
        >
          <ContactFields email={siteConfig.email} settings={settings} lang={lang} />
        </ContactForm>
        <ContactDetails
          email={siteConfig.email}
          timeline={contact.timeline}
          availability={
            availability ? <AvailabilityStatus availability={availability} withNote /> : undefined
          }
          booking={getBooking(lang)}
          lang={lang}
        />
      </div>
      <AnalyticsNote settings={resolveAnalytics()} lang={lang} />
    </div>
  );
}
