/**
 * Countries and territories with their dial codes (SPEC section 3: `cn`, `en`, `phone_code`).
 * Names follow ISO 3166-1 (English short names, Chinese names of the Debian iso-codes
 * translations); dial codes follow ITU-T E.164 assignments. Shipped with the site and
 * used whenever the backend's `GET /rest/V3/countries` is not configured or fails.
 */
export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  iso: string;
  cn: string;
  en: string;
  phone_code: string;
}

export const COUNTRIES: readonly Country[] = [
  { iso: 'AF', cn: '阿富汗', en: 'Afghanistan', phone_code: '+93' },
  { iso: 'AL', cn: '阿尔巴尼亚', en: 'Albania', phone_code: '+355' },
  { iso: 'DZ', cn: '阿尔及利亚', en: 'Algeria', phone_code: '+213' },
  { iso: 'AS', cn: '美属萨摩亚', en: 'American Samoa', phone_code: '+1684' },
  { iso: 'AD', cn: '安道尔', en: 'Andorra', phone_code: '+376' },
  { iso: 'AO', cn: '安哥拉', en: 'Angola', phone_code: '+244' },
  { iso: 'AI', cn: '安圭拉', en: 'Anguilla', phone_code: '+1264' },
  { iso: 'AG', cn: '安提瓜和巴布达', en: 'Antigua and Barbuda', phone_code: '+1268' },
  { iso: 'AR', cn: '阿根廷', en: 'Argentina', phone_code: '+54' },
  { iso: 'AM', cn: '亚美尼亚', en: 'Armenia', phone_code: '+374' },
  { iso: 'AW', cn: '阿鲁巴', en: 'Aruba', phone_code: '+297' },
  { iso: 'AU', cn: '澳大利亚', en: 'Australia', phone_code: '+61' },
  { iso: 'AT', cn: '奥地利', en: 'Austria', phone_code: '+43' },
  { iso: 'AZ', cn: '阿塞拜疆', en: 'Azerbaijan', phone_code: '+994' },
  { iso: 'BS', cn: '巴哈马', en: 'Bahamas', phone_code: '+1242' },
  { iso: 'BH', cn: '巴林', en: 'Bahrain', phone_code: '+973' },
  { iso: 'BD', cn: '孟加拉国', en: 'Bangladesh', phone_code: '+880' },
  { iso: 'BB', cn: '巴巴多斯', en: 'Barbados', phone_code: '+1246' },
  { iso: 'BY', cn: '白俄罗斯', en: 'Belarus', phone_code: '+375' },
  { iso: 'BE', cn: '比利时', en: 'Belgium', phone_code: '+32' },
  { iso: 'BZ', cn: '伯利兹', en: 'Belize', phone_code: '+501' },
  { iso: 'BJ', cn: '贝宁', en: 'Benin', phone_code: '+229' },
  { iso: 'BM', cn: '百慕大', en: 'Bermuda', phone_code: '+1441' },
  { iso: 'BT', cn: '不丹', en: 'Bhutan', phone_code: '+975' },
  { iso: 'BO', cn: '玻利维亚', en: 'Bolivia', phone_code: '+591' },
  { iso: 'BA', cn: '波斯尼亚和黑塞哥维那', en: 'Bosnia and Herzegovina', phone_code: '+387' },
  { iso: 'BW', cn: '博茨瓦纳', en: 'Botswana', phone_code: '+267' },
  { iso: 'BR', cn: '巴西', en: 'Brazil', phone_code: '+55' },
  { iso: 'IO', cn: '英属印度洋领地', en: 'British Indian Ocean Territory', phone_code: '+246' },
  { iso: 'VG', cn: '英属维尔京群岛', en: 'British Virgin Islands', phone_code: '+1284' },
  { iso: 'BN', cn: '文莱', en: 'Brunei', phone_code: '+673' },
  { iso: 'BG', cn: '保加利亚', en: 'Bulgaria', phone_code: '+359' },
  { iso: 'BF', cn: '布基纳法索', en: 'Burkina Faso', phone_code: '+226' },
  { iso: 'BI', cn: '布隆迪', en: 'Burundi', phone_code: '+257' },
  { iso: 'KH', cn: '柬埔寨', en: 'Cambodia', phone_code: '+855' },
  { iso: 'CM', cn: '喀麦隆', en: 'Cameroon', phone_code: '+237' },
  { iso: 'CA', cn: '加拿大', en: 'Canada', phone_code: '+1' },
  { iso: 'CV', cn: '佛得角', en: 'Cape Verde', phone_code: '+238' },
  { iso: 'BQ', cn: '博奈尔、圣尤斯特歇斯岛和萨巴', en: 'Caribbean Netherlands', phone_code: '+599' },
  { iso: 'KY', cn: '开曼群岛', en: 'Cayman Islands', phone_code: '+1345' },
  { iso: 'CF', cn: '中非共和国', en: 'Central African Republic', phone_code: '+236' },
  { iso: 'TD', cn: '乍得', en: 'Chad', phone_code: '+235' },
  { iso: 'CL', cn: '智利', en: 'Chile', phone_code: '+56' },
  { iso: 'CN', cn: '中国', en: 'China', phone_code: '+86' },
  { iso: 'CX', cn: '圣诞岛', en: 'Christmas Island', phone_code: '+61' },
  { iso: 'CC', cn: '科科斯群岛', en: 'Cocos (Keeling) Islands', phone_code: '+61' },
  { iso: 'CO', cn: '哥伦比亚', en: 'Colombia', phone_code: '+57' },
  { iso: 'KM', cn: '科摩罗', en: 'Comoros', phone_code: '+269' },
  { iso: 'CG', cn: '刚果（布）', en: 'Congo', phone_code: '+242' },
  { iso: 'CD', cn: '刚果（金）', en: 'Congo (DRC)', phone_code: '+243' },
  { iso: 'CK', cn: '库克群岛', en: 'Cook Islands', phone_code: '+682' },
  { iso: 'CR', cn: '哥斯达黎加', en: 'Costa Rica', phone_code: '+506' },
  { iso: 'HR', cn: '克罗地亚', en: 'Croatia', phone_code: '+385' },
  { iso: 'CU', cn: '古巴', en: 'Cuba', phone_code: '+53' },
  { iso: 'CW', cn: '库拉索', en: 'Curaçao', phone_code: '+599' },
  { iso: 'CY', cn: '塞浦路斯', en: 'Cyprus', phone_code: '+357' },
  { iso: 'CZ', cn: '捷克', en: 'Czechia', phone_code: '+420' },
  { iso: 'CI', cn: '科特迪瓦', en: 'Côte d\'Ivoire', phone_code: '+225' },
  { iso: 'DK', cn: '丹麦', en: 'Denmark', phone_code: '+45' },
  { iso: 'DJ', cn: '吉布提', en: 'Djibouti', phone_code: '+253' },
  { iso: 'DM', cn: '多米尼克', en: 'Dominica', phone_code: '+1767' },
  { iso: 'DO', cn: '多米尼加共和国', en: 'Dominican Republic', phone_code: '+1809' },
  { iso: 'EC', cn: '厄瓜多尔', en: 'Ecuador', phone_code: '+593' },
  { iso: 'EG', cn: '埃及', en: 'Egypt', phone_code: '+20' },
  { iso: 'SV', cn: '萨尔瓦多', en: 'El Salvador', phone_code: '+503' },
  { iso: 'GQ', cn: '赤道几内亚', en: 'Equatorial Guinea', phone_code: '+240' },
  { iso: 'ER', cn: '厄立特里亚', en: 'Eritrea', phone_code: '+291' },
  { iso: 'EE', cn: '爱沙尼亚', en: 'Estonia', phone_code: '+372' },
  { iso: 'SZ', cn: '斯威士兰', en: 'Eswatini', phone_code: '+268' },
  { iso: 'ET', cn: '埃塞俄比亚', en: 'Ethiopia', phone_code: '+251' },
  { iso: 'FK', cn: '福克兰群岛(马尔维纳斯)', en: 'Falkland Islands', phone_code: '+500' },
  { iso: 'FO', cn: '法罗群岛', en: 'Faroe Islands', phone_code: '+298' },
  { iso: 'FJ', cn: '斐济', en: 'Fiji', phone_code: '+679' },
  { iso: 'FI', cn: '芬兰', en: 'Finland', phone_code: '+358' },
  { iso: 'FR', cn: '法国', en: 'France', phone_code: '+33' },
  { iso: 'GF', cn: '法属圭亚那', en: 'French Guiana', phone_code: '+594' },
  { iso: 'PF', cn: '法属波利尼西亚', en: 'French Polynesia', phone_code: '+689' },
  { iso: 'GA', cn: '加蓬', en: 'Gabon', phone_code: '+241' },
  { iso: 'GM', cn: '冈比亚', en: 'Gambia', phone_code: '+220' },
  { iso: 'GE', cn: '格鲁吉亚', en: 'Georgia', phone_code: '+995' },
  { iso: 'DE', cn: '德国', en: 'Germany', phone_code: '+49' },
  { iso: 'GH', cn: '加纳', en: 'Ghana', phone_code: '+233' },
  { iso: 'GI', cn: '直布罗陀', en: 'Gibraltar', phone_code: '+350' },
  { iso: 'GR', cn: '希腊', en: 'Greece', phone_code: '+30' },
  { iso: 'GL', cn: '格陵兰', en: 'Greenland', phone_code: '+299' },
  { iso: 'GD', cn: '格林纳达', en: 'Grenada', phone_code: '+1473' },
  { iso: 'GP', cn: '瓜德罗普', en: 'Guadeloupe', phone_code: '+590' },
  { iso: 'GU', cn: '关岛', en: 'Guam', phone_code: '+1671' },
  { iso: 'GT', cn: '危地马拉', en: 'Guatemala', phone_code: '+502' },
  { iso: 'GG', cn: '根西岛', en: 'Guernsey', phone_code: '+44' },
  { iso: 'GN', cn: '几内亚', en: 'Guinea', phone_code: '+224' },
  { iso: 'GW', cn: '几内亚比绍', en: 'Guinea-Bissau', phone_code: '+245' },
  { iso: 'GY', cn: '圭亚那', en: 'Guyana', phone_code: '+592' },
  { iso: 'HT', cn: '海地', en: 'Haiti', phone_code: '+509' },
  { iso: 'HN', cn: '洪都拉斯', en: 'Honduras', phone_code: '+504' },
  { iso: 'HK', cn: '中国香港', en: 'Hong Kong, China', phone_code: '+852' },
  { iso: 'HU', cn: '匈牙利', en: 'Hungary', phone_code: '+36' },
  { iso: 'IS', cn: '冰岛', en: 'Iceland', phone_code: '+354' },
  { iso: 'IN', cn: '印度', en: 'India', phone_code: '+91' },
  { iso: 'ID', cn: '印度尼西亚', en: 'Indonesia', phone_code: '+62' },
  { iso: 'IR', cn: '伊朗', en: 'Iran', phone_code: '+98' },
  { iso: 'IQ', cn: '伊拉克', en: 'Iraq', phone_code: '+964' },
  { iso: 'IE', cn: '爱尔兰', en: 'Ireland', phone_code: '+353' },
  { iso: 'IM', cn: '曼岛', en: 'Isle of Man', phone_code: '+44' },
  { iso: 'IL', cn: '以色列', en: 'Israel', phone_code: '+972' },
  { iso: 'IT', cn: '意大利', en: 'Italy', phone_code: '+39' },
  { iso: 'JM', cn: '牙买加', en: 'Jamaica', phone_code: '+1876' },
  { iso: 'JP', cn: '日本', en: 'Japan', phone_code: '+81' },
  { iso: 'JE', cn: '泽西岛', en: 'Jersey', phone_code: '+44' },
  { iso: 'JO', cn: '约旦', en: 'Jordan', phone_code: '+962' },
  { iso: 'KZ', cn: '哈萨克斯坦', en: 'Kazakhstan', phone_code: '+7' },
  { iso: 'KE', cn: '肯尼亚', en: 'Kenya', phone_code: '+254' },
  { iso: 'KI', cn: '基里巴斯', en: 'Kiribati', phone_code: '+686' },
  { iso: 'KW', cn: '科威特', en: 'Kuwait', phone_code: '+965' },
  { iso: 'KG', cn: '吉尔吉斯斯坦', en: 'Kyrgyzstan', phone_code: '+996' },
  { iso: 'LA', cn: '老挝', en: 'Laos', phone_code: '+856' },
  { iso: 'LV', cn: '拉脱维亚', en: 'Latvia', phone_code: '+371' },
  { iso: 'LB', cn: '黎巴嫩', en: 'Lebanon', phone_code: '+961' },
  { iso: 'LS', cn: '莱索托', en: 'Lesotho', phone_code: '+266' },
  { iso: 'LR', cn: '利比里亚', en: 'Liberia', phone_code: '+231' },
  { iso: 'LY', cn: '利比亚', en: 'Libya', phone_code: '+218' },
  { iso: 'LI', cn: '列支敦士登', en: 'Liechtenstein', phone_code: '+423' },
  { iso: 'LT', cn: '立陶宛', en: 'Lithuania', phone_code: '+370' },
  { iso: 'LU', cn: '卢森堡', en: 'Luxembourg', phone_code: '+352' },
  { iso: 'MO', cn: '中国澳门', en: 'Macao, China', phone_code: '+853' },
  { iso: 'MG', cn: '马达加斯加', en: 'Madagascar', phone_code: '+261' },
  { iso: 'MW', cn: '马拉维', en: 'Malawi', phone_code: '+265' },
  { iso: 'MY', cn: '马来西亚', en: 'Malaysia', phone_code: '+60' },
  { iso: 'MV', cn: '马尔代夫', en: 'Maldives', phone_code: '+960' },
  { iso: 'ML', cn: '马里', en: 'Mali', phone_code: '+223' },
  { iso: 'MT', cn: '马耳他', en: 'Malta', phone_code: '+356' },
  { iso: 'MH', cn: '马绍尔群岛', en: 'Marshall Islands', phone_code: '+692' },
  { iso: 'MQ', cn: '马提尼克', en: 'Martinique', phone_code: '+596' },
  { iso: 'MR', cn: '毛里塔尼亚', en: 'Mauritania', phone_code: '+222' },
  { iso: 'MU', cn: '毛里求斯', en: 'Mauritius', phone_code: '+230' },
  { iso: 'YT', cn: '马约特', en: 'Mayotte', phone_code: '+262' },
  { iso: 'MX', cn: '墨西哥', en: 'Mexico', phone_code: '+52' },
  { iso: 'FM', cn: '密克罗尼西亚', en: 'Micronesia', phone_code: '+691' },
  { iso: 'MD', cn: '摩尔多瓦', en: 'Moldova', phone_code: '+373' },
  { iso: 'MC', cn: '摩纳哥', en: 'Monaco', phone_code: '+377' },
  { iso: 'MN', cn: '蒙古', en: 'Mongolia', phone_code: '+976' },
  { iso: 'ME', cn: '黑山', en: 'Montenegro', phone_code: '+382' },
  { iso: 'MS', cn: '蒙塞拉特岛', en: 'Montserrat', phone_code: '+1664' },
  { iso: 'MA', cn: '摩洛哥', en: 'Morocco', phone_code: '+212' },
  { iso: 'MZ', cn: '莫桑比克', en: 'Mozambique', phone_code: '+258' },
  { iso: 'MM', cn: '缅甸', en: 'Myanmar', phone_code: '+95' },
  { iso: 'NA', cn: '纳米比亚', en: 'Namibia', phone_code: '+264' },
  { iso: 'NR', cn: '瑙鲁', en: 'Nauru', phone_code: '+674' },
  { iso: 'NP', cn: '尼泊尔', en: 'Nepal', phone_code: '+977' },
  { iso: 'NL', cn: '荷兰', en: 'Netherlands', phone_code: '+31' },
  { iso: 'NC', cn: '新喀里多尼亚', en: 'New Caledonia', phone_code: '+687' },
  { iso: 'NZ', cn: '新西兰', en: 'New Zealand', phone_code: '+64' },
  { iso: 'NI', cn: '尼加拉瓜', en: 'Nicaragua', phone_code: '+505' },
  { iso: 'NE', cn: '尼日尔', en: 'Niger', phone_code: '+227' },
  { iso: 'NG', cn: '尼日利亚', en: 'Nigeria', phone_code: '+234' },
  { iso: 'NU', cn: '纽埃', en: 'Niue', phone_code: '+683' },
  { iso: 'NF', cn: '诺福克岛', en: 'Norfolk Island', phone_code: '+672' },
  { iso: 'KP', cn: '朝鲜', en: 'North Korea', phone_code: '+850' },
  { iso: 'MK', cn: '北马其顿', en: 'North Macedonia', phone_code: '+389' },
  { iso: 'MP', cn: '北马里亚纳群岛', en: 'Northern Mariana Islands', phone_code: '+1670' },
  { iso: 'NO', cn: '挪威', en: 'Norway', phone_code: '+47' },
  { iso: 'OM', cn: '阿曼', en: 'Oman', phone_code: '+968' },
  { iso: 'PK', cn: '巴基斯坦', en: 'Pakistan', phone_code: '+92' },
  { iso: 'PW', cn: '帕劳', en: 'Palau', phone_code: '+680' },
  { iso: 'PS', cn: '巴勒斯坦', en: 'Palestine', phone_code: '+970' },
  { iso: 'PA', cn: '巴拿马', en: 'Panama', phone_code: '+507' },
  { iso: 'PG', cn: '巴布亚新几内亚', en: 'Papua New Guinea', phone_code: '+675' },
  { iso: 'PY', cn: '巴拉圭', en: 'Paraguay', phone_code: '+595' },
  { iso: 'PE', cn: '秘鲁', en: 'Peru', phone_code: '+51' },
  { iso: 'PH', cn: '菲律宾', en: 'Philippines', phone_code: '+63' },
  { iso: 'PN', cn: '皮特克恩', en: 'Pitcairn', phone_code: '+64' },
  { iso: 'PL', cn: '波兰', en: 'Poland', phone_code: '+48' },
  { iso: 'PT', cn: '葡萄牙', en: 'Portugal', phone_code: '+351' },
  { iso: 'PR', cn: '波多黎各', en: 'Puerto Rico', phone_code: '+1787' },
  { iso: 'QA', cn: '卡塔尔', en: 'Qatar', phone_code: '+974' },
  { iso: 'RO', cn: '罗马尼亚', en: 'Romania', phone_code: '+40' },
  { iso: 'RU', cn: '俄罗斯', en: 'Russia', phone_code: '+7' },
  { iso: 'RW', cn: '卢旺达', en: 'Rwanda', phone_code: '+250' },
  { iso: 'RE', cn: '留尼汪', en: 'Réunion', phone_code: '+262' },
  { iso: 'BL', cn: '圣巴泰勒米岛', en: 'Saint Barthélemy', phone_code: '+590' },
  { iso: 'SH', cn: '圣赫勒拿-阿森松-特里斯坦达库尼亚', en: 'Saint Helena', phone_code: '+290' },
  { iso: 'KN', cn: '圣基茨和尼维斯', en: 'Saint Kitts and Nevis', phone_code: '+1869' },
  { iso: 'LC', cn: '圣卢西亚', en: 'Saint Lucia', phone_code: '+1758' },
  { iso: 'MF', cn: '法属圣马丁', en: 'Saint Martin (French part)', phone_code: '+590' },
  { iso: 'PM', cn: '圣皮埃尔和密克隆', en: 'Saint Pierre and Miquelon', phone_code: '+508' },
  { iso: 'VC', cn: '圣文森特和格林纳丁斯', en: 'Saint Vincent and the Grenadines', phone_code: '+1784' },
  { iso: 'WS', cn: '萨摩亚', en: 'Samoa', phone_code: '+685' },
  { iso: 'SM', cn: '圣马力诺', en: 'San Marino', phone_code: '+378' },
  { iso: 'ST', cn: '圣多美和普林西比', en: 'Sao Tome and Principe', phone_code: '+239' },
  { iso: 'SA', cn: '沙特阿拉伯', en: 'Saudi Arabia', phone_code: '+966' },
  { iso: 'SN', cn: '塞内加尔', en: 'Senegal', phone_code: '+221' },
  { iso: 'RS', cn: '塞尔维亚', en: 'Serbia', phone_code: '+381' },
  { iso: 'SC', cn: '塞舌尔', en: 'Seychelles', phone_code: '+248' },
  { iso: 'SL', cn: '塞拉利昂', en: 'Sierra Leone', phone_code: '+232' },
  { iso: 'SG', cn: '新加坡', en: 'Singapore', phone_code: '+65' },
  { iso: 'SX', cn: '荷属圣马丁', en: 'Sint Maarten (Dutch part)', phone_code: '+1721' },
  { iso: 'SK', cn: '斯洛伐克', en: 'Slovakia', phone_code: '+421' },
  { iso: 'SI', cn: '斯洛文尼亚', en: 'Slovenia', phone_code: '+386' },
  { iso: 'SB', cn: '所罗门群岛', en: 'Solomon Islands', phone_code: '+677' },
  { iso: 'SO', cn: '索马里', en: 'Somalia', phone_code: '+252' },
  { iso: 'ZA', cn: '南非', en: 'South Africa', phone_code: '+27' },
  { iso: 'KR', cn: '韩国', en: 'South Korea', phone_code: '+82' },
  { iso: 'SS', cn: '南苏丹', en: 'South Sudan', phone_code: '+211' },
  { iso: 'ES', cn: '西班牙', en: 'Spain', phone_code: '+34' },
  { iso: 'LK', cn: '斯里兰卡', en: 'Sri Lanka', phone_code: '+94' },
  { iso: 'SD', cn: '苏丹', en: 'Sudan', phone_code: '+249' },
  { iso: 'SR', cn: '苏里南', en: 'Suriname', phone_code: '+597' },
  { iso: 'SJ', cn: '斯瓦尔巴特和扬马延岛', en: 'Svalbard and Jan Mayen', phone_code: '+47' },
  { iso: 'SE', cn: '瑞典', en: 'Sweden', phone_code: '+46' },
  { iso: 'CH', cn: '瑞士', en: 'Switzerland', phone_code: '+41' },
  { iso: 'SY', cn: '叙利亚', en: 'Syria', phone_code: '+963' },
  { iso: 'TW', cn: '中国台湾', en: 'Taiwan, China', phone_code: '+886' },
  { iso: 'TJ', cn: '塔吉克斯坦', en: 'Tajikistan', phone_code: '+992' },
  { iso: 'TZ', cn: '坦桑尼亚', en: 'Tanzania', phone_code: '+255' },
  { iso: 'TH', cn: '泰国', en: 'Thailand', phone_code: '+66' },
  { iso: 'TL', cn: '东帝汶', en: 'Timor-Leste', phone_code: '+670' },
  { iso: 'TG', cn: '多哥', en: 'Togo', phone_code: '+228' },
  { iso: 'TK', cn: '托克劳', en: 'Tokelau', phone_code: '+690' },
  { iso: 'TO', cn: '汤加', en: 'Tonga', phone_code: '+676' },
  { iso: 'TT', cn: '特里尼达和多巴哥', en: 'Trinidad and Tobago', phone_code: '+1868' },
  { iso: 'TN', cn: '突尼斯', en: 'Tunisia', phone_code: '+216' },
  { iso: 'TM', cn: '土库曼斯坦', en: 'Turkmenistan', phone_code: '+993' },
  { iso: 'TC', cn: '特克斯和凯科斯群岛', en: 'Turks and Caicos Islands', phone_code: '+1649' },
  { iso: 'TV', cn: '图瓦卢', en: 'Tuvalu', phone_code: '+688' },
  { iso: 'TR', cn: '土耳其', en: 'Türkiye', phone_code: '+90' },
  { iso: 'VI', cn: '美属维尔京群岛', en: 'U.S. Virgin Islands', phone_code: '+1340' },
  { iso: 'UG', cn: '乌干达', en: 'Uganda', phone_code: '+256' },
  { iso: 'UA', cn: '乌克兰', en: 'Ukraine', phone_code: '+380' },
  { iso: 'AE', cn: '阿联酋', en: 'United Arab Emirates', phone_code: '+971' },
  { iso: 'GB', cn: '英国', en: 'United Kingdom', phone_code: '+44' },
  { iso: 'US', cn: '美国', en: 'United States', phone_code: '+1' },
  { iso: 'UY', cn: '乌拉圭', en: 'Uruguay', phone_code: '+598' },
  { iso: 'UZ', cn: '乌兹别克斯坦', en: 'Uzbekistan', phone_code: '+998' },
  { iso: 'VU', cn: '瓦努阿图', en: 'Vanuatu', phone_code: '+678' },
  { iso: 'VA', cn: '梵蒂冈', en: 'Vatican City', phone_code: '+39' },
  { iso: 'VE', cn: '委内瑞拉', en: 'Venezuela', phone_code: '+58' },
  { iso: 'VN', cn: '越南', en: 'Vietnam', phone_code: '+84' },
  { iso: 'WF', cn: '瓦利斯和富图纳', en: 'Wallis and Futuna', phone_code: '+681' },
  { iso: 'EH', cn: '西撒哈拉', en: 'Western Sahara', phone_code: '+212' },
  { iso: 'YE', cn: '也门', en: 'Yemen', phone_code: '+967' },
  { iso: 'ZM', cn: '赞比亚', en: 'Zambia', phone_code: '+260' },
  { iso: 'ZW', cn: '津巴布韦', en: 'Zimbabwe', phone_code: '+263' },
  { iso: 'AX', cn: '奥兰群岛', en: 'Åland Islands', phone_code: '+358' },
];


