import { type ElementType, useEffect } from 'react';
import type { MegaMenuClassNames } from './MegaMenu';
import { type MegaMenuItem, type MegaMenuLink, megaMenuColumns } from './megaMenuController';

export interface MegaMenuPanelProps {
  item: MegaMenuItem;
  linkAs: ElementType;
  classNames: MegaMenuClassNames;
  /** A link was chosen. */
  onNavigate: () => void;
  /** The links are in the document (each time the panel opens). */
  onShown: () => void;
}

/**
 * The inside of one open mega-menu panel: columns of at most 10 links, grey links and the call-to-action card.
 * `MegaMenu` fetches this module on the first pointer or focus on the menu and renders it only for the open entry,
 * so no page ships or hydrates the links of closed panels.
 */
export function MegaMenuPanel({ item, linkAs: Link, classNames, onNavigate, onShown }: MegaMenuPanelProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, when the links arrive
  useEffect(() => onShown(), []);
  const link = (entry: MegaMenuLink, className?: string) => (
    <Link href={entry.href} className={className} onClick={onNavigate}>
      {entry.label}
    </Link>
  );
  return (
    <>
      <div className={classNames.columns}>
        {megaMenuColumns(item.columns).map((column) => (
          <div key={`${column.title}-${column.links[0]?.href ?? ''}`} className={classNames.column}>
            {column.title ? (
              <p className={classNames.columnTitle}>
                {column.href ? link({ label: column.title, href: column.href }) : column.title}
              </p>
            ) : null}
            <ul>
              {column.links.map((entry) => (
                <li key={`${entry.href}-${entry.label}`}>{link(entry, classNames.link)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {item.greyLinks?.length ? (
        <ul className={classNames.greyLinks}>
          {item.greyLinks.map((entry) => (
            <li key={`${entry.href}-${entry.label}`}>{link(entry)}</li>
          ))}
        </ul>
      ) : null}
      {item.callToAction ? (
        <div className={classNames.callToAction}>
          {item.callToAction.imageUrl ? (
            <img src={item.callToAction.imageUrl} alt="" className={classNames.callToActionImage} />
          ) : null}
          {item.callToAction.title ? <p className={classNames.callToActionTitle}>{item.callToAction.title}</p> : null}
          {item.callToAction.subtitle ? (
            <p className={classNames.callToActionSubtitle}>{item.callToAction.subtitle}</p>
          ) : null}
          {item.callToAction.button ? link(item.callToAction.button, classNames.callToActionButton) : null}
        </div>
      ) : null}
    </>
  );
}
