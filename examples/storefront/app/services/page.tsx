import type { Metadata } from 'next';
import { LinkList } from '@/modules/content/ContentView';
import { ContentRoute, contentMetadata } from '@/modules/content/contentRoute';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata('/services');
}

/** `/services` from content, with links to the service pages; 404 when the entry is missing. */
export default function ServicesPage() {
  return (
    <ContentRoute url="/services">
      <LinkList
        title="More about our services"
        links={[
          { href: '/info/services/advertise-with-us', label: 'Advertise With Us' },
          { href: '/stores', label: 'Find a store' },
          { href: '/contact-us', label: 'Contact Us' },
        ]}
      />
    </ContentRoute>
  );
}
