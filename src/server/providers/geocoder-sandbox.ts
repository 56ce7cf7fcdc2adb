/**
 * The sandbox geocoder (issue 19, brief B): places an address at the centre of its district,
 * from the table below, and finds places by name among the table's districts, cities and a few
 * landmarks. An address in a district the table does not have is not placed (null): the local
 * shop then refuses delivery to it rather than assume it is in range. A real maps provider
 * (issue 22) replaces it through config `GEOCODER_PROVIDER`.
 *
 * Where the data comes from: typed in by hand for this demo — approximate WGS-84 points (within
 * about 1-2 km) of the district government seats, read from public map data, for the demo
 * regions (every urban district of Hangzhou, where the demo local shops are; Shenzhen, Beijing,
 * Shanghai, Guangzhou) and the main districts of every provincial capital and a few major
 * cities. The first district listed of a city is its seat: the city's point in search results.
 * The landmarks: `湖滨` is the demo point of the local shops (seed-local.ts LOCAL_DEMO_POINT).
 * Region names are those of the shared region list (src/shared/regions.ts; a unit test checks).
 */
import type { GeoAddress, GeocoderProvider, GeoPlace, GeoPoint } from './geocoder';

/** [province, city, [district, lat, lng][]] — the city's seat first. */
type CityRows = readonly [string, string, readonly (readonly [string, number, number])[]];

