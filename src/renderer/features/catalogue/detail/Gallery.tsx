/**
 * The goods images: a looping strip with an "n/total" indicator; a tap opens the full-screen
 * viewer at that image. The strip is the shop's own Carousel (native scroll snap) and the viewer
 * a lazily loaded chunk: antd-mobile's Swiper and ImageViewer would bring their animation stack
 * into the detail's first load.
 */
import '../strings/detail';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Carousel } from '../../../core/ui/Carousel';
import { ImageViewerLazy } from './ImageViewer';
import './goods-detail.css';

export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    // The carousel is the named region: a second landmark of the same name would only repeat it.
    <section className="detail-gallery">
      <Carousel
        label={t('detail.gallery')}
        autoplayMs={0}
        indicator="fraction"
        indicatorClassName="detail-gallery__indicator"
      >
        {images.map((src, i) => (
          <button
            key={`${src}-${i}`}
            type="button"
            className="detail-gallery__slide"
            aria-label={t('detail.imageOf', { n: i + 1, total: images.length })}
            onClick={() => {
              setIndex(i);
              setOpen(true);
            }}
          >
            <img src={src} alt={title} decoding="async" loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      </Carousel>
      <ImageViewerLazy
        images={images}
        index={index}
        visible={open}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
