// issue 25 (qr-save): the functions of `qrcode` that core/platform/qr.ts uses besides toString
// (declared in features/cabinet/qrcode.d.ts; the two declarations merge). Declared instead of
// installing @types/qrcode for the reason given there.
declare module 'qrcode' {
  export function toDataURL(
    text: string,
    options: {
      type?: 'image/png';
      errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
      margin?: number;
      width?: number;
    },
  ): Promise<string>;
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; get(row: number, col: number): number | boolean } };
}
