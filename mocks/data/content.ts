/**
 * System content of the mock world (spec 3 and 7 "System"): banners, marquee notices, social
 * links, articles, languages, platform config (open and maintenance), pixels, PWA info, the
 * register gift, member messages and the register-success template. All pt-BR, all fixed.
 */
import type {
  Article,
  ArticleDetail,
  Banner,
  BusinessConfig,
  ChannelConfig,
  Language,
  MarqueeNotice,
  MemberMessage,
  MessageTemplate,
  PixelConfig,
  PlatformConfig,
  PwaInfo,
  RegisterGiveDetail,
  SocialLink,
} from '../../src/api/contract';
import { ago, DAY, HOUR, MINUTE, saoPauloTime } from './clock';
import { categoryIdOf, GAMES } from './games';
import {
  activityPeriod,
  BRL_DEPOSIT_LIMITS,
  brl,
  brlShort,
  DEPOSIT_BONUS_TIERS,
  FOUR_STEP_SETS,
  hoursPt,
  INVITE_REWARD_PER_FRIEND,
  percent,
  RED_ENVELOPE_AMOUNT,
  RED_PACKET_ROUNDS,
  SECOND_DEPOSIT_TIER,
  SIGN_CHEST_REWARD,
  SIGN_REWARDS,
  tierTop,
  VIP_REBATE,
  VIP_UPGRADE,
  WHEEL_SPINS,
} from './promoTerms';
import {
  BANNER_SIZE,
  bannerImage,
  type BannerArt,
  flagIcon,
  siteLogo,
  socialIcon,
  activityIcon,
} from './logos';

// ---------------------------------------------------------------------------------------------
// Banners (spec 3: bannerType 1 carousel, 2 area; known codes home, home-mainArea*, home-lottery,
// site_logo). CHOICE: `locationCode` and `code` both carry the known code; `linkUrl` is an app
// route and `linkValue` the id it points at (a game id for the lottery trial game).

/** The game the lottery banner opens as a trial (spec 2 home item 5): the "Sorte Grande" show. */
export const LOTTERY_GAME_ID = GAMES.find((g) => g.gameName === 'Sorte Grande')?.id ?? 0;

const FISHING_CATEGORY = categoryIdOf('handsel');

function art(
  kind: keyof typeof BANNER_SIZE,
  seed: string,
  title: string,
  subtitle?: string,
  cta?: string,
  glyph?: BannerArt['glyph'],
): string {
  return bannerImage({ ...BANNER_SIZE[kind], seed, title, subtitle, cta, glyph });
}

function banner(
  bannerType: 1 | 2,
  code: string,
  image: string,
  linkUrl: string,
  linkValue = '',
): Banner {
  return {
    bannerType,
    locationCode: code,
    code,
    h5PicUrl: image,
    pcPicUrl: image,
    linkUrl,
    linkValue,
  };
}

/**
 * The deposit bonus (type 6) as its banners say it: the top rate and cap of its tier table and
 * its smallest deposit. The banners open /rechargeRule, which shows that same table.
 */
const DEPOSIT_TOP = tierTop(DEPOSIT_BONUS_TIERS);
export const DEPOSIT_BONUS_HEADLINE = `Até ${percent(DEPOSIT_TOP.rate)} de bônus por depósito`;
export const DEPOSIT_BONUS_DETAIL = `Até ${brlShort(DEPOSIT_TOP.maxReward)}, a partir de ${brlShort(DEPOSIT_TOP.min)}`;

/** "Todo dia às 12h, 18h, 21h e 23h": the rounds of the red-envelope rain. */
const RAIN_HOURS = hoursPt(RED_PACKET_ROUNDS);