export const DISTRICT_CENTRES: readonly CityRows[] = [
  [
    '浙江省',
    '杭州市',
    [
      ['上城区', 30.25, 120.17],
      ['拱墅区', 30.3197, 120.1419],
      ['西湖区', 30.2593, 120.13],
      ['滨江区', 30.2084, 120.2119],
      ['萧山区', 30.1838, 120.2645],
      ['余杭区', 30.274, 120.005],
      ['临平区', 30.419, 120.2995],
      ['钱塘区', 30.322, 120.493],
      ['富阳区', 30.049, 119.96],
      ['临安区', 30.234, 119.724],
      ['桐庐县', 29.797, 119.691],
      ['淳安县', 29.609, 119.042],
      ['建德市', 29.475, 119.282],
    ],
  ],
  [
    '浙江省',
    '宁波市',
    [
      ['海曙区', 29.8595, 121.5509],
      ['鄞州区', 29.8163, 121.5466],
    ],
  ],
  ['浙江省', '温州市', [['鹿城区', 28.015, 120.6553]]],
  [
    '广东省',
    '深圳市',
    [
      ['福田区', 22.541, 114.055],
      ['罗湖区', 22.5483, 114.1315],
      ['南山区', 22.533, 113.93],
      ['宝安区', 22.555, 113.884],
      ['龙岗区', 22.721, 114.247],
      ['盐田区', 22.557, 114.237],
      ['龙华区', 22.696, 114.045],
      ['坪山区', 22.69, 114.346],
      ['光明区', 22.748, 113.936],
    ],
  ],
  [
    '广东省',
    '广州市',
    [
      ['越秀区', 23.129, 113.2668],
      ['海珠区', 23.084, 113.317],
      ['荔湾区', 23.1259, 113.2442],
      ['天河区', 23.1245, 113.3612],
      ['白云区', 23.1575, 113.273],
      ['黄埔区', 23.1815, 113.4807],
      ['番禺区', 22.938, 113.384],
    ],
  ],
  ['广东省', '佛山市', [['禅城区', 23.0096, 113.1221]]],
  ['广东省', '珠海市', [['香洲区', 22.2661, 113.5434]]],
  [
    '北京市',
    '北京市',
    [
      ['东城区', 39.9285, 116.416],
      ['西城区', 39.9123, 116.366],
      ['朝阳区', 39.9215, 116.4431],
      ['丰台区', 39.8585, 116.2863],
      ['石景山区', 39.9056, 116.2229],
      ['海淀区', 39.9593, 116.2981],
      ['门头沟区', 39.9404, 116.102],
      ['房山区', 39.7353, 116.1432],
      ['通州区', 39.9097, 116.6566],
      ['顺义区', 40.13, 116.6543],
      ['昌平区', 40.2207, 116.2312],
      ['大兴区', 39.7266, 116.3416],
      ['怀柔区', 40.316, 116.6319],
      ['平谷区', 40.1406, 117.1213],
      ['密云区', 40.3762, 116.8433],
      ['延庆区', 40.4569, 115.9749],
    ],
  ],
  [
    '上海市',
    '上海市',
    [
      ['黄浦区', 31.2317, 121.4846],
      ['徐汇区', 31.1883, 121.4365],
      ['长宁区', 31.2204, 121.4244],
      ['静安区', 31.229, 121.448],
      ['普陀区', 31.2495, 121.397],
      ['虹口区', 31.2646, 121.5052],
      ['杨浦区', 31.2595, 121.526],
      ['浦东新区', 31.2215, 121.5447],
      ['闵行区', 31.1128, 121.3817],
      ['宝山区', 31.405, 121.489],
      ['嘉定区', 31.3746, 121.2655],
      ['松江区', 31.0324, 121.2277],
      ['青浦区', 31.151, 121.124],
    ],
  ],
  [
    '天津市',
    '天津市',
    [
      ['和平区', 39.1172, 117.215],
      ['河西区', 39.1096, 117.2232],
      ['南开区', 39.1382, 117.1502],
      ['滨海新区', 39.0032, 117.7104],
    ],
  ],
  [
    '重庆市',
    '重庆市',
    [
      ['渝中区', 29.5564, 106.5688],
      ['江北区', 29.6066, 106.5744],
      ['渝北区', 29.718, 106.631],
      ['南岸区', 29.5231, 106.5635],
      ['沙坪坝区', 29.5411, 106.4542],
    ],
  ],
  ['河北省', '石家庄市', [['长安区', 38.037, 114.5393]]],
  ['山西省', '太原市', [['迎泽区', 37.8633, 112.5633]]],
  ['内蒙古自治区', '呼和浩特市', [['新城区', 40.8583, 111.6657]]],
  [
    '辽宁省',
    '沈阳市',
    [
      ['沈河区', 41.7963, 123.4587],
      ['和平区', 41.789, 123.42],
    ],
  ],
  ['辽宁省', '大连市', [['中山区', 38.9183, 121.6443]]],
  ['吉林省', '长春市', [['朝阳区', 43.8339, 125.288]]],
  ['黑龙江省', '哈尔滨市', [['南岗区', 45.76, 126.6687]]],
  [
    '江苏省',
    '南京市',
    [
      ['玄武区', 32.0487, 118.7975],
      ['鼓楼区', 32.0666, 118.77],
      ['秦淮区', 32.0339, 118.7947],
      ['建邺区', 32.0034, 118.7317],
    ],
  ],
  ['江苏省', '苏州市', [['姑苏区', 31.3115, 120.6176]]],
  ['安徽省', '合肥市', [['蜀山区', 31.851, 117.2605]]],
  ['福建省', '福州市', [['鼓楼区', 26.0823, 119.299]]],
  ['福建省', '厦门市', [['思明区', 24.4454, 118.0827]]],
  ['江西省', '南昌市', [['东湖区', 28.6853, 115.899]]],
  ['山东省', '济南市', [['历下区', 36.6666, 117.0768]]],
  ['山东省', '青岛市', [['市南区', 36.0707, 120.412]]],
  ['河南省', '郑州市', [['金水区', 34.8003, 113.6605]]],
  [
    '湖北省',
    '武汉市',
    [
      ['江汉区', 30.601, 114.2703],
      ['武昌区', 30.5537, 114.316],
      ['洪山区', 30.5003, 114.3437],
    ],
  ],
  ['湖南省', '长沙市', [['芙蓉区', 28.1934, 112.9882]]],
  ['广西壮族自治区', '南宁市', [['青秀区', 22.7855, 108.4944]]],
  ['海南省', '海口市', [['龙华区', 20.031, 110.33]]],
  [
    '四川省',
    '成都市',
    [
      ['锦江区', 30.598, 104.0805],
      ['武侯区', 30.6424, 104.0431],
      ['青羊区', 30.6743, 104.0617],
    ],
  ],
  ['贵州省', '贵阳市', [['南明区', 26.5681, 106.7145]]],
  ['云南省', '昆明市', [['五华区', 25.0433, 102.7039]]],
  ['西藏自治区', '拉萨市', [['城关区', 29.6546, 91.1405]]],
  ['陕西省', '西安市', [['雁塔区', 34.2222, 108.9487]]],
  ['甘肃省', '兰州市', [['城关区', 36.057, 103.8416]]],
  ['青海省', '西宁市', [['城中区', 36.6213, 101.7845]]],
  ['宁夏回族自治区', '银川市', [['兴庆区', 38.4739, 106.2887]]],
  ['新疆维吾尔自治区', '乌鲁木齐市', [['天山区', 43.7943, 87.6316]]],
];

