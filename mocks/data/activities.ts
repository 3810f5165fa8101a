/**
 * Activities of the mock world (spec 2 activity page and icon row, spec 3 activity entities,
 * spec 6 visibility): every type and category the spec names, their details, and the state of
 * each promotion the demo player can see (four-step deposit, red packets, scratch ticket,
 * first-pay limited time, seven-day sign-in, VIP, redemption codes, invites).
 */
import type {
  Activity,
  ActivityDetail,
  ActivityParticipation,
  FirstPayActivity,
  FirstPayLimitSet,
  FourPayActivity,
  InvitedMember,
  InviteFriendsRes,
  NewRedPacketDetail,
  RedEnvelope,
  RedPacketState,
  ScratchTicket,
  SevenDaySignDetail,
  SignDay,
  VipLevel,
} from '../../src/api/contract';
import {
  FOUR_STEP_DEPOSIT,
  isHiddenActivityType,
} from '../../src/features/activities/activityTypes';
import { ago, DAY, fromNow, HOUR, MINUTE, saoPauloTime, SECOND } from './clock';
import type { GlyphName } from './glyphs';
import { activityIcon, BANNER_SIZE, bannerImage } from './logos';
import { createRng, hashSeed } from './prng';

// ---------------------------------------------------------------------------------------------
// Categories and types

/**
 * Activity categories (CHOICE names; spec 2 shows tabs 1, 2, 4, 3 and the four-step card in 6).
 * Articles are merged into category 3 after its 3rd item.
 */
export const ACTIVITY_CATEGORY = {
  events: 1,
  deposit: 2,
  special: 3,
  daily: 4,
  fourStepDeposit: 6,
} as const;

/** pt-BR tab names of the categories, for scenario authors (the app uses its own catalog). */
export const ACTIVITY_CATEGORY_NAMES: Record<number, string> = {
  1: 'Eventos',
  2: 'Depósito',
  3: 'Especiais',
  4: 'Diárias',
  6: 'Depósito em etapas',
};

/**
 * CHOICE (contract ActivityParticipation): 0 not taking part, 1 a reward is waiting (the header
 * badge counts these, spec 4), 2 in progress, 3 finished.
 */
export const ParticipationStatus = { none: 0, claimable: 1, inProgress: 2, finished: 3 } as const;

type ActivitySeed = {
  type: number;
  category: number;
  loginShow: 0 | 1;
  participationStatus: number;
  title: string;
  abbreviation: string;
  glyph: GlyphName;
  /** Subtitle on the activity banner. */
  tagline: string;
  rules: string;
};

