// The chunk behind ImageViewer.tsx: antd-mobile's full-screen viewer. Its imperative show()
// needs the React 19 render shim.
import '../../../core/ui/antd-shim';
import { ImageViewer } from 'antd-mobile';
import { useOpenAfterMount } from './lazy-overlay';

export interface MultiViewerProps {
  images: string[];
  /** the image it opens at */
  index: number;
  visible: boolean;
  onClose: () => void;
}

export function MultiViewer({ images, index, visible, onClose }: MultiViewerProps) {
  const open = useOpenAfterMount(visible);
  // Keyed by the image it opens at: the viewer reads its start index only when it mounts.
  return (
    <ImageViewer.Multi
      key={index}
      images={images}
      visible={open}
      defaultIndex={index}
      onClose={onClose}
    />
  );
}

export function show(images: string[], index: number): void {
  ImageViewer.Multi.show({ images, defaultIndex: index });
}
