import type { Metadata } from 'next';
import { ContentRoute, contentMetadata } from '@/modules/content/contentRoute';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata('/contact-us');
}

/** `/contact-us` from content; 404 when the entry is missing. */
export default function ContactUsPage() {
  return <ContentRoute url="/contact-us" />;
}
