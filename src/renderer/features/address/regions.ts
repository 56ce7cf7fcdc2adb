/**
 * The region picker's data: province → city → district, official names (as couriers and the
 * freight rules spell them: `新疆维吾尔自治区`, not `新疆`).
 *
 * Decision: a compact built-in dataset, not the full national one (34 provinces, ~340 cities,
 * ~2,800 districts, ~150 KB). It covers the 31 mainland provincial divisions, their capitals and
 * main cities, and a few districts of each; it ships with the page chunk and needs no request.
 * An address outside it keeps its saved text (the edit screen shows it as is) and the detail
 * line carries the rest. The full dataset (or a server-side region API) can replace `REGIONS`
 * later without touching the screens: they only read `regionOptions()` and `findRegion()`.
 * Hong Kong, Macao and Taiwan are left out: the shop ships to the mainland (mobile numbers are
 * mainland numbers, `isMobile`).
 */

/** province → city → districts */
export type RegionTree = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

export const REGIONS: RegionTree = {
  北京市: {
    北京市: ['东城区', '西城区', '朝阳区', '海淀区', '丰台区', '通州区', '昌平区', '大兴区'],
  },
  天津市: {
    天津市: ['和平区', '河西区', '南开区', '河北区', '滨海新区', '西青区'],
  },
  上海市: {
    上海市: [
      '黄浦区',
      '徐汇区',
      '长宁区',
      '静安区',
      '普陀区',
      '虹口区',
      '杨浦区',
      '浦东新区',
      '闵行区',
    ],
  },
  重庆市: {
    重庆市: ['渝中区', '江北区', '南岸区', '沙坪坝区', '九龙坡区', '渝北区', '万州区'],
  },
  河北省: {
    石家庄市: ['长安区', '桥西区', '新华区', '裕华区'],
    唐山市: ['路南区', '路北区', '丰润区'],
    保定市: ['竞秀区', '莲池区', '满城区'],
    廊坊市: ['广阳区', '安次区', '三河市'],
  },
  山西省: {
    太原市: ['小店区', '迎泽区', '杏花岭区', '万柏林区'],
    大同市: ['平城区', '云冈区'],
    运城市: ['盐湖区', '永济市'],
  },
  内蒙古自治区: {
    呼和浩特市: ['新城区', '回民区', '赛罕区'],
    包头市: ['昆都仑区', '青山区', '东河区'],
    鄂尔多斯市: ['东胜区', '康巴什区'],
  },
  辽宁省: {
    沈阳市: ['和平区', '沈河区', '皇姑区', '铁西区', '浑南区'],
    大连市: ['中山区', '西岗区', '沙河口区', '甘井子区'],
    鞍山市: ['铁东区', '铁西区', '立山区'],
  },
  吉林省: {
    长春市: ['南关区', '朝阳区', '绿园区', '二道区'],
    吉林市: ['船营区', '昌邑区', '丰满区'],
  },
  黑龙江省: {
    哈尔滨市: ['道里区', '南岗区', '道外区', '香坊区'],
    齐齐哈尔市: ['龙沙区', '建华区', '铁锋区'],
    大庆市: ['萨尔图区', '让胡路区', '龙凤区'],
  },
  江苏省: {
    南京市: ['玄武区', '秦淮区', '建邺区', '鼓楼区', '江宁区'],
    苏州市: ['姑苏区', '虎丘区', '吴中区', '工业园区', '昆山市'],
    无锡市: ['梁溪区', '滨湖区', '新吴区', '江阴市'],
    常州市: ['天宁区', '钟楼区', '武进区'],
  },
  浙江省: {
    杭州市: ['上城区', '拱墅区', '西湖区', '滨江区', '萧山区', '余杭区'],
    宁波市: ['海曙区', '江北区', '鄞州区', '北仑区'],
    温州市: ['鹿城区', '龙湾区', '瓯海区', '乐清市'],
    金华市: ['婺城区', '金东区', '义乌市'],
  },
  安徽省: {
    合肥市: ['瑶海区', '庐阳区', '蜀山区', '包河区'],
    芜湖市: ['镜湖区', '鸠江区', '弋江区'],
    蚌埠市: ['蚌山区', '龙子湖区', '禹会区'],
  },
  福建省: {
    福州市: ['鼓楼区', '台江区', '仓山区', '晋安区'],
    厦门市: ['思明区', '湖里区', '集美区', '海沧区'],
    泉州市: ['鲤城区', '丰泽区', '晋江市'],
  },
  江西省: {
    南昌市: ['东湖区', '西湖区', '青山湖区', '红谷滩区'],
    赣州市: ['章贡区', '南康区', '赣县区'],
    九江市: ['浔阳区', '濂溪区', '柴桑区'],
  },
  山东省: {
    济南市: ['历下区', '市中区', '槐荫区', '天桥区', '历城区'],
    青岛市: ['市南区', '市北区', '黄岛区', '崂山区', '李沧区'],
    烟台市: ['芝罘区', '莱山区', '福山区'],
    潍坊市: ['潍城区', '奎文区', '寒亭区'],
  },
  河南省: {
    郑州市: ['中原区', '二七区', '金水区', '管城回族区', '惠济区'],
    洛阳市: ['西工区', '老城区', '涧西区', '洛龙区'],
    开封市: ['龙亭区', '鼓楼区', '禹王台区'],
  },
  湖北省: {
    武汉市: ['江岸区', '江汉区', '硚口区', '武昌区', '洪山区', '汉阳区'],
    宜昌市: ['西陵区', '伍家岗区', '夷陵区'],
    襄阳市: ['襄城区', '樊城区', '襄州区'],
  },
  湖南省: {
    长沙市: ['芙蓉区', '天心区', '岳麓区', '开福区', '雨花区'],
    株洲市: ['荷塘区', '芦淞区', '天元区'],
    岳阳市: ['岳阳楼区', '云溪区', '君山区'],
  },
  广东省: {
    广州市: ['越秀区', '海珠区', '荔湾区', '天河区', '白云区', '番禺区'],
    深圳市: ['福田区', '罗湖区', '南山区', '宝安区', '龙岗区', '龙华区'],
    佛山市: ['禅城区', '南海区', '顺德区'],
    东莞市: ['莞城街道', '南城街道', '东城街道', '松山湖'],
    珠海市: ['香洲区', '斗门区', '金湾区'],
  },
  广西壮族自治区: {
    南宁市: ['青秀区', '兴宁区', '江南区', '西乡塘区'],
    桂林市: ['秀峰区', '象山区', '七星区'],
    柳州市: ['城中区', '鱼峰区', '柳北区'],
  },
  海南省: {
    海口市: ['秀英区', '龙华区', '琼山区', '美兰区'],
    三亚市: ['吉阳区', '天涯区', '海棠区'],
  },
  四川省: {
    成都市: ['锦江区', '青羊区', '金牛区', '武侯区', '成华区', '高新区'],
    绵阳市: ['涪城区', '游仙区', '安州区'],
    宜宾市: ['翠屏区', '叙州区', '南溪区'],
  },
  贵州省: {
    贵阳市: ['南明区', '云岩区', '花溪区', '观山湖区'],
    遵义市: ['红花岗区', '汇川区', '播州区'],
  },
  云南省: {
    昆明市: ['五华区', '盘龙区', '官渡区', '西山区'],
    大理白族自治州: ['大理市', '祥云县'],
    丽江市: ['古城区', '玉龙纳西族自治县'],
  },
  西藏自治区: {
    拉萨市: ['城关区', '堆龙德庆区', '达孜区'],
    日喀则市: ['桑珠孜区'],
  },
  陕西省: {
    西安市: ['新城区', '碑林区', '莲湖区', '雁塔区', '未央区'],
    宝鸡市: ['渭滨区', '金台区', '陈仓区'],
    咸阳市: ['秦都区', '渭城区'],
  },
  甘肃省: {
    兰州市: ['城关区', '七里河区', '西固区', '安宁区'],
    天水市: ['秦州区', '麦积区'],
  },
  青海省: {
    西宁市: ['城东区', '城中区', '城西区', '城北区'],
    海东市: ['乐都区', '平安区'],
  },
  宁夏回族自治区: {
    银川市: ['兴庆区', '西夏区', '金凤区'],
    石嘴山市: ['大武口区', '惠农区'],
  },
  新疆维吾尔自治区: {
    乌鲁木齐市: ['天山区', '沙依巴克区', '新市区', '水磨沟区'],
    克拉玛依市: ['克拉玛依区', '独山子区'],
    喀什地区: ['喀什市', '疏附县'],
  },
};

