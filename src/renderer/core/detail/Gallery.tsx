/** The goods images: a swiper with an "n/total" indicator; a tap opens the full-screen viewer. */
import '../i18n/shop';
import { ImageViewer, Swiper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <section className="detail-gallery" aria-label={t('detail.gallery')}>
      <Swiper
        loop={images.length > 1}
        indicator={(total, current) => (
          <span className="detail-gallery__indicator" aria-hidden="true">
            {current + 1}/{total}
          </span>
        )}
      >
        {images.map((src, i) => (
          <Swiper.Item key={`${src}-${i}`}>
            <button
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
          </Swiper.Item>
        ))}
      </Swiper>
      {/* Keyed by the tapped image: the viewer reads its start index only when it mounts. */}
      <ImageViewer.Multi
        key={index}
        images={images}
        visible={open}
        defaultIndex={index}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
