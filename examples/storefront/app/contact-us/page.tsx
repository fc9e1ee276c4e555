import type { Metadata } from 'next';
import { contentMetadata, contentPageOrNotFound } from '@/lib/data/content';
import { ContentView } from '@/modules/content/ContentView';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata('/contact-us');
}

/** `/contact-us` from content; 404 when the entry is missing. */
export default async function ContactUsPage() {
  return <ContentView {...(await contentPageOrNotFound('/contact-us'))} />;
}