const SEEDS: readonly ActivitySeed[] = [
  {
    type: 3,
    category: 1,
    loginShow: 1,
    participationStatus: 1,
    title: 'Clube VIP',
    abbreviation: 'VIP',
    glyph: 'crown',
    tagline: 'Cashback de até 1,5% toda semana',
    rules: 'Suba de nível apostando e receba bônus de promoção, cashback diário, semanal e mensal.',
  },
  {
    type: 4,
    category: 1,
    loginShow: 1,
    participationStatus: 1,
    title: 'Chuva de envelopes',
    abbreviation: 'Envelopes',
    glyph: 'packet',
    tagline: 'Todo dia às 12h, 18h e 21h',
    rules: 'Nos horários da chuva, abra um envelope por rodada e ganhe até R$ 88,00.',
  },
  {
    type: 5,
    category: 1,
    loginShow: 1,
    participationStatus: 0,
    title: 'Indique e ganhe',
    abbreviation: 'Indicar',
    glyph: 'people',
    tagline: 'R$ 20 por amigo que depositar',
    rules: 'Compartilhe seu link. Você ganha R$ 20,00 quando o amigo depositar R$ 50,00 ou mais.',
  },
  {
    type: 39,
    category: 1,
    loginShow: 1,
    participationStatus: 1,
    title: 'Envelope da sorte',
    abbreviation: 'Sorte',
    glyph: 'gift',
    tagline: 'Um envelope novo a cada rodada',
    rules: 'Abra o envelope antes do fim da contagem e ganhe de R$ 1,00 a R$ 88,00.',
  },
  {
    type: 6,
    category: 2,
    loginShow: 1,
    participationStatus: 2,
    title: 'Bônus de depósito',
    abbreviation: 'Depósito',
    glyph: 'coin',
    tagline: 'Até 100% em cada recarga',
    rules: 'Depósitos a partir de R$ 20,00 recebem bônus conforme a tabela. Rollover de 3x.',
  },
  {
    type: 7,
    category: 2,
    loginShow: 0,
    participationStatus: 2,
    title: 'Primeiro depósito relâmpago',
    abbreviation: '1º depósito',
    glyph: 'flame',
    tagline: 'Deposite nas primeiras horas e ganhe mais',
    rules: 'Quanto mais cedo o primeiro depósito após o cadastro, maior o bônus.',
  },
  {
    type: 13,
    category: 2,
    loginShow: 1,
    participationStatus: 0,
    title: 'Bônus no 2º depósito',
    abbreviation: '2º depósito',
    glyph: 'percent',
    tagline: 'Ganhe 50% até R$ 300',
    rules: 'Válido para o segundo depósito, a partir de R$ 30,00.',
  },
  {
    type: 37,
    category: 2,
    loginShow: 0,
    participationStatus: 0,
    title: 'Depósito acumulado',
    abbreviation: 'Acumulado',
    glyph: 'chest',
    tagline: 'Prêmios por total depositado',
    rules: 'Some depósitos no mês e resgate prêmios em cada faixa.',
  },
  {
    type: 9,
    category: 3,
    loginShow: 1,
    participationStatus: 2,
    title: 'Ranking de apostas',
    abbreviation: 'Ranking',
    glyph: 'trophy',
    tagline: 'Top 50 do dia dividem R$ 10 mil',
    rules: 'O ranking soma as apostas do dia. Prêmios creditados às 00:00 (horário de Brasília).',
  },
  {
    type: 14,
    category: 3,
    loginShow: 1,
    participationStatus: 0,
    title: 'Raspadinha premiada',
    abbreviation: 'Raspadinha',
    glyph: 'ticket',
    tagline: 'O prêmio acumulado não para de subir',
    rules: 'Cada depósito dá direito a uma raspadinha. Junte três símbolos iguais e ganhe.',
  },
  {
    type: 15,
    category: 3,
    loginShow: 1,
    participationStatus: 0,
    title: 'Ranking de convites',
    abbreviation: 'Convites',
    glyph: 'people',
    tagline: 'Quem mais convida leva mais',
    rules: 'Semanal: os 20 jogadores com mais convidados válidos ganham prêmios.',
  },
  {
    type: 16,
    category: 3,
    loginShow: 1,
    participationStatus: 0,
    title: 'Torneio de slots',
    abbreviation: 'Torneio',
    glyph: 'seven',
    tagline: 'R$ 50 mil em prêmios por semana',
    rules: 'Jogue os slots participantes e acumule pontos pelo maior multiplicador.',
  },
  {
    type: 11,
    category: 3,
    loginShow: 0,
    participationStatus: 3,
    title: 'Código de resgate',
    abbreviation: 'Código',
    glyph: 'gift',
    tagline: 'Digite o código e ganhe',
    rules: 'Códigos divulgados nas redes sociais. Cada código vale uma vez por conta.',
  },
  {
    type: 10,
    category: 3,
    loginShow: 1,
    participationStatus: 0,
    title: 'Baú do tesouro',
    abbreviation: 'Baú',
    glyph: 'chest',
    tagline: 'Abra baús por convidados',
    rules: 'Cada convidado válido libera um baú.',
  },
  {
    type: 32,
    category: 3,
    loginShow: 1,
    participationStatus: 0,
    title: 'Super dia do membro',
    abbreviation: 'Super dia',
    glyph: 'star',
    tagline: 'Ranking e sorteio dos membros',
    // CHOICE (mocks/world/rankings.ts): in the demo world every day is a super member day.
    rules: 'No Super dia, os membros que mais apostam ganham prêmios e cada membro tem um sorteio.',
  },
  {
    type: 35,
    category: 3,
    loginShow: 0,
    participationStatus: 0,
    title: 'Tarefas de carnaval',
    abbreviation: 'Carnaval',
    glyph: 'mic',
    tagline: 'Pontos por tarefa cumprida',
    rules: 'Cumpra tarefas e troque pontos por prêmios.',
  },
  {
    type: 8,
    category: 4,
    loginShow: 1,
    participationStatus: 1,
    title: 'Roleta da sorte',
    abbreviation: 'Roleta',
    glyph: 'wheel',
    tagline: 'Um giro grátis por dia',
    rules: 'Gire uma vez por dia de graça. Depósitos dão giros extras.',
  },
  {
    type: 21,
    category: 4,
    loginShow: 1,
    participationStatus: 1,
    title: 'Check-in de 7 dias',
    abbreviation: 'Check-in',
    glyph: 'calendar',
    tagline: 'Entre todo dia e ganhe mais',
    rules: 'Faça check-in 7 dias seguidos. Perdeu um dia? A sequência recomeça.',
  },
  {
    type: 12,
    category: 4,
    loginShow: 0,
    participationStatus: 1,
    title: 'Cashback diário',
    abbreviation: 'Cashback',
    glyph: 'percent',
    tagline: 'Parte das apostas volta para você',
    rules:
      'Todo dia, o total apostado no dia anterior rende um cashback pela taxa do seu nível VIP, pago às 00:00.',
  },
  {
    type: 1,
    category: 4,
    loginShow: 1,
    participationStatus: 0,
    title: 'Resgate diário',
    abbreviation: 'Resgate',
    glyph: 'coin',
    tagline: 'Recupere parte das perdas do dia',
    rules: 'Até 10% das perdas líquidas do dia anterior.',
  },
  {
    type: 2,
    category: 4,
    loginShow: 1,
    participationStatus: 0,
    title: 'Resgate semanal',
    abbreviation: 'Semanal',
    glyph: 'coin',
    tagline: 'Recupere parte das perdas da semana',
    rules: 'Até 15% das perdas líquidas da semana anterior.',
  },
  {
    type: 36,
    category: 4,
    loginShow: 0,
    participationStatus: 0,
    title: 'Tarefas diárias',
    abbreviation: 'Tarefas',
    glyph: 'star',
    tagline: 'Missões novas todo dia',
    rules: 'Complete as missões do dia para ganhar bônus.',
  },
  {
    type: FOUR_STEP_DEPOSIT.type,
    category: 6,
    loginShow: 0,
    participationStatus: 2,
    title: 'Depósito em 4 etapas',
    abbreviation: '4 etapas',
    glyph: 'rocket',
    tagline: 'Bônus em cada um dos 4 primeiros depósitos',
    rules: 'Cada um dos quatro primeiros depósitos recebe a porcentagem da sua etapa.',
  },
];

