// The one function of `qrcode` the kiosk uses (PaymentQr). Declared here instead of installing
// @types/qrcode, whose Node type references would leak Node's timer types into the browser
// program (setTimeout returning a Timeout object).
declare module 'qrcode' {
  export function toString(
    text: string,
    options: { type: 'svg'; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; margin?: number },
  ): Promise<string>;
}