export function buildBanners(): Banner[] {
  return [
    banner(
      1,
      'home',
      art(
        'carousel',
        'first-deposit',
        DEPOSIT_BONUS_HEADLINE,
        DEPOSIT_BONUS_DETAIL,
        'Depositar',
        'gift',
      ),
      '/rechargeRule',
    ),
    banner(
      1,
      'home',
      art(
        'carousel',
        'red-rain',
        'Chuva de envelopes',
        `Todo dia às ${RAIN_HOURS}`,
        'Participar',
        'packet',
      ),
      '/activityDetail/4?id=3004',
      '3004',
    ),
    banner(
      1,
      'home',
      art(
        'carousel',
        'vip-club',
        'Clube VIP',
        `Cashback de até ${percent(Math.max(...VIP_REBATE))} das apostas`,
        'Ver níveis',
        'crown',
      ),
      '/viprule',
    ),
    banner(
      1,
      'home',
      art(
        'carousel',
        'invite',
        `Indique e ganhe ${brlShort(INVITE_REWARD_PER_FRIEND)}`,
        'Para cada amigo que depositar',
        'Convidar',
        'people',
      ),
      '/promotion',
    ),
    banner(
      1,
      'home',
      art(
        'carousel',
        'new-games',
        'Novos jogos toda semana',
        'Pescaria Dourada chegou',
        'Jogar',
        'fish',
      ),
      `/gameList?categoryId=${FISHING_CATEGORY}`,
      String(FISHING_CATEGORY),
    ),
    banner(
      2,
      'home-mainArea1',
      art('mainArea', 'main-scratch', 'Raspadinha', 'Prêmios na hora', 'Raspar', 'ticket'),
      '/activityDetail/14?id=3014',
      '3014',
    ),
    banner(
      2,
      'home-mainArea2',
      art(
        'mainArea',
        'main-wheel',
        'Roleta da sorte',
        `${WHEEL_SPINS.turntable} giros grátis por dia`,
        'Girar',
        'wheel',
      ),
      '/activityDetail/8?id=3008',
      '3008',
    ),
    banner(
      2,
      'home-mainArea3',
      art(
        'mainArea',
        'main-signin',
        'Check-in',
        `${SIGN_REWARDS.length} dias de prêmios`,
        'Entrar',
        'calendar',
      ),
      '/activityDetail/21?id=3021',
      '3021',
    ),
    banner(
      2,
      'home-lottery',
      art(
        'lottery',
        'lottery',
        // A trial game (spec 2 home item 5): free to play, and so it pays nothing real.
        'Jogue Sorte Grande grátis',
        'Modo demonstração, sem apostar dinheiro',
        'Tentar agora',
        'trophy',
      ),
      `/gameDetail/${LOTTERY_GAME_ID}`,
      String(LOTTERY_GAME_ID),
    ),
    banner(2, 'site_logo', siteLogo('Vitrine'), '/'),
  ];
}

export const BANNERS: readonly Banner[] = buildBanners();

/** Banner list call (bannerType, locationCode); a prefix `home-mainArea` matches all three. */
export function bannersFor(query: { bannerType?: number; locationCode?: string }): Banner[] {
  return BANNERS.filter(
    (b) =>
      (query.bannerType === undefined || b.bannerType === query.bannerType) &&
      (query.locationCode === undefined || b.locationCode.startsWith(query.locationCode)),
  );
}

/** Notice pop-ups after login (banner loginPush). */
export const LOGIN_PUSH_BANNERS: readonly Banner[] = [
  banner(
    2,
    'loginPush',
    art(
      'carousel',
      'push-weekend',
      DEPOSIT_BONUS_HEADLINE,
      DEPOSIT_BONUS_DETAIL,
      'Ver a tabela',
      'flame',
    ),
    '/rechargeRule',
  ),
  banner(
    2,
    'loginPush',
    art(
      'carousel',
      'push-app',
      'Instale o app',
      'Acesso rápido pela tela inicial',
      'Instalar',
      'rocket',
    ),
    '/',
  ),
];

