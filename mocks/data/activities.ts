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
import { ago, DAY, FIXED_NOW, fromNow, HOUR, MINUTE, SECOND } from './clock';
import type { GlyphName } from './glyphs';
import { activityIcon, BANNER_SIZE, bannerImage } from './logos';
import { createRng, hashSeed } from './prng';
import {
  activityPeriod,
  type FirstPayLimitSetDetail,
  brl,
  brlShort,
  CARNIVAL_REWARDS,
  DEPOSIT_BONUS_TIERS,
  FIRST_PAY_SETS,
  FOUR_STEP_END,
  FOUR_STEP_SETS,
  hoursPt,
  INVITE_REWARD_PER_FRIEND,
  listPt,
  LOTTERY_PRIZES,
  minutesPt,
  NEW_RED_PACKET_PRIZE,
  percent,
  prizePool,
  RANKING_PRIZES,
  RED_ENVELOPE_AMOUNT,
  RED_PACKET_ROUNDS,
  RESCUE_TERMS,
  SCRATCH_CARDS,
  SCRATCH_COMBINE,
  SECOND_DEPOSIT_TIER,
  SIGN_CHEST_REWARD,
  SIGN_REWARDS,
  tierTop,
  TOTAL_PAY_TIERS,
  TREASURE_BOXES,
  VIP_BET,
  VIP_DEPOSIT,
  VIP_REBATE,
  VIP_UPGRADE,
  WHEEL_FACTOR,
  WHEEL_PRIZES,
  WHEEL_SPINS,
} from './promoTerms';

// The terms the seed used to define here, for the modules that read them from this one.
export {
  activityPeriod,
  INVITE_REWARD_PER_FRIEND,
  SCRATCH_CARDS,
  SCRATCH_COMBINE,
  SCRATCH_COMBINED_ID,
  type ActivityPeriod,
  type FirstPayLimitSetDetail,
} from './promoTerms';

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

/** "12h, 18h, 21h e 23h": the day's red-envelope and red-packet rounds. */
const ROUND_HOURS = hoursPt(RED_PACKET_ROUNDS);
const TOP_VIP = VIP_REBATE.length - 1;
const DEPOSIT_TOP = tierTop(DEPOSIT_BONUS_TIERS);
const BET_DAY = prizePool(RANKING_PRIZES['bet:day'] ?? []);
const BET_WEEK = prizePool(RANKING_PRIZES['bet:week'] ?? []);
const INVITE_DAY = prizePool(RANKING_PRIZES['invite:day'] ?? []);
const INVITE_WEEK = prizePool(RANKING_PRIZES['invite:week'] ?? []);
const SUPER_DAY = prizePool(RANKING_PRIZES.superMemberDay ?? []);
const firstPrize = (key: string) => brl(RANKING_PRIZES[key]?.[0]?.reward ?? 0);
const scratchPrizes = SCRATCH_CARDS.map((card) => card.prizeAmount);
const treasureBoxes = Object.values(TREASURE_BOXES);
const ordinal = (n: number) => `${n}º`;
/** The spins that earn the wheel's activity bonus: a day's free turntable spins (GOALS below). */
const WHEEL_GOAL_SPINS = WHEEL_SPINS.turntable;
const ENDED_TOURNAMENT = activityPeriod(16).text.split(' a ')[1] ?? '';

/**
 * The activities. Every number a tagline or a rule says is read from the terms the world applies
 * (promoTerms.ts), so the two cannot disagree.
 */
