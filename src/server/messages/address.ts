/**
 * Messages of addresses and their locations (issue 19, brief B). In the catalogue (./index.ts)
 * the keys are `address.<key>`: `t(lang, 'address.<key>', params)`.
 */
import type { Messages } from './lang';

export const address = {
  /** a region part that is not in China's region list (src/shared/regions.ts) */
  provinceUnknown: { zh: '请选择正确的省份', en: 'Choose a province from the list' },
  cityUnknown: { zh: '该城市不属于所选省份', en: 'This city is not in the chosen province' },
  districtUnknown: { zh: '该区县不属于所选城市', en: 'This district is not in the chosen city' },
  /** local delivery: the address has no point the server could find */
  unplaced: {
    zh: '无法确定该地址的位置，请换一个地址或选择到店自取',
    en: 'This address cannot be located; choose another address or pick up at the shop',
  },
  /** local delivery: the address is farther than the shop delivers */
  outOfRange: {
    zh: '该地址超出配送范围（距离{km}公里，配送范围{max}公里），请换一个地址或选择到店自取',
    en: 'This address is out of the delivery range ({km} km away, delivers within {max} km); choose another address or pick up at the shop',
  },
} as const satisfies Messages;

export type AddressMessageKey = keyof typeof address;
