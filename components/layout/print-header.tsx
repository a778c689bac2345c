import { siteConfig } from '@/lib/owner/site';
import { absoluteUrl } from '@/lib/site/site-url';
import { PageAddress } from './page-address';

// Only on paper: who the page is from and where to find it again (the screen header is not printed).
export function PrintHeader() {
  return (
    <div className="container mb-6 hidden border-b border-line pb-3 text-sm print:block">
      <p className="font-semibold">
        {siteConfig.name} · {siteConfig.brand}
      </p>
      <p>
        {siteConfig.email} · <PageAddress site={absoluteUrl('/')} />
      </p>
    </div>
  );
}