const SEEDS: readonly ActivitySeed[] = [
  {
    type: 3,
    category: 1,
    loginShow: 1,
    participationStatus: 1,
    title: 'Clube VIP',
    abbreviation: 'VIP',
    glyph: 'crown',
    tagline: `Cashback de até ${percent(VIP_REBATE[TOP_VIP] ?? 0)} das apostas`,
    rules:
      'Suba de nível com apostas e depósitos. Cada nível alcançado paga uma vez o seu bônus de ' +
      `promoção (até ${brl(VIP_UPGRADE[TOP_VIP] ?? 0)} no VIP ${TOP_VIP}) e aumenta a taxa do ` +
      `cashback das apostas (de ${percent(VIP_REBATE[0] ?? 0)} no VIP 0 a ` +
      `${percent(VIP_REBATE[TOP_VIP] ?? 0)} no VIP ${TOP_VIP}). O bônus de nível e o cashback ` +
      'diário, semanal e mensal do clube são resgatados na página do Clube VIP.',
  },
  {
    type: 4,
    category: 1,
    loginShow: 1,
    participationStatus: 1,
    title: 'Chuva de envelopes',
    abbreviation: 'Envelopes',
    glyph: 'packet',
    tagline: `Todo dia às ${ROUND_HOURS}`,
    rules:
      `A chuva cai todo dia às ${ROUND_HOURS} (horário de Brasília). Abra o seu envelope em ` +
      `uma das rodadas: um envelope por dia, de ${brl(RED_ENVELOPE_AMOUNT)}.`,
  },
  {
    type: 5,
    category: 1,
    loginShow: 1,
    participationStatus: 0,
    title: 'Indique e ganhe',
    abbreviation: 'Indicar',
    glyph: 'people',
    tagline: `${brlShort(INVITE_REWARD_PER_FRIEND)} por amigo que depositar`,
    rules:
      `Compartilhe seu link. Você ganha ${brl(INVITE_REWARD_PER_FRIEND)} por amigo que se ` +
      'cadastrar com ele e fizer o primeiro depósito. Os ganhos ficam na Central de benefícios ' +
      'até você transferi-los para a carteira.',
  },
  {
    type: 39,
    category: 1,
    loginShow: 1,
    participationStatus: 1,
    title: 'Envelope da sorte',
    abbreviation: 'Sorte',
    glyph: 'gift',
    tagline: `Um envelope novo às ${ROUND_HOURS}`,
    rules:
      `Um envelope novo todo dia às ${ROUND_HOURS} (horário de Brasília). Receba o seu antes ` +
      `do fim da contagem e ganhe de ${brl(NEW_RED_PACKET_PRIZE.min)} a ` +
      `${brl(NEW_RED_PACKET_PRIZE.max)}.`,
  },
  {
    type: 6,
    category: 2,
    loginShow: 1,
    participationStatus: 2,
    title: 'Bônus de depósito',
    abbreviation: 'Depósito',
    glyph: 'coin',
    tagline: `Até ${percent(DEPOSIT_TOP.rate)} de bônus em cada depósito`,
    rules:
      `Cada depósito a partir de ${brl(DEPOSIT_TOP.min)} recebe o bônus da maior faixa que ` +
      'alcançar: ' +
      DEPOSIT_BONUS_TIERS.map(
        (tier) =>
          `a partir de ${brl(tier.minAmount)}, ${percent(tier.rate)} (até ${brl(tier.maxReward)})`,
      ).join('; ') +
      '.',
  },
  {
    type: 7,
    category: 2,
    loginShow: 0,
    participationStatus: 2,
    title: 'Primeiro depósito relâmpago',
    abbreviation: '1º depósito',
    glyph: 'flame',
    tagline:
      `1º depósito em até ${minutesPt(FIRST_PAY_SETS[0]?.tl ?? 0)}: ` +
      `${percent(FIRST_PAY_SETS[0]?.rr ?? 0)} até ${brlShort(FIRST_PAY_SETS[0]?.rla ?? 0)}`,
    rules:
      `Vale para o primeiro depósito da conta, a partir de ${brl(FIRST_PAY_SETS[0]?.minPay ?? 0)}, ` +
      'contando do cadastro: ' +
      FIRST_PAY_SETS.map(
        (set) => `em até ${minutesPt(set.tl)}, ${percent(set.rr)} (até ${brl(set.rla)})`,
      ).join('; ') +
      `. Quanto mais cedo, maior o bônus; depois de ${minutesPt(FIRST_PAY_SETS.at(-1)?.tl ?? 0)} ` +
      'a oferta termina. Não se soma ao bônus do 1º depósito do Bônus de 4 depósitos: ' +
      'vale o maior dos dois.',
  },
  {
    type: 13,
    category: 2,
    loginShow: 1,
    participationStatus: 0,
    title: 'Bônus no 2º depósito',
    abbreviation: '2º depósito',
    glyph: 'percent',
    tagline: secondDepositTagline(),
    rules:
      `Vale para o segundo depósito, a partir de ${brl(SECOND_DEPOSIT_TIER.minAmount)}: ` +
      `${percent(SECOND_DEPOSIT_TIER.rate)} de bônus, até ${brl(SECOND_DEPOSIT_TIER.maxReward)}, ` +
      'creditado junto com o depósito. É a 2ª etapa do Depósito em 4 etapas.',
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
    rules:
      'O total dos seus depósitos libera um prêmio em cada faixa: ' +
      TOTAL_PAY_TIERS.map((tier) => `${brl(tier.reward)} com ${brl(tier.amount)} depositados`).join(
        '; ',
      ) +
      '. Resgate cada faixa alcançada uma vez, até o fim do período.',
  },
  {
    type: 9,
    category: 3,
    loginShow: 1,
    participationStatus: 2,
    title: 'Ranking de apostas',
    abbreviation: 'Ranking',
    glyph: 'trophy',
    tagline: `Top ${BET_DAY.lastRank} do dia dividem ${brlShort(BET_DAY.total)}`,
    rules:
      'O ranking soma as apostas de cada dia e de cada semana (de segunda a domingo, horário de ' +
      `Brasília). No ranking do dia, os ${BET_DAY.lastRank} primeiros dividem ` +
      `${brl(BET_DAY.total)} (${firstPrize('bet:day')} para o 1º lugar); no da semana, os ` +
      `${BET_WEEK.lastRank} primeiros dividem ${brl(BET_WEEK.total)} ` +
      `(${firstPrize('bet:week')} para o 1º). Quando o período fecha, resgate o seu prêmio ` +
      'nesta página.',
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
    rules:
      `Você tem ${SCRATCH_CARDS.length} raspadinhas, cada uma com um prêmio em dinheiro ` +
      `escondido (de ${brl(Math.min(...scratchPrizes))} a ${brl(Math.max(...scratchPrizes))}). ` +
      'Raspe para revelar o prêmio e saque os prêmios revelados para a carteira. Ou junte pelo ' +
      `menos ${SCRATCH_COMBINE.min} raspadinhas ainda fechadas em uma só: ela paga a soma dos ` +
      `prêmios com ${percent(Math.round((SCRATCH_COMBINE.multiplier - 1) * 100))} a mais.`,
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
    rules:
      'Conta os amigos convidados que fizeram o primeiro depósito. No ranking do dia, os ' +
      `${INVITE_DAY.lastRank} primeiros ganham prêmios (${firstPrize('invite:day')} para o ` +
      `1º); no da semana, os ${INVITE_WEEK.lastRank} primeiros (${firstPrize('invite:week')} ` +
      'para o 1º). Quando o período fecha, resgate o seu prêmio nesta página.',
  },
  {
    type: 16,
    category: 3,
    loginShow: 1,
    participationStatus: 0,
    title: 'Torneio de slots',
    abbreviation: 'Torneio',
    glyph: 'seven',
    // Ended (its period): every text says so in the past tense, none invites to play.
    tagline: `Encerrado em ${ENDED_TOURNAMENT}`,
    rules:
      `Este torneio terminou em ${ENDED_TOURNAMENT}. Durante o período, os slots ` +
      'participantes davam pontos pelo maior multiplicador de cada rodada.',
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
    rules:
      'Códigos divulgados nas redes sociais. Cada código vale uma vez por conta, até a data de ' +
      'validade dele.',
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
    rules:
      'Os baús abrem com amigos convidados que fizeram o primeiro depósito: ' +
      listPt(
        treasureBoxes.map(
          (box, i) =>
            `o ${ordinal(i + 1)} com ${box.invitesNeeded} ${box.invitesNeeded === 1 ? 'amigo' : 'amigos'} (${brl(box.reward)})`,
        ),
      ) +
      '. Cada baú abre uma vez.',
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
    rules:
      `No Super dia, os ${SUPER_DAY.lastRank} membros que mais apostam ganham prêmios ` +
      `(${firstPrize('superMemberDay')} para o 1º) e cada membro tem um sorteio por dia, de ` +
      `${brl(Math.min(...LOTTERY_PRIZES))} a ${brl(Math.max(...LOTTERY_PRIZES))}.`,
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
    rules:
      'Cada tarefa de carnaval cumprida soma pontos. O que os pontos valem: ' +
      CARNIVAL_REWARDS.map(
        (r) => `${r.points.toLocaleString('pt-BR')} pontos, ${brl(r.amount)}`,
      ).join('; ') +
      '.',
  },
  {
    type: 8,
    category: 4,
    loginShow: 1,
    participationStatus: 1,
    title: 'Roleta da sorte',
    abbreviation: 'Roleta',
    glyph: 'wheel',
    tagline: `${WHEEL_SPINS.turntable} giros grátis por dia`,
    rules:
      `Na roleta da sorte você tem ${WHEEL_SPINS.turntable} giros grátis por dia; na roda ` +
      `diária, ${WHEEL_SPINS.day} por dia; na roda mensal, ${WHEEL_SPINS.month} por mês (os ` +
      'giros renovam às 00:00, horário de Brasília). A roleta paga de ' +
      `${brl(Math.min(...WHEEL_PRIZES))} a ${brl(Math.max(...WHEEL_PRIZES))}, a roda diária ` +
      `${WHEEL_FACTOR.day} vezes isso e a roda mensal ${WHEEL_FACTOR.month} vezes. Bônus da ` +
      `atividade: ao usar ${WHEEL_GOAL_SPINS} giros na roleta, resgate uma vez ` +
      `${brl(activityBonusAmount(activityIdOf(8)))}.`,
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
    rules:
      `Faça check-in ${SIGN_REWARDS.length} dias seguidos: ${brl(SIGN_REWARDS[0] ?? 0)} no 1º ` +
      `dia, subindo até ${brl(SIGN_REWARDS.at(-1) ?? 0)} no ${ordinal(SIGN_REWARDS.length)}. ` +
      `Com os ${SIGN_REWARDS.length} dias feitos, abra o baú da semana e ganhe mais ` +
      `${brl(SIGN_CHEST_REWARD)}. Perdeu um dia? A sequência recomeça.`,
  },
  {
    type: 12,
    category: 4,
    loginShow: 0,
    // Credited by itself at 00:00 (world/activities.ts everydayBetRebate): nothing ever waits
    // to be claimed, so it is in progress, never "reward waiting".
    participationStatus: 2,
    title: 'Cashback diário',
    abbreviation: 'Cashback',
    glyph: 'percent',
    tagline: 'Parte das apostas volta sozinha para você',
    rules:
      'Todo dia, o total apostado rende um cashback pela taxa do seu nível VIP (de ' +
      `${percent(VIP_REBATE[0] ?? 0)} a ${percent(VIP_REBATE[TOP_VIP] ?? 0)}). Ele é creditado ` +
      'sozinho no seu saldo às 00:00 (horário de Brasília): não é preciso resgatar. O cashback ' +
      'diário, semanal e mensal do Clube VIP é outro benefício, resgatado na página do Clube VIP.',
  },
  {
    type: 1,
    category: 4,
    loginShow: 1,
    participationStatus: 0,
    title: 'Resgate diário',
    abbreviation: 'Resgate',
    glyph: 'coin',
    tagline: `Recupere ${percent(RESCUE_TERMS.day.rate)} das perdas de ontem`,
    rules:
      `Perdeu ${brl(RESCUE_TERMS.day.minLoss)} ou mais ontem (perdas líquidas, horário de ` +
      `Brasília)? Recupere ${percent(RESCUE_TERMS.day.rate)} delas. Resgate até o fim de hoje.`,
  },
  {
    type: 2,
    category: 4,
    loginShow: 1,
    participationStatus: 0,
    title: 'Resgate semanal',
    abbreviation: 'Semanal',
    glyph: 'coin',
    tagline: `Recupere ${percent(RESCUE_TERMS.week.rate)} das perdas da semana`,
    rules:
      `Perdeu ${brl(RESCUE_TERMS.week.minLoss)} ou mais na semana passada (de segunda a ` +
      `domingo, perdas líquidas)? Recupere ${percent(RESCUE_TERMS.week.rate)} delas. Resgate ` +
      'até o fim desta semana.',
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
    rules: 'Missões novas todo dia, renovadas às 00:00 (horário de Brasília).',
  },
  {
    type: FOUR_STEP_DEPOSIT.type,
    category: 6,
    loginShow: 0,
    participationStatus: 2,
    title: 'Depósito em 4 etapas',
    abbreviation: '4 etapas',
    glyph: 'rocket',
    tagline: `Bônus em cada um dos ${FOUR_STEP_SETS.length} primeiros depósitos`,
    rules:
      'Cada um dos quatro primeiros depósitos recebe o bônus da sua etapa, creditado junto com ' +
      'o depósito: ' +
      FOUR_STEP_SETS.map(
        (step, i) => `${ordinal(i + 1)}, ${percent(step.rr)} (até ${brl(step.rla)})`,
      ).join('; ') +
      '.',
  },
];