/** Pop-up for players without a second deposit (banner notTwoCharge). */
export const NOT_TWO_CHARGE_BANNERS: readonly Banner[] = [
  banner(
    2,
    'notTwoCharge',
    art(
      'carousel',
      'second-deposit',
      'Bônus no 2º depósito',
      `Ganhe ${percent(SECOND_DEPOSIT_TIER.rate)} até ${brlShort(SECOND_DEPOSIT_TIER.maxReward)}`,
      'Depositar',
      'coin',
    ),
    '/deposit',
  ),
];

/** The scratch-ticket banner of the home (spec 2 home item 8), 750x260. */
export const SCRATCH_TICKET_IMAGE = art(
  'scratch',
  'scratch-ticket',
  'Raspadinha premiada',
  'O prêmio acumulado não para de subir',
  'Raspar agora',
  'ticket',
);

// ---------------------------------------------------------------------------------------------
// Marquee (spec 5: the bar shows only status 1 and locationType 1)

export const MARQUEE_NOTICES: readonly MarqueeNotice[] = [
  {
    id: 501,
    text: 'Bem-vindo à Vitrine! Deposite via Pix e comece a jogar em segundos.',
    linkUrl: '/notice',
    status: 1,
    locationType: 1,
  },
  {
    id: 502,
    // Every withdrawal waits in review first (mocks/world/wallet.ts): no promise of minutes.
    text: 'Saque via Pix 24 horas por dia: cada pedido passa por uma análise antes do pagamento.',
    linkUrl: '/withdraw',
    status: 1,
    locationType: 1,
  },
  {
    id: 503,
    text: `Chuva de envelopes todo dia às ${RAIN_HOURS}.`,
    linkUrl: '/activity',
    status: 1,
    locationType: 1,
  },
  // Filtered out: disabled (status 0).
  {
    id: 504,
    text: 'Manutenção programada concluída (aviso desativado).',
    linkUrl: '',
    status: 0,
    locationType: 1,
  },
  // Filtered out: another location (2 = desktop site, CHOICE).
  {
    id: 505,
    text: 'Aviso somente para a versão desktop.',
    linkUrl: '',
    status: 1,
    locationType: 2,
  },
  // Filtered out: expired (status 2, CHOICE).
  {
    id: 506,
    text: 'Promoção de Black Friday encerrada.',
    linkUrl: '',
    status: 2,
    locationType: 1,
  },
];

// ---------------------------------------------------------------------------------------------
// Social links (spec 3: type 1 plain, 3 floating; countDown minutes; spec 5: only h5Show)

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    id: 601,
    name: 'Telegram',
    type: 3,
    h5Show: true,
    linkUrl: 'https://t.me/vitrine_demo',
    logo: socialIcon('telegram'),
    countDown: null,
  },
  {
    id: 602,
    name: 'WhatsApp',
    type: 3,
    h5Show: true,
    linkUrl: 'https://wa.me/5511900000000',
    logo: socialIcon('whatsapp'),
    countDown: null,
  },
  {
    id: 603,
    name: 'Suporte',
    type: 3,
    h5Show: true,
    linkUrl: '/service',
    logo: socialIcon('support'),
    countDown: null,
  },
  {
    id: 604,
    name: 'Instagram',
    type: 1,
    h5Show: true,
    linkUrl: 'https://instagram.com/vitrine_demo',
    logo: socialIcon('instagram'),
    countDown: null,
  },
  {
    id: 605,
    name: 'X',
    type: 1,
    h5Show: true,
    linkUrl: 'https://x.com/vitrine_demo',
    logo: socialIcon('x'),
    countDown: null,
  },
  // Hidden (h5Show off).
  {
    id: 606,
    name: 'Facebook',
    type: 1,
    h5Show: false,
    linkUrl: 'https://facebook.com/vitrine_demo',
    logo: socialIcon('facebook'),
    countDown: null,
  },
  {
    id: 607,
    name: 'Instagram',
    type: 3,
    h5Show: false,
    linkUrl: 'https://instagram.com/vitrine_demo',
    logo: socialIcon('instagram'),
    countDown: 10,
  },
];

