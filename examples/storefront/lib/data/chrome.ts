import 'server-only';
import type { MegaMenuItem } from '@bookshop/react';
import type { Footer, HeaderNavigation } from '@bookshop/sdk';
import { bookshop } from '../bookshop';
import { sanitizeSvg } from '../content/sanitizeHtml';
import { cachedContent } from './cachedContent';

async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`Could not load the ${what}`, error);
    return null;
  }
}

/** Everything the header, drawer and footer show, from managed content; a missing part renders without it. */
export interface ChromeContent {
  navigation: HeaderNavigation | null;
  footer: Footer | null;
  helpUrl: string;
}

export async function chromeContent(): Promise<ChromeContent> {
  const content = bookshop().content;
  const [navigation, footer, helpUrl] = await Promise.all([
    orNull('header navigation', () => cachedContent('navigation', () => content.navigation())),
    orNull('footer', () => cachedContent('footer', async () => withSafeIcons(await content.footer()))),
    orNull('help-centre link', () => cachedContent('help', () => content.helpCentreUrl())),
  ]);
  return { navigation, footer, helpUrl: helpUrl ?? '/help' };
}

/** The footer with its icons' inline SVG sanitised: it is rendered as markup on every page. */
function withSafeIcons(footer: Footer | null): Footer | null {
  if (!footer) return footer;
  return {
    ...footer,
    info_links: footer.info_links.map((info) => (info.svg ? { ...info, svg: sanitizeSvg(info.svg) } : info)),
  };
}

/** The content navigation as mega-menu entries (the SDK's field names mapped to the component's). */
export function megaMenuItems(navigation: HeaderNavigation | null): MegaMenuItem[] {
  return (navigation?.top_nav ?? []).map((item) => ({
    id: item.link.href,
    label: item.link.title,
    href: item.link.href,
    iconUrl: item.icon_mobile?.url,
    columns: item.columns.map((column) => ({
      title: column.title,
      href: column.link?.href,
      links: column.navlink.map((link) => ({ label: link.title, href: link.href })),
    })),
    greyLinks: (item.grey_links?.navigation_link ?? []).map((link) => ({ label: link.title, href: link.href })),
    callToAction: item.call_to_action
      ? {
          imageUrl: item.call_to_action.image?.url,
          title: item.call_to_action.title,
          subtitle: item.call_to_action.subtitle,
          button: item.call_to_action.button
            ? { label: item.call_to_action.button.title, href: item.call_to_action.button.href }
            : undefined,
        }
      : null,
  }));
}
