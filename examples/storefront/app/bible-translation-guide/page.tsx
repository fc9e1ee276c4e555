import type { Metadata } from 'next';
import { contentMetadata, contentPageOrNotFound } from '@/lib/data/content';
import { ContentView } from '@/modules/content/ContentView';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata('/bible-translation-guide');
}

/** `/bible-translation-guide` from content; 404 when the entry is missing. */
export default async function BibleTranslationGuidePage() {
  return <ContentView {...(await contentPageOrNotFound('/bible-translation-guide'))} />;
}
