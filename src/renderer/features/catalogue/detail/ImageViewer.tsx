/**
 * The full-screen image viewer (antd-mobile's ImageViewer.Multi) as a chunk of its own, loaded
 * when the browser is idle after the detail rendered or at the first tap on an image.
 */
import { lazyOverlay } from './lazy-overlay';
import { toast } from '../../../core/ui/feedback';
import { i18n } from '../../../core/i18n';
import type { MultiViewerProps } from './image-viewer-antd';

const viewer = lazyOverlay<MultiViewerProps>(() =>
  import('./image-viewer-antd').then((m) => m.MultiViewer),
);

/** The viewer as part of the page (it closes with the page): the goods gallery. */
export const ImageViewerLazy = viewer.Overlay;

/** Opens the viewer over everything at `index` (comment images, as antd's ImageViewer.Multi.show). */
export function showImages(images: string[], index: number): void {
  import('./image-viewer-antd').then(
    (m) => m.show(images, index),
    () => toast(i18n.t('common.loadError')),
  );
}