/** An option of antd-mobile's CascadePicker. */
export interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

let options: RegionOption[] | null = null;

/** The dataset as CascadePicker options (built once). */
export function regionOptions(tree: RegionTree = REGIONS): RegionOption[] {
  const build = () =>
    Object.entries(tree).map(([province, cities]) => ({
      label: province,
      value: province,
      children: Object.entries(cities).map(([city, districts]) => ({
        label: city,
        value: city,
        children: districts.map((d) => ({ label: d, value: d })),
      })),
    }));
  if (tree !== REGIONS) return build();
  options ??= build();
  return options;
}

/**
 * The picker value of a saved region when the dataset has it (all three levels, or province and
 * city when the district is empty or unknown); null when the province or city is not in it.
 */
export function findRegion(
  province: string,
  city: string,
  district: string,
  tree: RegionTree = REGIONS,
): string[] | null {
  const cities = tree[province];
  const districts = cities?.[city];
  if (!districts) return null;
  return district && districts.includes(district) ? [province, city, district] : [province, city];
}

/** '浙江省 杭州市 西湖区'; a municipality's city is not repeated ('上海市 浦东新区'). */
export function regionText(province: string, city: string, district: string): string {
  return [province, city === province ? '' : city, district].filter(Boolean).join(' ');
}
