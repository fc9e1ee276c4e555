import type { ContentPage, GlobalSettings } from '@bookshop/sdk';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/modules/ui/Breadcrumbs';
import styles from './ContentView.module.css';
import { contentHtml } from './contentHtml';

const FORM_LABELS: Record<string, string> = {
  contact: 'Send us a message',
  return_request: 'Lodge a return request',
  seen_it_cheaper: 'Tell us where you saw it cheaper',
};

/**
 * A content page: breadcrumbs, the title (unless the body has its own `h1`), the body as sanitised HTML, the
 * page's form link (the settings' form embed links open the hosted form in a new tab), then `children`.
 */
export function ContentView({
  page,
  settings,
  url,
  children,
}: {
  page: Pick<ContentPage, 'title' | 'body' | 'breadcrumbs'> & { form_embed?: string };
  settings?: GlobalSettings;
  url: string;
  children?: ReactNode;
}) {
  const { html, hasHeading } = contentHtml(page.body);
  const forms = settings?.form_embed_links as Record<string, string> | undefined;
  const formUrl = page.form_embed ? forms?.[page.form_embed] : undefined;
  const trail = [
    ...(page.breadcrumbs.length ? page.breadcrumbs : [{ title: 'Home', href: '/' }]).filter(
      (crumb) => crumb.href !== url,
    ),
    { title: page.title, href: url },
  ];
  return (
    <article className={styles.page}>
      <Breadcrumbs items={trail.map((crumb) => ({ label: crumb.title, href: crumb.href }))} />
      {hasHeading ? null : <h1 className={styles.title}>{page.title}</h1>}
      {/* Sanitised on the server (contentHtml): no scripts, handlers, styles, forms or frames. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised CMS HTML */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      {formUrl && page.form_embed ? (
        <p>
          <a className={styles.form} href={formUrl} target="_blank" rel="noopener noreferrer">
            {FORM_LABELS[page.form_embed] ?? 'Open the form'}
            <span className={styles.hidden}> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      {children}
    </article>
  );
}

/** CMS HTML, sanitised on the server, in the content typography. */
export function ContentBody({ html }: { html: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised CMS HTML
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: contentHtml(html).html }} />;
}

/** A titled list of links inside a content page. */
export function LinkList({
  title,
  links,
  headingLevel = 2,
}: {
  title: string;
  links: readonly { href: string; label: string }[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const id = `links-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={styles.links}>
      <Heading id={id}>{title}</Heading>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
