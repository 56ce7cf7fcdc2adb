/**
 * Express carriers (issue 18 part C): an order stores the carrier's CODE (`sf`, `yto`, …) and
 * every reader renders it in their own language. Rows written before codes hold a name in some
 * language; `carrierCode` maps a known name back to its code, and an unknown text is shown as is.
 */
export const CARRIERS = {
  sf: { zh: '顺丰速运', en: 'SF Express' },
  zto: { zh: '中通快递', en: 'ZTO Express' },
  yto: { zh: '圆通速递', en: 'YTO Express' },
  yunda: { zh: '韵达快递', en: 'Yunda Express' },
  sto: { zh: '申通快递', en: 'STO Express' },
  ems: { zh: 'EMS', en: 'EMS' },
  jd: { zh: '京东物流', en: 'JD Logistics' },
} as const;

export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

/** The code of a carrier given as a code or a known name (any language), else null. */
export function carrierCode(value: string): CarrierCode | null {
  const v = value.trim().toLowerCase();
  for (const code of CARRIER_CODES) {
    const names = CARRIERS[code];
    if (v === code || v === names.zh.toLowerCase() || v === names.en.toLowerCase()) return code;
  }
  return null;
}

/** The carrier in `lang` (zh…/en…); an unknown text as stored. */
export function carrierName(value: string, lang: string): string {
  const code = carrierCode(value);
  if (!code) return value;
  return CARRIERS[code][lang.toLowerCase().startsWith('zh') ? 'zh' : 'en'];
}
