import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Empty, Input, Result, Spin } from 'antd';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../common/Page';
import { Markdown } from './Markdown';
import { guideLang, guideLink, loadGuide, searchGuide, type GuidePage } from './guide';
import './help.css';

/** The guide's pages in the UI language; reloaded when the language changes. */
function useGuide(locale: string): { pages: GuidePage[] | null; failed: boolean } {
  const [state, setState] = useState<{ lang: string; pages: GuidePage[] | null; failed: boolean }>({ lang: '', pages: null, failed: false });
  const lang = guideLang(locale);
  useEffect(() => {
    let live = true;
    loadGuide(lang).then(
      (pages) => { if (live) setState({ lang, pages, failed: false }); },
      () => { if (live) setState({ lang, pages: null, failed: true }); },
    );
    return () => { live = false; };
  }, [lang]);
  return state.lang === lang ? state : { pages: null, failed: false };
}

/**
 * /help: the user guide (docs/guide). A table of contents of the pages and their sections on the left, filtered by
 * the search box; the page on the right. Deep links: /help?page=<file>#<section>.
 */
export function HelpPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const search = useLocation({ select: (l) => l.search as Record<string, string | undefined> });
  const hash = useLocation({ select: (l) => l.hash });
  const { pages, failed } = useGuide(i18n.locale);
  const [query, setQuery] = useState('');

  const current = pages?.find((p) => p.name === search.page) ?? pages?.[0];
  const shown = useMemo(() => searchGuide(pages ?? [], query), [pages, query]);
  const go = (href: string) => { void navigate({ href }); };
  const follow = (href: string) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    go(href);
  };

  // A section named in the address is scrolled to once its page is shown; a new page starts at the top (the document
  // scrolls in every layout).
  useEffect(() => {
    if (!current) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView?.({ block: 'start' });
    else window.scrollTo?.({ top: 0 });
  }, [current, hash]);

  if (failed) return <Page><Result status="warning" title={t`帮助文档加载失败`} /></Page>;
  if (!pages || !current) return <Page><Spin /></Page>;

  return (
    <Page>
      <div className="help-layout">
        <nav className="help-toc" aria-label={t`帮助文档目录`}>
          <Input.Search allowClear placeholder={t`搜索帮助文档`} aria-label={t`搜索帮助文档`} value={query} onChange={(e) => setQuery(e.target.value)} />
          {shown.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`没有包含该内容的页面`} /> : null}
          <ul>
            {shown.map((p) => {
              const href = `/help?page=${p.name}`;
              return (
                <li key={p.name}>
                  <a href={href} onClick={follow(href)} aria-current={p.name === current.name ? 'page' : undefined}>{p.title}</a>
                  {p.name === current.name || query ? (
                    <ul>
                      {p.sections.map((s) => (
                        <li key={s.id}><a href={`${href}#${s.id}`} onClick={follow(`${href}#${s.id}`)}>{s.title}</a></li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <article className="help-content">
          <Markdown blocks={current.blocks} resolveLink={(href) => guideLink(href, current.name)} onNavigate={go} />
        </article>
      </div>
    </Page>
  );
}
