import type {
  Activity,
  ActivityLang,
  Article,
  ArticleDetail,
  Banner,
  Game,
  UserInfo,
} from './contract';
import { bool, num, obj, optional, str, type Fields } from './shape';

/*
 * Shapes of the contract entities that the replies of more than one domain carry. Each
 * endpoint's own reply shape sits beside it in src/api/endpoints/<domain>.ts.
 *
 * Everything kept here loads with the home: a module's kept code goes to the chunk of its first
 * importer, and the home's calls import this one. So only entities that first-load calls
 * answer with belong here; a shape only later screens use stays in their endpoints module, or
 * it would weigh on the first load.
 */

export const game = obj<Game>({
  id: num,
  logo: str,
  gameName: str,
  collect: bool,
  vendorId: num,
  categoryId: num,
  categoryName: str,
});

export const banner = obj<Banner>({
  bannerType: num,
  locationCode: str,
  code: str,
  h5PicUrl: str,
  pcPicUrl: str,
  linkUrl: str,
  linkValue: str,
});

export const articleFields: Fields<Article> = {
  id: num,
  key: str,
  type: num,
  title: str,
  logo: str,
  bannerPicUrl: str,
};

export const article = obj<Article>(articleFields);

export const articleDetailFields: Fields<ArticleDetail> = { ...articleFields, content: str };

export const articleDetail = obj<ArticleDetail>(articleDetailFields);

export const activityFields: Fields<Activity> = {
  id: num,
  type: num,
  category: num,
  loginShow: num,
  activityLang: obj<ActivityLang>({ title: str, bannerPicUrl: str }),
  participationStatus: num,
  iconImg: str,
  abbreviation: str,
  valid: optional(num),
  startTime: optional(num),
  endTime: optional(num),
};

export const userInfo = obj<UserInfo>({
  token: str,
  userNo: str,
  inviteCode: str,
  channelId: str,
  firstCharge: bool,
  platformPromoDomain: str,
  avatarUrl: str,
  nickName: str,
  registerTime: num,
  currentCurrency: str,
  account: str,
  areaCode: str,
});