/** Activity id: 3000 + type (one activity per type in the demo world). */
export function activityIdOf(type: number): number {
  return 3000 + type;
}

export function buildActivities(): Activity[] {
  return SEEDS.map((s) => ({
    id: activityIdOf(s.type),
    type: s.type,
    category: s.category,
    loginShow: s.loginShow,
    activityLang: {
      title: s.title,
      bannerPicUrl: bannerImage({
        ...BANNER_SIZE.activity,
        seed: `activity:${s.type}`,
        title: s.title,
        subtitle: s.tagline,
        glyph: s.glyph,
      }),
    },
    participationStatus: s.participationStatus,
    iconImg: activityIcon(`type:${s.type}`, s.glyph),
    abbreviation: s.abbreviation,
  }));
}

export const ACTIVITIES: readonly Activity[] = buildActivities();

/** An activity's window (epoch ms) and the same days as the rules text says them. */
export type ActivityPeriod = { startTime: number; endTime: number; text: string };

/** Every activity runs through November and December 2026 (São Paulo days)... */
const DEFAULT_PERIOD: ActivityPeriod = {
  startTime: saoPauloTime(2026, 11, 1),
  endTime: saoPauloTime(2027, 1, 1) - SECOND,
  text: '01/11/2026 a 31/12/2026',
};