/** Landmarks the search finds by name: [name, province, city, district, lat, lng]. */
export const LANDMARKS: readonly (readonly [string, string, string, string, number, number])[] = [
  // the demo local shops' centre (seed-local.ts LOCAL_DEMO_POINT)
  ['湖滨', '浙江省', '杭州市', '上城区', 30.2741, 120.1551],
  ['西湖', '浙江省', '杭州市', '西湖区', 30.246, 120.145],
  ['武林广场', '浙江省', '杭州市', '拱墅区', 30.2765, 120.164],
  ['杭州东站', '浙江省', '杭州市', '上城区', 30.291, 120.213],
  ['深圳湾公园', '广东省', '深圳市', '南山区', 22.512, 113.946],
  ['天安门', '北京市', '北京市', '东城区', 39.9087, 116.3975],
  ['外滩', '上海市', '上海市', '黄浦区', 31.24, 121.49],
];

const e6 = (deg: number) => Math.round(deg * 1e6);

const key = (province: string, city: string, district: string) => `${province}|${city}|${district}`;

const BY_DISTRICT = new Map<string, GeoPoint>(
  DISTRICT_CENTRES.flatMap(([province, city, districts]) =>
    districts.map(([district, lat, lng]) => [
      key(province, city, district),
      { lat_e6: e6(lat), lng_e6: e6(lng) },
    ]),
  ),
);

/** Every place the search knows: landmarks, then districts, then cities (at their seat). */
const PLACES: GeoPlace[] = [
  ...LANDMARKS.map(([name, province, city, district, lat, lng]) => ({
    name,
    province,
    city,
    district,
    lat_e6: e6(lat),
    lng_e6: e6(lng),
  })),
  ...DISTRICT_CENTRES.flatMap(([province, city, districts]) =>
    districts.map(([district, lat, lng]) => ({
      name: district,
      province,
      city,
      district,
      lat_e6: e6(lat),
      lng_e6: e6(lng),
    })),
  ),
  ...DISTRICT_CENTRES.flatMap(([province, city, [seat]]) =>
    seat
      ? [{ name: city, province, city, district: '', lat_e6: e6(seat[1]), lng_e6: e6(seat[2]) }]
      : [],
  ),
];

export const sandboxGeocoder: GeocoderProvider = {
  name: 'sandbox',
  geocode(a: GeoAddress) {
    return Promise.resolve(
      a.district ? (BY_DISTRICT.get(key(a.province, a.city, a.district)) ?? null) : null,
    );
  },
  search(text: string, limit: number) {
    const q = text.trim();
    if (!q) return Promise.resolve([]);
    const hits = PLACES.filter(
      (p) =>
        p.name.includes(q) ||
        `${p.province}${p.city}${p.district}${p.name}`.includes(q) ||
        // "深圳南山": the city and district without their suffixes
        `${p.city.replace(/市$/, '')}${p.district.replace(/区$/, '')}`.includes(q),
    );
    // exact names first, then in table order
    hits.sort((a, b) => Number(b.name === q) - Number(a.name === q));
    const seen = new Set<string>();
    const out: GeoPlace[] = [];
    for (const h of hits) {
      const id = `${h.name}|${h.lat_e6}|${h.lng_e6}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(h);
      if (out.length >= limit) break;
    }
    return Promise.resolve(out);
  },
};
