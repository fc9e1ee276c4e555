import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentMetadata, contentPage, helpArticle, helpCentreUrl, optionalSettings } from '@/lib/data/content';
import { withFallback } from '@/lib/data/fallback';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { ContentView, LinkList } from '@/modules/content/ContentView';
import { HelpArticleView } from '@/modules/content/HelpArticleView';
import { HELP_LINKS, isContentPath } from '@/modules/content/helpLinks';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ path?: string[] }> };

const urlOf = (path: string[] | undefined) => `/help${path?.length ? `/${path.join('/')}` : ''}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path = [] } = await params;
  if (!isContentPath(path)) return { title: 'Page not found' };
  const url = urlOf(path);
  const page = await contentPage(url);
  if (page) return contentMetadata(url);
  const article = await helpArticle(url);
  if (!article) return { title: 'Page not found' };
  return pageMetadata({ title: article.title, description: article.summary || article.body, path: url });
}

/**
 * `/help` and every `/help/*` page (spec C2) from content: a `page` entry by URL, else a help-centre article (the
 * FAQ articles under `/help/faq/…`); 404 when there is neither. The help centre and the FAQ list the help pages.
 */
export default async function HelpPage({ params }: Props) {
  const { path = [] } = await params;
  if (!isContentPath(path)) notFound();
  const url = urlOf(path);
  const [page, settings] = await Promise.all([contentPage(url), optionalSettings()]);
  if (!page) {
    const article = await helpArticle(url);
    if (!article) notFound();
    return <HelpArticleView article={article} />;
  }
  const index = url === '/help' || url === '/help/faq';
  const faqUrl = index ? await withFallback('the help-centre article', helpCentreUrl, undefined) : undefined;
  return (
    <ContentView page={page} settings={settings} url={url}>
      {faqUrl ? (
        <p>
          <a href={faqUrl}>Read the general FAQ</a>
        </p>
      ) : null}
      {index ? <LinkList title="Help topics" links={HELP_LINKS.filter((link) => link.href !== url)} /> : null}
    </ContentView>
  );
}
