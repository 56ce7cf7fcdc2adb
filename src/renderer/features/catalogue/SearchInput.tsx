import './strings/search';
import { useRef } from 'react';
import { useTranslation } from '../../core/i18n';
import { cx } from '../../core/ui';
import { KEYWORD_MAX_LENGTH } from './search-history';
import './catalogue.css';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the search button; gets the raw value (the caller normalizes and checks it). */
  onSubmit: (value: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
}

function SearchGlyph() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/** A search form: labelled input (enter submits), a clear button while there is text, submit. */
export function SearchInput({
  value,
  onChange,
  onSubmit,
  placeholder,
  autoFocus,
  className,
}: SearchInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      className={cx('cat-search', className)}
      action=""
      onSubmit={(e) => {
        e.preventDefault();
        // Closes the phone keyboard.
        input.current?.blur();
        onSubmit(value);
      }}
    >
      <label className="cat-search__box">
        <SearchGlyph />
        <input
          ref={input}
          type="search"
          enterKeyHint="search"
          className="cat-search__input"
          aria-label={t('search.inputLabel')}
          placeholder={placeholder ?? t('search.placeholder')}
          value={value}
          maxLength={KEYWORD_MAX_LENGTH}
          // The search screen exists to type a keyword.
          autoFocus={autoFocus}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
        {value && (
          <button
            type="button"
            className="cat-search__clear"
            aria-label={t('search.clearInput')}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="12" r="10" fill="#c8c8c8" />
              <path d="m8.5 8.5 7 7m0-7-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </label>
      <button type="submit" className="cat-search__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
