/**
 * Search entry: the keyword input (focused on arrival, enter submits, clear button), the search
 * history (most recent first, ten words, cleared after a confirm) and the hot words. A keyword
 * or a tapped word opens the result screen.
 */
import '../strings/search';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as goodsApi from '../api';
import {
  clearSearchHistory,
  loadSearchHistory,
  normalizeKeyword,
  rememberSearch,
} from '../search-history';
import { searchListPath } from '../search-query';
import { SearchInput } from '../SearchInput';
import { unwrap, useLoad } from '../../../core/data';
import { confirm, PageFrame, toast } from '../../../core/ui';
import '../catalogue.css';

function TrashIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path
        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [history, setHistory] = useState(loadSearchHistory);
  const hot = useLoad(async () => (await unwrap(goodsApi.getHotWords())).list, []);

  const search = (word: string) => {
    const keyword = normalizeKeyword(word);
    if (!keyword) {
      toast(t('search.emptyKeyword'));
      return;
    }
    setHistory(rememberSearch(keyword));
    void navigate(searchListPath(keyword));
  };

  const clearHistory = async () => {
    if (!(await confirm(t('search.clearHistoryConfirm')))) return;
    clearSearchHistory();
    setHistory([]);
  };

  return (
    <PageFrame title={t('search.title')} page="pages/subpack/search/search" className="cat-page">
      <div className="cat-sticky cat-search-bar">
        <SearchInput value={value} onChange={setValue} onSubmit={search} autoFocus />
      </div>

      {history.length > 0 && (
        <section className="cat-words" aria-labelledby="search-history-title">
          <div className="cat-words__head">
            <h2 id="search-history-title">{t('search.history')}</h2>
            <button
              type="button"
              className="ui-icon-button"
              aria-label={t('search.clearHistory')}
              onClick={() => void clearHistory()}
            >
              <TrashIcon />
            </button>
          </div>
          <ul className="cat-words__list" data-testid="search-history">
            {history.map((w) => (
              <li key={w}>
                <button type="button" className="chip" onClick={() => search(w)}>
                  {w}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="cat-words" aria-labelledby="search-hot-title">
        <div className="cat-words__head">
          <h2 id="search-hot-title">{t('search.hot')}</h2>
        </div>
        {hot.status === 'loading' && (
          <div className="cat-words__loading" role="status" aria-label={t('common.loading')}>
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        )}
        {hot.status === 'error' && (
          <p className="cat-words__note">
            {t('common.loadError')}
            <button type="button" className="ui-text-button" onClick={hot.retry}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {hot.status === 'ready' && hot.data && hot.data.length === 0 && (
          <p className="cat-words__note">{t('search.noHot')}</p>
        )}
        {hot.data && hot.data.length > 0 && (
          <ul className="cat-words__list" data-testid="search-hot">
            {hot.data.map((w, i) => (
              <li key={w}>
                <button
                  type="button"
                  className={i < 3 ? 'chip chip--hot' : 'chip'}
                  onClick={() => search(w)}
                >
                  {w}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
