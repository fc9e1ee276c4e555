import type { HelpArticle } from '@bookshop/sdk';
import { ContentView } from './ContentView';
import styles from './ContentView.module.css';
import { contentHtml } from './contentHtml';

/** A help-centre article: its questions and answers as headed sections (answers sanitised), else its body. */
export function HelpArticleView({ article }: { article: HelpArticle }) {
  const crumbs = [
    { title: 'Home', href: '/' },
    { title: 'Help', href: '/help' },
    { title: 'FAQ', href: '/help/faq' },
  ];
  if (!article.faqs.length) return <ContentView page={{ ...article, breadcrumbs: crumbs }} url={article.url} />;
  return (
    <ContentView page={{ title: article.title, body: '', breadcrumbs: crumbs }} url={article.url}>
      {article.summary ? <p>{article.summary}</p> : null}
      {article.faqs.map((faq) => (
        <section key={faq.question} className={styles.faq}>
          <h2>{faq.question}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised CMS HTML */}
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: contentHtml(faq.answer).html }} />
        </section>
      ))}
    </ContentView>
  );
}