/**
 * ...but these. CHOICE (/promotion "Encerradas"): the slots tournament ended on 15/11/2026, a week
 * before FIXED_NOW, so visitors and players both see an ended promotion.
 */
const PERIODS: Record<number, ActivityPeriod> = {
  16: {
    startTime: saoPauloTime(2026, 10, 1),
    endTime: saoPauloTime(2026, 11, 16) - SECOND,
    text: '01/10/2026 a 15/11/2026',
  },
};

/** The window of the activity of `type` (the list answer's period and valid flag, the detail's). */
export function activityPeriod(type: number): ActivityPeriod {
  return PERIODS[type] ?? DEFAULT_PERIOD;
}

/**
 * Activity list as a visitor or a player sees it (spec 6): hidden types never, and visitors only
 * loginShow 1. `category` filters one tab.
 */
export function visibleActivities(loggedIn: boolean, category?: number): Activity[] {
  return ACTIVITIES.filter(
    (a) =>
      !isHiddenActivityType(a.type) &&
      (loggedIn || a.loginShow === 1) &&
      (category === undefined || a.category === category),
  );
}

/** activityParticipation: the activities the demo player takes part in. */
export function buildParticipation(): ActivityParticipation[] {
  return ACTIVITIES.filter((a) => a.participationStatus !== ParticipationStatus.none).map((a) => ({
    activityId: a.id,
    type: a.type,
    participationStatus: a.participationStatus,
  }));
}

/** The bonus an activity pays out (deterministic per activity: R$ 5 to R$ 50). */
export function activityBonusAmount(activityId: number): number {
  return 5 + (hashSeed(`bonus:${activityId}`) % 46);
}

/**
 * CHOICE (contract ActivityProgress): how the demo world measures each activity's goal. Types
 * counted in steps (7 check-in days, 5 invited friends, 10 bets...) say so; the others count BRL
 * bet in the period, R$ 100 to R$ 500 by type.
 */
const COUNT_GOALS: Record<number, { target: number; what: string }> = {
  5: { target: 5, what: 'Amigos convidados' },
  8: { target: 3, what: 'Giros na roleta' },
  14: { target: 3, what: 'Raspadinhas' },
  15: { target: 10, what: 'Convidados válidos' },
  21: { target: 7, what: 'Dias de check-in' },
};

export type ActivityGoal = { target: number; unit: 'money' | 'count' };

export function activityGoal(type: number): ActivityGoal {
  const count = COUNT_GOALS[type];
  return count
    ? { target: count.target, unit: 'count' }
    : { target: 100 * (1 + (type % 5)), unit: 'money' };
}

