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
import { contentIn } from '@/lib/i18n/owner-content';
import { pageMetadata, type PageInfo } from '@/lib/seo/metadata';
import { contactSchema } from '@/lib/seo/structured-data';
import { getAvailability, getBooking } from '@/lib/trust/trust';

const contactPage = (lang: string): PageInfo => ({
  path: '/contact/',
  lang,
  title: 'Contact',
  description:
    'Start a project: send a message about the product you want to design, engineer or manufacture.',
});

export const contactMetadata = (lang: string): Metadata => pageMetadata(contactPage(lang));

export function ContactPage({ lang }: { lang: string }) {
  const { siteConfig } = contentIn(lang, 'site');
  const { contact } = contentIn(lang, 'contact');
  const settings = resolveContactSettings();
  const availability = getAvailability(undefined, lang);
  return (
    <div className="container py-section">
      <JsonLd data={contactSchema(contactPage(lang))} />
      <PageHeader eyebrow="Contact" title={contact.heading}>
        <p>{contact.intro}</p>
      </PageHeader>
      <div className="mt-12 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <ContactForm
          email={siteConfig.email}
          subject={contact.emailSubject}
          messages={contact.messages}
          settings={settings}
          icon={<Send aria-hidden className="size-4" />}
        >
          <ContactFields email={siteConfig.email} settings={settings} />
        </ContactForm>
        <ContactDetails
          email={siteConfig.email}
          timeline={contact.timeline}
          availability={
            availability ? <AvailabilityStatus availability={availability} withNote /> : undefined
          }
          booking={getBooking(lang)}
        />
      </div>
      <AnalyticsNote settings={resolveAnalytics()} />
    </div>
  );
}
