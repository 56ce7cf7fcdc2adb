/**
 * A QR code on a screen (issue 25): its SVG markup, drawn once `text` is known; whether drawing
 * failed; and `save`, the QR as a PNG through the one save helper (core/platform/save-image.ts)
 * with a toast for each outcome. Where a download cannot reach the photo album (WeChat, iOS) the
 * PNG is kept in `longPressPng` for the screen to show with its press-and-hold hint. The toasts'
 * words are the screen's (its feature's strings).
 */
import { useEffect, useState } from 'react';
import { qrPngDataUrl, qrSvg } from '../platform/qr';
import { saveImage } from '../platform/save-image';
import { toast } from './feedback';

export interface QrSaveWords {
  saved: string;
  longPress: string;
  failed: (reason: string) => string;
}

export interface QrCode {
  svg: string | null;
  failed: boolean;
  longPressPng: string | null;
  save: () => Promise<void>;
}

export function useQrCode(text: string | null, fileName: string, words: QrSaveWords): QrCode {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [longPressPng, setLongPressPng] = useState<string | null>(null);

  useEffect(() => {
    if (!text) return;
    let live = true;
    qrSvg(text).then(
      (s) => live && setSvg(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [text]);

  const save = async () => {
    if (!text) return;
    try {
      const png = await qrPngDataUrl(text);
      const result = await saveImage({ filePath: png, fileName });
      if (result.saved) toast(words.saved);
      else {
        setLongPressPng(png);
        toast(words.longPress);
      }
    } catch (e) {
      toast(words.failed(e instanceof Error ? e.message : String(e)));
    }
  };

  return { svg, failed, longPressPng, save };
}