const brl = (amount: number) =>
  `R$ ${amount.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The reward table (contract ActivityReward): three tiers at a quarter, half and all of the
 * goal; the last pays the activity's bonus (what a claim credits, world/activities.ts).
 */
export function activityRewards(
  activity: Pick<Activity, 'id' | 'type'>,
): ActivityDetail['rewards'] {
  const goal = activityGoal(activity.type);
  const bonus = activityBonusAmount(activity.id);
  const what = COUNT_GOALS[activity.type]?.what;
  return [0.25, 0.5, 1].map((share, index) => {
    const reach =
      goal.unit === 'count' ? Math.max(1, Math.round(goal.target * share)) : goal.target * share;
    return {
      condition:
        goal.unit === 'count'
          ? `${what ?? 'Participações'}: ${reach}`
          : `Apostas no período: ${brl(reach)}`,
      amount: index === 2 ? bonus : Math.max(1, Math.round(bonus * share)),
    };
  });
}

/**
 * Activity details: each activity with its rules, reward table and a window around FIXED_NOW.
 * Progress and the claimable amount belong to the player (world/activities.ts fills them in).
 */
export function buildActivityDetails(): ActivityDetail[] {
  return ACTIVITIES.map((a, i) => {
    const seed = SEEDS[i];
    return {
      ...a,
      content: `<h2>${a.activityLang.title}</h2><p>${seed?.rules ?? ''}</p><p>Válido de ${activityPeriod(a.type).text}.</p>`,
      startTime: activityPeriod(a.type).startTime,
      endTime: activityPeriod(a.type).endTime,
      rewards: activityRewards(a),
      progress: null,
      claimableAmount: null,
    };
  });
}

export const ACTIVITY_DETAILS: readonly ActivityDetail[] = buildActivityDetails();

// ---------------------------------------------------------------------------------------------
// Four-step deposit (spec 3, 4: steps 1-4 of paySuccessTimes; hidden at 4 or when absent)

const FOUR_STEPS = [
  { rla: 100, rr: 100 },
  { rla: 200, rr: 50 },
  { rla: 300, rr: 30 },
  { rla: 500, rr: 20 },
];

/** The demo player made one deposit of the four: step 2 is next. */
export const FOUR_PAY_ACTIVITY: FourPayActivity = {
  id: activityIdOf(FOUR_STEP_DEPOSIT.type),
  paySuccessTimes: 1,
  validEndTime: fromNow(5 * DAY + 6 * HOUR),
  payFourTimesSetList: FOUR_STEPS,
};

/** Fresh account: no deposit yet. */
export const FOUR_PAY_ACTIVITY_FRESH: FourPayActivity = {
  ...FOUR_PAY_ACTIVITY,
  paySuccessTimes: 0,
};

/** All four deposits made: the card must hide (spec 4). */
export const FOUR_PAY_ACTIVITY_DONE: FourPayActivity = { ...FOUR_PAY_ACTIVITY, paySuccessTimes: 4 };

// ---------------------------------------------------------------------------------------------
// Red packets (spec 3, 4)

/** Red number of the open round, sent back by the claim (spec 7 claim (redNumber)). */
export const RED_PACKET_RED_NUMBER = 'RP202611221200';

/** 12:00 in São Paulo: the noon round is open for 9 min 30 s more. */
export const RED_PACKET_CLAIMABLE: RedPacketState = {
  claimable: true,
  countdown: 9 * MINUTE + 30 * SECOND,
  redNumber: RED_PACKET_RED_NUMBER,
};

/** Between rounds: the next opens at 18:00 São Paulo, 6 h after FIXED_NOW. */
export const RED_PACKET_WAITING: RedPacketState = {
  claimable: false,
  countdown: 6 * HOUR,
  redNumber: 'RP202611221800',
};

/**
 * Red envelope (type 4 detail). CHOICE: redEnvelopesStatus 0 not started, 1 can open, 2 opened,
 * 3 ended; countDown in milliseconds to the next change.
 */
export const RED_ENVELOPE_OPEN: RedEnvelope = { redEnvelopesStatus: 1, countDown: 9 * MINUTE };
export const RED_ENVELOPE_NOT_STARTED: RedEnvelope = { redEnvelopesStatus: 0, countDown: 6 * HOUR };
export const RED_ENVELOPE_OPENED: RedEnvelope = { redEnvelopesStatus: 2, countDown: 6 * HOUR };

/** The new red packet (type 39) detail: contract.ts `NewRedPacketDetail`. */
export type { NewRedPacketDetail };

export const NEW_RED_PACKET: NewRedPacketDetail = {
  id: 39001,
  activityId: activityIdOf(39),
  redNumber: 'NRP-20261122-01',
  status: 1,
  minAmount: 1,
  maxAmount: 88,
  currency: 'BRL',
  countDown: 14 * MINUTE + 45 * SECOND,
  totalCount: 1000,
  remainingCount: 412,
  receivedAmount: null,
};

export const NEW_RED_PACKET_RECEIVED: NewRedPacketDetail = {
  ...NEW_RED_PACKET,
  status: 2,
  remainingCount: 411,
  receivedAmount: 7.77,
};

/** Between rounds: the next packet opens at 18:00 São Paulo, 6 h after FIXED_NOW. */
export const NEW_RED_PACKET_WAITING: NewRedPacketDetail = {
  ...NEW_RED_PACKET,
  redNumber: 'NRP-20261122-02',
  status: 0,
  countDown: 6 * HOUR,
  remainingCount: 1000,
};

// ---------------------------------------------------------------------------------------------
// Scratch ticket (spec 3; spec 9 counter rises about 0.3-0.4 per second from this amount)

export const SCRATCH_TICKET: ScratchTicket = { initialRewardAmount: 18452.37 };

/**
 * The scratch cards every player holds (contract ScratchCardDetails CHOICE): three hidden
 * prizes, R$ 12,50 in all; combining them (at least 2) pays 20 % more. The combined card's id.
 */
export const SCRATCH_CARDS = [
  { id: 1, prizeAmount: 2.5 },
  { id: 2, prizeAmount: 4 },
  { id: 3, prizeAmount: 6 },
] as const;
export const SCRATCH_COMBINED_ID = 4;
export const SCRATCH_COMBINE = { multiplier: 1.2, min: 2 } as const;

// ---------------------------------------------------------------------------------------------
// First-pay limited time (type 7; spec 4: gone after registration time + the largest tl)

/** A limited-time set with its reward (CHOICE extra fields rr percent, rla max, minPay). */
export type FirstPayLimitSetDetail = FirstPayLimitSet & { rr: number; rla: number; minPay: number };

export const FIRST_PAY_ACTIVITY: FirstPayActivity & {
  limitTimeFirstPaySets: FirstPayLimitSetDetail[];
} = {
  id: activityIdOf(7),
  limitTimeFirstPaySets: [
    { tl: 30, rr: 100, rla: 200, minPay: 20 },
    { tl: 120, rr: 50, rla: 150, minPay: 20 },
    { tl: 1440, rr: 20, rla: 100, minPay: 20 },
  ],
};

// ---------------------------------------------------------------------------------------------
// Seven-day sign-in (type 21)

/** The seven-day sign-in detail: contract.ts `SevenDaySignDetail` (days are `SignDay`). */
export type { SevenDaySignDetail, SignDay };

const SIGN_REWARDS = [0.5, 1, 1.5, 2, 3, 5, 8];

/** The demo player signed in two days in a row and can sign day 3 today. */
export function buildSevenDaySign(signedDays = 2, todaySigned = false): SevenDaySignDetail {
  return {
    activityId: activityIdOf(21),
    currency: 'BRL',
    signedDays,
    todaySigned,
    days: SIGN_REWARDS.map((reward, i) => ({
      day: i + 1,
      reward,
      status: i < signedDays ? 1 : i === signedDays && !todaySigned ? 2 : 3,
    })),
    chestReward: 18,
    chestOpened: false,
  };
}

export const SEVEN_DAY_SIGN: SevenDaySignDetail = buildSevenDaySign();

// ---------------------------------------------------------------------------------------------
// VIP

/** A VIP level with its thresholds and rewards (CHOICE fields beyond the contract's VipLevel). */
export type VipLevelDetail = VipLevel & {
  requiredDeposit: number;
  upgradeBonus: number;
  weeklyBonus: number;
  monthlyBonus: number;
  dailyWithdrawLimit: number;
};

const VIP_BET = [0, 1e3, 5e3, 2e4, 5e4, 15e4, 4e5, 1e6, 25e5, 6e6, 15e6];
const VIP_DEPOSIT = [0, 100, 500, 2e3, 5e3, 15e3, 4e4, 1e5, 25e4, 6e5, 15e5];
const VIP_REBATE = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.35, 1.5];
const VIP_UPGRADE = [0, 5, 18, 58, 128, 388, 888, 1888, 3888, 8888, 18888];

export function buildVipLevels(): VipLevelDetail[] {
  return VIP_BET.map((requiredBet, level) => ({
    level,
    name: `VIP ${level}`,
    requiredBet,
    rebateRate: VIP_REBATE[level] ?? 0,
    requiredDeposit: VIP_DEPOSIT[level] ?? 0,
    upgradeBonus: VIP_UPGRADE[level] ?? 0,
    weeklyBonus: level === 0 ? 0 : level * level * 5,
    monthlyBonus: level === 0 ? 0 : level * level * 20,
    dailyWithdrawLimit: 5000 + level * 5000,
  }));
}

export const VIP_LEVELS: readonly VipLevelDetail[] = buildVipLevels();

/** CHOICE: the player's VIP standing (memberLevel page) and the rebates waiting to be claimed. */
export type MemberVip = {
  level: number;
  totalBet: number;
  totalDeposit: number;
  dayRebate: number;
  weekRebate: number;
  monthRebate: number;
};

export const DEMO_MEMBER_VIP: MemberVip = {
  level: 3,
  totalBet: 27450.8,
  totalDeposit: 3200,
  dayRebate: 12.34,
  weekRebate: 58.1,
  monthRebate: 0,
};

// ---------------------------------------------------------------------------------------------
// Redemption codes

/** CHOICE: 1 unused (valid), 2 used, 3 expired. */
export type RedemptionCode = {
  code: string;
  amount: number;
  currency: string;
  status: 1 | 2 | 3;
  expireTime: number;
  usedTime: number | null;
};

export const REDEMPTION_CODES: readonly RedemptionCode[] = [
  {
    code: 'VITRINE10',
    amount: 10,
    currency: 'BRL',
    status: 1,
    expireTime: fromNow(7 * DAY),
    usedTime: null,
  },
  {
    code: 'BEMVINDO5',
    amount: 5,
    currency: 'BRL',
    status: 2,
    expireTime: fromNow(30 * DAY),
    usedTime: ago(10 * DAY),
  },
  {
    code: 'NATAL2025',
    amount: 25,
    currency: 'BRL',
    status: 3,
    expireTime: Date.UTC(2026, 0, 1, 2, 59, 59),
    usedTime: null,
  },
];

// ---------------------------------------------------------------------------------------------
// Invites (spec 7 getInviteFriendsRes, getNextMemberList)

/** Spec 5 masking: longer than 4 characters keeps the first 2 and the last, 3 stars between. */
export function maskUserNo(userNo: string): string {
  return userNo.length > 4 ? `${userNo.slice(0, 2)}***${userNo.slice(-1)}` : userNo;
}

export const INVITE_REWARD_PER_FRIEND = 20;

/** The demo player's invitees: 23 friends over the last 60 days, 9 of them deposited. */
export function buildInvitees(count = 23): InvitedMember[] {
  const rng = createRng(5501);
  return Array.from({ length: count }, (_, i) => {
    const userNo = `55${String(rng.int(100000, 999999))}${i % 10}`;
    return {
      userNo: maskUserNo(userNo),
      registerTime: ago(Math.round(((i + 1) * 60 * DAY) / (count + 1)) + rng.int(0, 8) * HOUR),
      firstCharge: i % 5 === 1 || i % 5 === 3,
    };
  });
}

export const INVITEES: readonly InvitedMember[] = buildInvitees();

/**
 * Friends invited before the seed's 60 days (the 'many-invitees' scenario): `count` of them, one
 * every 2 days from 61 days ago back, four in five of them deposited.
 */
export function olderInvitees(count: number): InvitedMember[] {
  const rng = createRng(5502);
  return Array.from({ length: count }, (_, i) => ({
    userNo: maskUserNo(`56${String(rng.int(100000, 999999))}${i % 10}`),
    registerTime: ago((61 + 2 * i) * DAY + rng.int(0, 8) * HOUR),
    firstCharge: i % 5 !== 4,
  }));
}

export const DEMO_INVITE: InviteFriendsRes & { validCount: number; todayReward: number } = {
  inviteCode: 'VTR7K2',
  inviteUrl: 'https://vitrine.example/u/VTR7K2',
  inviteCount: INVITEES.length,
  validCount: INVITEES.filter((m) => m.firstCharge).length,
  totalReward: INVITEES.filter((m) => m.firstCharge).length * INVITE_REWARD_PER_FRIEND,
  todayReward: 0,
};