/** "Ganhe 50% até R$ 200": the second-deposit offer as its tagline and pop-up say it. */
export function secondDepositTagline(): string {
  return `Ganhe ${percent(SECOND_DEPOSIT_TIER.rate)} até ${brlShort(SECOND_DEPOSIT_TIER.maxReward)}`;
}

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
 * CHOICE (contract ActivityProgress): the generic goal: reach `target`, then the activity claim
 * (getActivityBonus, world/activities.ts) pays `activityBonusAmount` once. Only the lucky wheel
 * has one (use the day's free spins; its rules say so). Every other activity pays through its
 * own mechanics (the deposit bonus, the envelope, the scratch cards, the rankings...), so it has
 * no goal, no progress and no generic reward table: a table of made-up bet goals there would
 * contradict the activity's own rules.
 */
const GOALS: Record<number, { target: number; what: string }> = {
  8: { target: WHEEL_GOAL_SPINS, what: 'Giros na roleta' },
};

export type ActivityGoal = { target: number; unit: 'money' | 'count' };

/** The generic goal of activity `type`, or null when it pays through its own mechanics. */
export function activityGoal(type: number): ActivityGoal | null {
  const goal = GOALS[type];
  return goal ? { target: goal.target, unit: 'count' } : null;
}

/**
 * The reward table (contract ActivityReward): one row, the goal and the bonus its claim pays (the
 * world pays nothing for part of the way), for the activities with a generic goal; none for the
 * others (their own view and rules say what they pay).
 */
export function activityRewards(
  activity: Pick<Activity, 'id' | 'type'>,
): ActivityDetail['rewards'] {
  const goal = GOALS[activity.type];
  return goal
    ? [{ condition: `${goal.what}: ${goal.target}`, amount: activityBonusAmount(activity.id) }]
    : [];
}

/** The rules' last line: the period, said as over once it ended before the data's instant. */
function periodLine(type: number): string {
  const period = activityPeriod(type);
  return period.endTime < FIXED_NOW
    ? `Encerrada. Período: ${period.text}.`
    : `Válido de ${period.text}.`;
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
      content: `<h2>${a.activityLang.title}</h2><p>${seed?.rules ?? ''}</p><p>${periodLine(a.type)}</p>`,
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

/** The demo player made one deposit of the four: step 2 is next. */
export const FOUR_PAY_ACTIVITY: FourPayActivity = {
  id: activityIdOf(FOUR_STEP_DEPOSIT.type),
  paySuccessTimes: 1,
  validEndTime: FOUR_STEP_END,
  payFourTimesSetList: FOUR_STEP_SETS.map((step) => ({ ...step })),
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
  minAmount: NEW_RED_PACKET_PRIZE.min,
  maxAmount: NEW_RED_PACKET_PRIZE.max,
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

// The scratch cards every player holds: SCRATCH_CARDS and SCRATCH_COMBINE (promoTerms.ts).

// ---------------------------------------------------------------------------------------------
// First-pay limited time (type 7; spec 4: gone after registration time + the largest tl)

/** The limited-time sets with their reward (CHOICE extra fields rr percent, rla max, minPay). */
export const FIRST_PAY_ACTIVITY: FirstPayActivity & {
  limitTimeFirstPaySets: FirstPayLimitSetDetail[];
} = {
  id: activityIdOf(7),
  limitTimeFirstPaySets: FIRST_PAY_SETS.map((set) => ({ ...set })),
};

// ---------------------------------------------------------------------------------------------
// Seven-day sign-in (type 21)

/** The seven-day sign-in detail: contract.ts `SevenDaySignDetail` (days are `SignDay`). */
export type { SevenDaySignDetail, SignDay };

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
    chestReward: SIGN_CHEST_REWARD,
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
