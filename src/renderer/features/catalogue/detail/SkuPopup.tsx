/**
 * The SKU picker's props and its lazily loaded popup (SkuPopupView.tsx): antd-mobile's Popup and
 * Stepper stay out of the detail's first load; the chunk is fetched when the browser is idle
 * after the detail rendered, and a tap before it arrives opens the picker when it does.
 */
import type { ReactNode } from 'react';
import type { GoodsProp, SkuItem } from '../../../../shared/contract';
import { lazyOverlay } from './lazy-overlay';
import type { Selection } from './sku';

/** What the picker's confirm does: both actions (opened from the spec row), or one of them. */
export type PickerMode = 'both' | 'cart' | 'buy';

export interface SkuPopupProps {
  visible: boolean;
  mode: PickerMode;
  onClose: () => void;
  props: GoodsProp[];
  skus: SkuItem[];
  selection: Selection;
  onSelect: (s: Selection) => void;
  sku: SkuItem | undefined;
  quantity: number;
  onQuantity: (n: number) => void;
  /** fen shown when no SKU is chosen yet */
  basePrice: number;
  baseImage: string;
  title: string;
  onAddToCart: () => Promise<void>;
  onBuyNow: () => void;
  /** fen charged per unit whatever SKU is chosen (an activity price); the SKU's price is struck */
  unitPrice?: number;
  /** a lower quantity cap than the SKU's stock (an activity's per-user limit) */
  max?: number;
  /** shown under the price (points needed or earned) */
  note?: ReactNode;
}

const picker = lazyOverlay<SkuPopupProps>(() =>
  import('./SkuPopupView').then((m) => m.SkuPopupView),
);

export const SkuPopup = picker.Overlay;
