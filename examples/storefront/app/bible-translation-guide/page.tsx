import type { Metadata } from 'next';
import { ContentRoute, contentMetadata } from '@/modules/content/contentRoute';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata('/bible-translation-guide');
}

/** `/bible-translation-guide` from content; 404 when the entry is missing. */
export default function BibleTranslationGuidePage() {
  return <ContentRoute url="/bible-translation-guide" />;
}
