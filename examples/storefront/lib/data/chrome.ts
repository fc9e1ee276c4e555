import 'server-only';
import type { MegaMenuItem } from '@bookshop/react';
import type { Footer, HeaderNavigation } from '@bookshop/sdk';
import { bookshop } from '../bookshop';
import { sanitizeSvg } from '../content/sanitizeHtml';
import { helpCentreUrl, navigation } from './content';
import { contentCache } from './contentCache';
import { withFallback } from './fallback';

/** Everything the header, drawer and footer show, from managed content; a missing part renders without it. */
export interface ChromeContent {
  navigation: HeaderNavigation | null;
  footer: Footer | null;
  helpUrl: string;
}

export async function chromeContent(): Promise<ChromeContent> {
  const [header, footer, helpUrl] = await Promise.all([
    withFallback('the header navigation', navigation, null),
    withFallback('the footer', safeFooter, null),
    withFallback('the help-centre link', helpCentreUrl, undefined),
  ]);
  return { navigation: header, footer, helpUrl: helpUrl ?? '/help' };
}

/** The footer, its icons sanitised once for every page that renders them. */
async function safeFooter(): Promise<Footer | null> {
  'use cache';
  contentCache('footer');
  return withSafeIcons(await bookshop().content.footer());
}

/** The footer with its icons' inline SVG sanitised: it is rendered as markup on every page. */
function withSafeIcons(footer: Footer | null): Footer | null {
  if (!footer) return footer;
  return {
    ...footer,
    info_links: footer.info_links.map((info) => (info.svg ? { ...info, svg: sanitizeSvg(info.svg) } : info)),
  };
}

/**
 * The mega-menu's entries with their panels, for the browser's first opening of a menu (`GET /api/navigation/menu`).
 * Unlike a page's chrome it has no fallback: an outage answers an error the browser tries again, rather than an empty
 * menu it would keep.
 */
export async function menuEntries(): Promise<MegaMenuItem[]> {
  return megaMenuItems(await navigation());
}

/**
 * The menu's top entries alone, what every page carries: the buttons of the desktop menu. The panels' links come from
 * `menuEntries` when a menu is first used, so pages do not repeat the whole tree in their flight data.
 */
export function menuTops(navigation: HeaderNavigation | null): MegaMenuItem[] {
  return (navigation?.top_nav ?? []).map((item) => ({
    id: item.link.href,
    label: item.link.title,
    href: item.link.href,
    columns: [],
  }));
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
