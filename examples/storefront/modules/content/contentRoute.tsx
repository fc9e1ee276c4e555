import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ContentView } from './ContentView';
import { contentPage, contentSettings } from './data';

/** A content page's title and description for `generateMetadata`. */
export async function contentMetadata(url: string): Promise<Metadata> {
  const page = await contentPage(url);
  if (!page) return { title: 'Page not found' };
  return {
    title: page.seo?.meta_title?.replace(/\s*\|\s*Koorong$/, '') || page.title,
    description: page.seo?.meta_description,
  };
}

/** Renders the content page at `url` (with `children` below its body), or answers 404 when it has no entry. */
export async function ContentRoute({ url, children }: { url: string; children?: ReactNode }) {
  // The settings only add the form link: a page still renders without them.
  const [page, settings] = await Promise.all([
    contentPage(url),
    contentSettings().catch((error: unknown) => {
      console.error('Could not load the content settings', error);
      return undefined;
    }),
  ]);
  if (!page) notFound();
  return (
    <ContentView page={page} settings={settings} url={url}>
      {children}
    </ContentView>
  );
}