// ---------------------------------------------------------------------------------------------
// Articles. CHOICE: type 1 institutional (footer), 2 help, 3 activity articles (merged into the
// activity page's category 3, spec 2). Bodies are HTML as the back office stores them.

/**
 * The hostile body: a <script> and an onerror handler that a missing sanitiser would run. The
 * broken image is `data:,` so even an unsanitised render makes no network request.
 */
export const HOSTILE_ARTICLE_HTML =
  '<h2>Regras da promoção</h2>' +
  `<p>Válido para depósitos a partir de <strong>${brl(DEPOSIT_TOP.min)}</strong>.</p>` +
  "<script>window.__xss = 'script';</script>" +
  '<img src="data:," alt="" onerror="window.__xss = \'onerror\'">' +
  '<p><a href="javascript:alert(1)">Saiba mais</a></p>' +
  `<ul><li>Rollover de 3x</li><li>Até ${activityPeriod(6).text.split(' a ')[1]}</li></ul>`;

type ArticleSeed = {
  id: number;
  key: string;
  type: number;
  title: string;
  glyph: BannerArt['glyph'];
  content: string;
};

const ARTICLE_SEEDS: readonly ArticleSeed[] = [
  {
    id: 701,
    key: 'terms',
    type: 1,
    title: 'Termos de uso',
    glyph: 'star',
    content:
      '<h2>Termos de uso</h2><p>Ao criar uma conta, você declara ter <strong>18 anos ou mais</strong> e concorda com estas regras.</p><h3>1. Conta</h3><p>Cada pessoa pode ter uma única conta, vinculada a um CPF.</p><h3>2. Depósitos e saques</h3><p>Depósitos via Pix ou cartão, em reais (BRL), ou em cripto (USDT, BTC e ETH). Saques via Pix, para uma chave em seu nome, ou para uma carteira cripto.</p>',
  },
  {
    id: 702,
    key: 'privacy',
    type: 1,
    title: 'Política de privacidade',
    glyph: 'people',
    content:
      '<h2>Política de privacidade</h2><p>Tratamos seus dados conforme a LGPD. Usamos seu telefone e CPF apenas para identificação e pagamentos.</p><p>Você pode pedir a exclusão dos seus dados pelo suporte.</p>',
  },
  {
    id: 703,
    key: 'responsible',
    type: 1,
    title: 'Jogo responsável',
    glyph: 'crown',
    content:
      '<h2>Jogo responsável</h2><p>Jogue por diversão, nunca para ganhar dinheiro. Defina limites de depósito e faça pausas.</p><ul><li>Proibido para menores de 18 anos.</li><li>Precisa de ajuda? Fale com o suporte.</li></ul>',
  },
  {
    id: 704,
    key: 'about',
    type: 1,
    title: 'Sobre nós',
    glyph: 'diamond',
    content:
      '<h2>Sobre a Vitrine</h2><p>Cassino online feito para o Brasil: Pix, suporte em português e centenas de jogos.</p>',
  },
  {
    id: 705,
    key: 'how-to-deposit',
    type: 2,
    title: 'Como depositar via Pix',
    glyph: 'coin',
    content:
      '<h2>Como depositar via Pix</h2><ol><li>Toque em <strong>Depositar</strong>.</li><li>Escolha o valor.</li><li>Copie o código Pix e pague no app do seu banco.</li></ol><p>O saldo cai em poucos segundos.</p>',
  },
  {
    id: 706,
    key: 'promo-rules',
    type: 2,
    title: 'Regras gerais das promoções',
    glyph: 'gift',
    content: HOSTILE_ARTICLE_HTML,
  },
  {
    id: 711,
    key: 'activity-guide-pix',
    type: 3,
    title: 'Guia: Pix sem complicação',
    glyph: 'coin',
    content: `<h2>Pix sem complicação</h2><p>Depósitos a partir de ${brl(BRL_DEPOSIT_LIMITS.min)}, confirmados na hora, 24 horas por dia.</p>`,
  },
  {
    id: 712,
    key: 'activity-guide-vip',
    type: 3,
    title: 'Como subir de nível VIP',
    glyph: 'crown',
    content:
      '<h2>Níveis VIP</h2><p>Cada real apostado conta para o seu nível. Quanto maior o nível, maior o cashback.</p>',
  },
  {
    id: 713,
    key: 'activity-rules-hostile',
    type: 3,
    title: 'Regulamento da semana',
    glyph: 'ticket',
    content: HOSTILE_ARTICLE_HTML,
  },
];