/**
 * A country as the forms use it (SPEC: sorted by numeric dial code, exposed as `dial_code` and
 * `en`); `name` is what the visitor reads, in the page's language.
 */
export interface DialCodeOption {
  iso: string;
  dial_code: string;
  en: string;
  name: string;
}

function numericDialCode(code: string): number {
  return Number(code.replace(/\D/g, '')) || Number.MAX_SAFE_INTEGER;
}

/** Orders entries by numeric dial code, then by name in the page's language. */
export function toDialCodeOptions(entries: readonly Country[], formattingLocale: string): DialCodeOption[] {
  const collator = new Intl.Collator(formattingLocale);
  return entries
    .map((entry) => ({ iso: entry.iso, dial_code: entry.phone_code, en: entry.en, name: countryName(entry.iso, formattingLocale, entry.en) }))
    .sort((a, b) => numericDialCode(a.dial_code) - numericDialCode(b.dial_code) || collator.compare(a.name, b.name));
}

/** Reads a backend country list (`[{cn, en, phone_code}]`, possibly under `data`); null if unusable. */
export function parseCountryList(body: unknown): Country[] | null {
  const list = Array.isArray(body) ? body : typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data : null;
  if (!list) return null;
  const entries: Country[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { cn, en, phone_code: phone, iso } = item as Record<string, unknown>;
    if (typeof en !== 'string' || typeof phone !== 'string' || !/^\+?\d{1,4}$/.test(phone.trim())) continue;
    const known = COUNTRIES.find((country) => country.en === en);
    entries.push({
      iso: typeof iso === 'string' ? iso : known?.iso ?? en,
      cn: typeof cn === 'string' ? cn : '',
      en,
      phone_code: phone.trim().startsWith('+') ? phone.trim() : `+${phone.trim()}`,
    });
  }
  return entries.length > 0 ? entries : null;
}

