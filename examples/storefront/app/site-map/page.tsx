import type { Metadata } from 'next';
import { contentMetadata, contentPageOrNotFound, navigation } from '@/lib/data/content';
import { withFallback } from '@/lib/data/fallback';
import { storeList } from '@/lib/data/stores';
import { ContentView, LinkList } from '@/modules/content/ContentView';
import { HELP_LINKS, INFO_LINKS } from '@/modules/content/helpLinks';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata('/site-map');
}

/** `/site-map`: the content page, then the shop's sections (from the header navigation), help, information and stores. */
export default async function SiteMapPage() {
  const [content, nav, stores] = await Promise.all([
    contentPageOrNotFound('/site-map'),
    withFallback('the navigation for the site map', navigation, null),
    withFallback('the stores for the site map', storeList, []),
  ]);
  const sections = (nav?.top_nav ?? [])
    .filter((item) => item.link.href.startsWith('/'))
    .map((item) => ({ href: item.link.href, label: item.link.title }));
  return (
    <ContentView {...content}>
      {sections.length ? <LinkList title="Shop" links={sections} /> : null}
      <LinkList title="Help" links={[{ href: '/help', label: 'Help Centre' }, ...HELP_LINKS]} />
      <LinkList title="Information" links={INFO_LINKS.filter((link) => link.href !== '/site-map')} />
      {stores.length ? (
        <LinkList
          title="Stores"
          links={stores.map((store) => ({ href: `/stores/${store.slug}`, label: store.title }))}
        />
      ) : null}
    </ContentView>
  );
}
