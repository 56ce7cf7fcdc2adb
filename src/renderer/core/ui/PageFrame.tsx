import { NavBar } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { HOME_TAB } from '../../../shared/constants';
import { useGoBack } from '../router/back';
import { cx } from './cx';
import { BackIcon } from './icons';

export interface PageFrameProps {
  title: string;
  /** Route path of the screen, rendered as `data-page` on the root (tests and styles use it). */
  page: string;
  /** Back arrow in the nav bar; default true. */
  back?: boolean;
  /** Where back goes when there is no history to return to; default the home tab. */
  homePath?: string;
  right?: ReactNode;
  /** Bottom action bar, kept inside the iOS safe area. */
  footer?: ReactNode;
  /** Hide the nav bar (the tab pages draw their own title bars). */
  noNav?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A screen: nav bar, scrolling content, optional bottom bar; fills the viewport. */
export function PageFrame({
  title,
  page,
  back = true,
  homePath = '/' + HOME_TAB,
  right,
  footer,
  noNav,
  className,
  children,
}: PageFrameProps) {
  const { t } = useTranslation();
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // antd-mobile marks the whole left slot role="button" although the real button is ours
  // inside it; nested buttons confuse screen readers. React does not re-add the attribute
  // because its props never change.
  useLayoutEffect(() => {
    headerRef.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role');
  }, [noNav]);

  // A page opened directly (shared link in a new tab) has no page of the app to go back to:
  // back goes home (issue 19; core/router/back.ts says why history.length cannot tell).
  const goBack = useGoBack(homePath);

  return (
    <div className={cx('ui-page', className)} data-page={page}>
      {!noNav && (
        <header className="ui-page__header" ref={headerRef}>
          <NavBar
            back={null}
            left={
              back ? (
                <button
                  type="button"
                  className="ui-icon-button"
                  aria-label={t('common.back')}
                  onClick={goBack}
                >
                  <BackIcon />
                </button>
              ) : undefined
            }
            right={right}
          >
            <h1 className="ui-page__title">{title}</h1>
          </NavBar>
        </header>
      )}
      <main className="ui-page__body">{children}</main>
      {footer && <div className="ui-page__footer">{footer}</div>}
    </div>
  );
}