const BY_ISO = new Map(COUNTRIES.map((country) => [country.iso, country]));

/**
 * Regions the company's own list names as part of China ("Taiwan, China", "中国台湾"); the
 * other languages say so too, as "Taiwan (China)".
 */
const PART_OF_CHINA = new Set(['TW', 'HK', 'MO']);

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** The runtime's CLDR name of a region, or undefined where it has none (or the input is not a code). */
function regionName(iso: string, formattingLocale: string, style: 'long' | 'short' = 'long'): string | undefined {
  const key = `${formattingLocale}|${style}`;
  if (!regionNames.has(key)) {
    try {
      regionNames.set(key, new Intl.DisplayNames([formattingLocale], { type: 'region', style, fallback: 'none' }));
    } catch {
      regionNames.set(key, null);
    }
  }
  try {
    return regionNames.get(key)?.of(iso);
  } catch {
    return undefined;
  }
}

/** Whether a code is an ISO 3166-1 alpha-2 code of the list (upper case): CLDR's pseudo-regions (ZZ, EU, UN, QO) are not. */
export function isCountryCode(code: string): boolean {
  return BY_ISO.has(code);
}

/**
 * A country's name in the visitor's language (the runtime's CLDR data); where the runtime has
 * none, `fallback` (a backend's English name), the shipped English name, then the code.
 * English pages show the list's own English names.
 */
export function countryName(iso: string, formattingLocale: string, fallback?: string): string {
  const shipped = BY_ISO.get(iso);
  const language = formattingLocale.split('-')[0];
  // English is the list's own language: its names are the values the backend knows.
  if (language === 'en') return fallback ?? shipped?.en ?? iso;
  if (shipped && PART_OF_CHINA.has(iso)) {
    if (language === 'zh') return shipped.cn;
    const [region, china] = [regionName(iso, formattingLocale, 'short'), regionName('CN', formattingLocale)];
    if (region && china) return `${region} (${china})`;
  }
  return regionName(iso, formattingLocale) ?? fallback ?? shipped?.en ?? iso;
}
