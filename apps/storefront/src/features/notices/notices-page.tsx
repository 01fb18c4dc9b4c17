import { NOTICE_KIND_NAMES, NOTICE_KINDS } from '@mall/contract';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { EmptyState } from '../../components/ui/empty-state';
import { LocaleLink } from '../../components/ui/locale-link';
import { Pagination } from '../../components/ui/pagination';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { usePastEndInAddress } from '../../lib/page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NOTICES_PER_PAGE, useMarkRead, useNewestListed, useNotices } from './api';
import { NoticeSettings } from './notice-settings';
import styles from './notices.module.css';

const SHOPPER_KINDS = NOTICE_KIND_NAMES.filter((kind) => NOTICE_KINDS[kind].audience === 'shopper');

/**
 * /users/notices: the shopper's messages, newest first, by kind and read state, each linking to its page.
 * `openHere` may take a link over without leaving the page (a chat answer opens the chat window); it says whether it did.
 */
export default function NoticesPage({ openHere }: { openHere?: (link: string) => boolean }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('notices.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const kind = SHOPPER_KINDS.find((k) => k === params.get('kind'));
  const unread = params.get('unread') === '1';
  const list = useNotices({ page, kind, unread });
  const markRead = useMarkRead();
  const newestListed = useNewestListed(kind);
  // "Read all" marks what this page listed, no more (audit FC4): the messages of its kind, none newer than it showed.
  const readAll = () => {
    const upTo = newestListed();
    if (upTo !== undefined) markRead.mutate({ all: true, upTo, ...(kind ? { kind } : {}) });
  };

  const change = (key: string, value: string | null) => {
    const copy = new URLSearchParams(params);
    if (value === null) copy.delete(key);
    else copy.set(key, value);
    if (key !== 'page') copy.delete('page');
    setParams(copy);
  };
  const heading = useRef<HTMLHeadingElement>(null);
  // "Mark as read" is gone once the message is read (and the message too, on the unread tab): the browser dropped its
  // focus onto the page and the next Tab started from the top (walk GX). The focus goes to the message's own link, or
  // the message, or on the unread tab to the next message; the title when nothing is left.
  const markOneRead = (id: number, item: HTMLElement | null) => {
    const next = unread
      ? (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>('a, button')
      : (item?.querySelector<HTMLElement>('[data-testid="notice-open"]') ?? item);
    (next ?? heading.current)?.focus();
    markRead.mutate({ ids: [id] });
  };
  const items = list.data?.list ?? [];
  const pastEnd = usePastEndInAddress(page, list.data, NOTICES_PER_PAGE, !list.isPlaceholderData);

  return (
    <section className={styles.panel} data-testid="notices-page">
      <header className={styles.head}>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {t('notices.title')}
        </h1>
        <button
          type="button"
          className={`${buttons.ghost} ${buttons.small}`}
          onClick={readAll}
          disabled={markRead.isPending || items.length === 0}
          data-testid="notices-read-all"
        >
          {t('notices.readAll')}
        </button>
      </header>
      <div className={styles.filters}>
        <div role="tablist" className={styles.tabs}>
          {[false, true].map((only) => (
            <button
              key={String(only)}
              type="button"
              role="tab"
              aria-selected={unread === only}
              className={unread === only ? styles.tabOn : styles.tab}
              onClick={() => change('unread', only ? '1' : null)}
            >
              {t(only ? 'notices.unread' : 'notices.all')}
            </button>
          ))}
        </div>
        <label className={styles.kind}>
          {t('notices.kind')}
          <select
            value={kind ?? ''}
            onChange={(e) => change('kind', e.target.value || null)}
            data-testid="notices-kind"
          >
            <option value="">{t('notices.allKinds')}</option>
            {SHOPPER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`notices.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending || pastEnd ? (
        <div className={`skeleton ${styles.placeholder}`} />
      ) : items.length === 0 ? (
        <EmptyState title={t('notices.empty')} icon="bell" />
      ) : (
        <ul className={styles.list} data-testid="notices-list">
          {items.map((n) => (
            <li
              key={n.id}
              className={n.read ? styles.item : `${styles.item} ${styles.unreadItem}`}
              data-read={n.read}
              tabIndex={-1}
            >
              <span className={styles.dot} aria-hidden={n.read} title={n.read ? undefined : t('notices.new')} />
              <div className={styles.text}>
                <p className={styles.itemTitle}>
                  <span className={styles.kindTag}>{t(`notices.kinds.${n.kind}`)}</span>
                  {n.title}
                </p>
                <p className={styles.body}>{n.body}</p>
                <time className={styles.time} dateTime={n.createTime}>
                  {formatDate(n.createTime, i18n.language, true)}
                </time>
              </div>
              <div className={styles.actions}>
                {/* A shop's staff invitation opens the merchant console's accept page (decision 0050). */}
                {n.link.startsWith('/console/') && (
                  <a
                    href={n.link}
                    className={`${buttons.primary} ${buttons.small}`}
                    onClick={() => {
                      if (!n.read) markRead.mutate({ ids: [n.id] });
                    }}
                    data-testid="notice-open"
                  >
                    {t('notices.open')}
                  </a>
                )}
                {n.link && !n.link.startsWith('/console/') && (
                  <LocaleLink
                    to={n.link}
                    className={`${buttons.primary} ${buttons.small}`}
                    onClick={(event) => {
                      if (!n.read) markRead.mutate({ ids: [n.id] });
                      if (openHere?.(n.link)) event.preventDefault();
                    }}
                    data-testid="notice-open"
                  >
                    {t('notices.open')}
                  </LocaleLink>
                )}
                {!n.read && (
                  <button
                    type="button"
                    className={`${buttons.ghost} ${buttons.small}`}
                    onClick={(event) => markOneRead(n.id, event.currentTarget.closest('li'))}
                    data-testid="notice-mark-read"
                  >
                    {t('notices.markRead')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && list.data.total > NOTICES_PER_PAGE && (
        <Pagination
          page={page}
          total={list.data.total}
          limit={NOTICES_PER_PAGE}
          onChange={(p) => change('page', String(p))}
        />
      )}
      <NoticeSettings />
    </section>
  );
}
