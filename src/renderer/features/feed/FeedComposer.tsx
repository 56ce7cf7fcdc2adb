/**
 * Writing a post, in a bottom sheet: text (1–500), photos (up to 9, uploaded at once through the
 * consumer upload with progress; a failed one offers a retry — the shared gallery editor), and
 * an optional place. The draft lives here until the post is accepted: closing the sheet or a
 * refused request keeps text and photos (nothing lost on error).
 */
import { Input, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n';
import {
  FEED_IMAGES_MAX,
  FEED_PLACE_MAX,
  FEED_POST_MAX,
  type FeedPost,
} from '../../../shared/contract/feed';
import * as feedApi from './api';
import { ImageGalleryEditor, type GalleryUpload } from '../cabinet';
import { LoadingButton, toast } from '../../core/ui';
import { reportFailure, unwrap } from '../../core/data';
import '../wallet/strings/wallet';
import './strings';
import './feed.css';

const consumerUpload: GalleryUpload = async (file, name, onProgress) => {
  const data = await unwrap(feedApi.uploadFeedImage(file, name, onProgress));
  if (!data?.url) throw new Error('upload failed');
  return data.url;
};

export interface FeedComposerProps {
  open: boolean;
  onClose: () => void;
  onPosted: (post: FeedPost) => void;
}

export function FeedComposer({ open, onClose, onPosted }: FeedComposerProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [place, setPlace] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(0);
  const [touched, setTouched] = useState(false);
  // a new key starts the gallery over after a post was accepted
  const [generation, setGeneration] = useState(0);

  const submit = async () => {
    setTouched(true);
    if (!content.trim()) return;
    if (uploading) {
      toast(t('feed.photosBusy'));
      return;
    }
    if (failed > 0) {
      toast(t('feed.photosFailed'));
      return;
    }
    try {
      // a refusal throws: the wrapper said why (or reportFailure does); the draft stays
      const post = await unwrap(
        feedApi.createFeedPost({
          content: content.trim(),
          images,
          place: place.trim(),
        }),
      );
      toast(post.status === 'pending' ? t('feed.postedPending') : t('feed.posted'));
      setContent('');
      setPlace('');
      setImages([]);
      setTouched(false);
      setGeneration((g) => g + 1);
      onPosted(post);
    } catch (e) {
      reportFailure(e, { fallbackKey: 'wallet.networkError' });
    }
  };

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="feed-composer"
      bodyStyle={{ maxHeight: '92vh', overflowY: 'auto' }}
    >
      <form
        className="feed-composer__form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        aria-label={t('feed.composerTitle')}
      >
        <header className="feed-composer__head">
          <button type="button" className="feed-composer__cancel" onClick={onClose}>
            {t('feed.cancel')}
          </button>
          <h2 className="feed-composer__title">{t('feed.composerTitle')}</h2>
          <LoadingButton
            color="primary"
            size="small"
            shape="rounded"
            className="feed-composer__submit"
            onClick={submit}
            disabled={uploading}
            data-testid="feed-submit"
          >
            {t('feed.submit')}
          </LoadingButton>
        </header>
        <label className="feed-composer__label" htmlFor="feed-content">
          {t('feed.contentLabel')}
        </label>
        <TextArea
          id="feed-content"
          placeholder={t('feed.contentPlaceholder')}
          value={content}
          onChange={setContent}
          maxLength={FEED_POST_MAX}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
          data-testid="feed-content"
        />
        {touched && !content.trim() && (
          <p className="feed-error" role="alert">
            {t('feed.contentRequired')}
          </p>
        )}
        <p className="feed-composer__label">{t('feed.photosLabel')}</p>
        <ImageGalleryEditor
          key={generation}
          max={FEED_IMAGES_MAX}
          onChange={setImages}
          onBusyChange={setUploading}
          onFailedChange={setFailed}
          label={t('feed.addPhoto')}
          upload={consumerUpload}
          testId="feed-photo-input"
        />
        <label className="feed-composer__label" htmlFor="feed-place">
          {t('feed.placeLabel')}
        </label>
        <Input
          id="feed-place"
          className="feed-composer__place"
          placeholder={t('feed.placePlaceholder')}
          value={place}
          onChange={setPlace}
          maxLength={FEED_PLACE_MAX}
          data-testid="feed-place"
        />
      </form>
    </Popup>
  );
}
