import type { Metadata } from 'next';
import { LinkList } from '@/modules/content/ContentView';
import { ContentRoute, contentMetadata } from '@/modules/content/contentRoute';
import { navigation } from '@/modules/content/data';
import { HELP_LINKS, INFO_LINKS } from '@/modules/content/helpLinks';
import { storeList } from '@/modules/stores/data';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return contentMetadata('/site-map');
}

/** `/site-map`: the content page, then the shop's sections (from the header navigation), help, information and stores. */
export default async function SiteMapPage() {
  const [nav, stores] = await Promise.all([navigation(), storeList().catch(() => [])]);
  const sections = (nav?.top_nav ?? [])
    .filter((item) => item.link.href.startsWith('/'))
    .map((item) => ({ href: item.link.href, label: item.link.title }));
  return (
    <ContentRoute url="/site-map">
      {sections.length ? <LinkList title="Shop" links={sections} /> : null}
      <LinkList title="Help" links={[{ href: '/help', label: 'Help Centre' }, ...HELP_LINKS]} />
      <LinkList title="Information" links={INFO_LINKS.filter((link) => link.href !== '/site-map')} />
      {stores.length ? (
        <LinkList
          title="Stores"
          links={stores.map((store) => ({ href: `/stores/${store.slug}`, label: store.title }))}
        />
      ) : null}
    </ContentRoute>
  );
}