export function buildArticles(): ArticleDetail[] {
  return ARTICLE_SEEDS.map((a) => ({
    id: a.id,
    key: a.key,
    type: a.type,
    title: a.title,
    logo: activityIcon(`article:${a.key}`, a.glyph ?? 'star'),
    bannerPicUrl: art('activity', `article:${a.key}`, a.title, undefined, undefined, a.glyph),
    content: a.content,
  }));
}

export const ARTICLE_DETAILS: readonly ArticleDetail[] = buildArticles();

/** Article list (type): the entries without their bodies. */
export function articleList(type?: number): Article[] {
  return ARTICLE_DETAILS.filter((a) => type === undefined || a.type === type).map(
    ({ content: _content, ...entry }) => entry,
  );
}

/**
 * CHOICE (contract ActivityArticleDetail): when an article was published, São Paulo time: the
 * activity articles 711, 712, 713 on 20/11, 15/11 and 10/11/2026 at 10:00 (five days apart).
 */
export function articlePublishTime(id: number): number {
  return saoPauloTime(2026, 11, 20 - 5 * Math.max(0, id - 711), 10, 0);
}

/** article/{key}; also answers by numeric id (activity article detail). */
export function findArticle(keyOrId: string | number): ArticleDetail | undefined {
  return ARTICLE_DETAILS.find((a) => a.key === keyOrId || String(a.id) === String(keyOrId));
}

// ---------------------------------------------------------------------------------------------
// Languages (country listAll). CHOICE: showLang is the short label on the language button.

export const LANGUAGES: readonly Language[] = [
  { showLang: 'PT', lang: 'pt-BR', langName: 'Português', logo: flagIcon('pt-BR') },
  { showLang: 'EN', lang: 'en', langName: 'English', logo: flagIcon('en') },
];

// ---------------------------------------------------------------------------------------------
// Platform config (spec 3; CHOICE platformStatus 1 open, 2 maintenance)

export const PLATFORM_CONFIG_OPEN: PlatformConfig = {
  platformCurrency: 'BRL',
  platformStatus: 1,
  platformStartMaintenanceTime: null,
  platformEndMaintenanceTime: null,
  platformImageDisplayType: 1,
};

/**
 * Maintenance from 10:00 to 14:00 São Paulo time on 22/11/2026, so FIXED_NOW (12:00 in São Paulo)
 * falls inside the window.
 */
export const PLATFORM_CONFIG_MAINTENANCE: PlatformConfig = {
  platformCurrency: 'BRL',
  platformStatus: 2,
  platformStartMaintenanceTime: saoPauloTime(2026, 11, 22, 10, 0),
  platformEndMaintenanceTime: saoPauloTime(2026, 11, 22, 14, 0),
  platformImageDisplayType: 1,
};

/** business_config/config key/values (CHOICE keys). */
export const BUSINESS_CONFIG: BusinessConfig = {
  // The demo live chat (mocks/demoProvider/chat/), by its path on whatever host serves the mock
  // world: the business-config handler answers it absolute on the origin answering the call.
  customerServiceUrl: '/demo-provider/chat/index.html',
  minDepositAmount: String(BRL_DEPOSIT_LIMITS.min),
  maxDepositAmount: String(BRL_DEPOSIT_LIMITS.max),
  minWithdrawAmount: '20',
  maxWithdrawAmount: '20000',
  promoDomain: 'https://vitrine.example',
  copyrightName: 'Vitrine',
};

