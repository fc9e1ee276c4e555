import type { Metadata } from 'next';
import { contentMetadata, contentPageOrNotFound } from '@/lib/data/content';
import { ContentView, LinkList } from '@/modules/content/ContentView';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata('/services');
}

/** `/services` from content, with links to the service pages; 404 when the entry is missing. */
export default async function ServicesPage() {
  return (
    <ContentView {...(await contentPageOrNotFound('/services'))}>
      <LinkList
        title="More about our services"
        links={[
          { href: '/info/services/advertise-with-us', label: 'Advertise With Us' },
          { href: '/stores', label: 'Find a store' },
          { href: '/contact-us', label: 'Contact Us' },
        ]}
      />
    </ContentView>
  );
}
