/**
 * Tab bar icons (antd-mobile-icons, issue 19), drawn in currentColor so the selected colour
 * applies. The icons are a chunk fetched as soon as this module loads, beside the start page, and
 * each icon keeps its 24 px box until it arrives (the budget of bench/budget.json counts the
 * first load's static imports).
 */
import { lazy, Suspense, type ComponentType } from 'react';

type IconSet = typeof import('./tab-icon-set');

const set: Promise<IconSet> = import('./tab-icon-set');

function lazyIcon(pick: (m: IconSet) => ComponentType) {
  const Icon = lazy(() => set.then((m) => ({ default: pick(m) })));
  return function TabIcon() {
    return (
      <Suspense fallback={<span className="ui-tab-icon-slot" aria-hidden="true" />}>
        <Icon />
      </Suspense>
    );
  };
}

export const HomeTabIcon = lazyIcon((m) => m.HomeIcon);
export const CategoryTabIcon = lazyIcon((m) => m.CategoryIcon);
export const CartTabIcon = lazyIcon((m) => m.CartIcon);
export const MineTabIcon = lazyIcon((m) => m.MineIcon);