// ---------------------------------------------------------------------------------------------
// Ad pixels (spec 3 pixel config) and channel config: one of each provider the app knows
// (CHOICE in src/api/contract.ts PixelConfig), with the seed's own event-name overrides.

export const PIXEL_CONFIGS: readonly PixelConfig[] = [
  {
    id: 801,
    promoteProviderName: 'kwai',
    promoteSet: { pixelId: '290011223344556677', eventRegister: 'COMPLETE_REGISTRATION' },
  },
  {
    id: 802,
    promoteProviderName: 'facebook',
    promoteSet: { pixelId: '100200300400500', eventDeposit: 'Purchase' },
  },
  {
    id: 803,
    promoteProviderName: 'tiktok',
    promoteSet: { pixelId: 'CVTRN01TIKTOK0000001' },
  },
  {
    id: 804,
    promoteProviderName: 'google',
    promoteSet: { pixelId: 'AW-123456789' },
  },
];

/** The channel config without its deposit methods, which the world adds (mocks/world/wallet.ts). */
export const CHANNEL_CONFIG: Omit<ChannelConfig, 'payMethods'> = {
  channelId: 'demo',
  pixels: [...PIXEL_CONFIGS],
};

// ---------------------------------------------------------------------------------------------
// PWA, register gift

export const PWA_INFO: PwaInfo = {
  name: 'Vitrine Cassino',
  shortName: 'Vitrine',
  iconUrl: activityIcon('pwa', 'diamond'),
  shortCode: 'vtr01',
  installBanner: true,
};

/** Register gift on, with the display defaults of spec 9 (10 and 3). */
export const REGISTER_GIFT: RegisterGiveDetail = { enabled: true, giveAmount: 10, giveCount: 3 };
export const REGISTER_GIFT_OFF: RegisterGiveDetail = {
  enabled: false,
  giveAmount: 10,
  giveCount: 3,
};

// ---------------------------------------------------------------------------------------------
// Messages

/** messageTemplate register_success_notice; {nickName} and {amount} are filled by the app. */
export const REGISTER_SUCCESS_TEMPLATE: MessageTemplate = {
  title: 'Cadastro concluído!',
  content:
    'Olá, {nickName}! Sua conta na Vitrine está pronta. Faça o primeiro depósito via Pix e ganhe {amount} de bônus.',
};

/** Message template ids (CHOICE). */
export const MESSAGE_TEMPLATE_ID = {
  registerSuccess: 9001,
  maintenance: 9002,
  promo: 9003,
  depositSuccess: 9101,
  withdrawRejected: 9102,
  bonusCredited: 9103,
  vipUp: 9104,
} as const;

export const SYSTEM_MESSAGES: readonly MemberMessage[] = [
  {
    id: 1001,
    messageTemplateId: MESSAGE_TEMPLATE_ID.maintenance,
    title: 'Manutenção programada',
    content:
      'No dia 25/11/2026, das 03:00 às 05:00 (horário de Brasília), o site passará por manutenção.',
    read: false,
    createTime: ago(2 * HOUR),
  },
  {
    id: 1002,
    messageTemplateId: MESSAGE_TEMPLATE_ID.promo,
    title: 'Chuva de envelopes hoje',
    // Server HTML, as the back office writes message bodies (shown through SafeHtml).
    content: `<p>Hoje às <strong>${RAIN_HOURS}</strong>: abra o seu envelope do dia e ganhe ${brl(RED_ENVELOPE_AMOUNT)}.</p><p>Confira as <a href="/activity">atividades do dia</a>.</p>`,
    read: false,
    createTime: ago(5 * HOUR),
  },
  {
    id: 1003,
    messageTemplateId: MESSAGE_TEMPLATE_ID.registerSuccess,
    title: 'Bem-vindo à Vitrine',
    content: 'Sua conta foi criada. Confira as promoções na aba Atividades.',
    read: true,
    createTime: ago(90 * DAY),
  },
];

/**
 * The demo player's one four-step deposit so far (R$ 100,00 via Pix, yesterday) and the bonus of
 * the offer's first step it earned; its 3x rollover is the wagering record still waiting
 * (wallet.ts WAGERING_RECORDS, "Bônus de depósito").
 */
const FIRST_STEP_DEPOSIT = 100;
const FIRST_STEP_BONUS = Math.min(
  (FIRST_STEP_DEPOSIT * (FOUR_STEP_SETS[0]?.rr ?? 0)) / 100,
  FOUR_STEP_SETS[0]?.rla ?? 0,
);

/** Newest first, as the server lists them (so do the system messages). */
export const PERSONAL_MESSAGES: readonly MemberMessage[] = [
  {
    id: 2002,
    messageTemplateId: MESSAGE_TEMPLATE_ID.bonusCredited,
    title: 'Bônus creditado',
    content: `Você recebeu ${brl(FIRST_STEP_BONUS)} do bônus de depósito (1ª etapa do Depósito em 4 etapas). Rollover de 3x: ${brl(3 * FIRST_STEP_BONUS)} em apostas.`,
    read: false,
    createTime: ago(30 * MINUTE),
  },
  {
    id: 2001,
    messageTemplateId: MESSAGE_TEMPLATE_ID.withdrawRejected,
    title: 'Saque recusado',
    content: 'Seu saque de R$ 300,00 foi recusado: a chave Pix não pertence ao titular da conta.',
    read: false,
    createTime: ago(3 * DAY + 4 * HOUR),
  },
  {
    id: 2003,
    messageTemplateId: MESSAGE_TEMPLATE_ID.depositSuccess,
    title: 'Depósito confirmado',
    content: `Seu depósito de ${brl(FIRST_STEP_DEPOSIT)} via Pix foi confirmado.`,
    read: true,
    createTime: ago(1 * DAY),
  },
  {
    id: 2004,
    messageTemplateId: MESSAGE_TEMPLATE_ID.vipUp,
    title: 'Você subiu de nível!',
    content: `Parabéns, agora você é VIP 3: seu cashback sobe para ${percent(VIP_REBATE[3] ?? 0)} das apostas e o bônus de nível, ${brl(VIP_UPGRADE[3] ?? 0)}, espera por você no Clube VIP.`,
    read: true,
    createTime: ago(12 * DAY),
  },
];

const ARCHIVED_TOPICS = [
  [
    'Check-in de 7 dias',
    `Faça check-in todo dia: o ${SIGN_REWARDS.length}º dia seguido paga ${brl(SIGN_REWARDS.at(-1) ?? 0)} e abre o baú de ${brl(SIGN_CHEST_REWARD)}.`,
  ],
  ['Cashback semanal', 'O cashback da semana já pode ser resgatado no Clube VIP.'],
  ['Novos jogos', 'Chegaram novos jogos ao cassino ao vivo. Experimente!'],
  ['Roleta da sorte', `Você tem ${WHEEL_SPINS.turntable} giros grátis por dia na Roleta da sorte.`],
] as const;

/**
 * The 'many-messages' scenario: `count` older system messages, all read, one a day from 1 to
 * `count` days back, each of its own template (so reading one reads no other). Ids 1101...
 */
export function archivedSystemMessages(count: number): MemberMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const [title, content] = ARCHIVED_TOPICS[index % ARCHIVED_TOPICS.length]!;
    return {
      id: 1101 + index,
      messageTemplateId: 9201 + index,
      title,
      content,
      read: true,
      createTime: ago((index + 1) * DAY + 6 * HOUR),
    };
  });
}

/** Whether any message is unread (the notice bell's red dot). */
export function hasUnreadMessages(
  lists: readonly (readonly MemberMessage[])[] = [SYSTEM_MESSAGES, PERSONAL_MESSAGES],
): boolean {
  return lists.some((list) => list.some((m) => !m.read));
}
