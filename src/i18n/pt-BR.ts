/**
 * pt-BR catalog: the default and complete language. Every string a player reads lives here or
 * in an area module under messages/. Keys are typed from all of them, so any other catalog must
 * provide exactly the same keys.
 *
 * Two kinds of area: the ones spread below are in the first load (shell, primitives, home).
 * Lazy areas (only `import type` here) belong to code that loads on demand (pop-ups, other
 * routes): their module registers its messages with `registerMessages` when it loads, and every
 * file that uses one of their keys imports that module (src/i18n/lazyAreas.test.ts checks it).
 */
import { displayMessages } from './messages/display';
import { formatMessages } from './messages/format';
import { coreMessages } from './messages/core';
import { shellMessages } from './messages/shell';
import { homeFeedMessages } from './messages/homeFeed';
import { gamesMessages } from './messages/games';
import { homeMessages } from './messages/home';
import type { globalOverlaysMessages } from './messages/globalOverlays';
import type { authMessages } from './messages/auth';
import type { recordsMessages } from './messages/records';
import type { activityPopupsMessages } from './messages/activityPopups';
import type { floatsMessages } from './messages/floats';
import type { gameScreensMessages } from './messages/gameScreens';
import type { homeLowerMessages } from './messages/homeLower';
import type { shellExtrasMessages } from './messages/shellExtras';
import type { uiExtrasMessages } from './messages/uiExtras';
import type { cashierMessages } from './messages/cashier';
import type { depositMessages } from './messages/deposit';
import type { withdrawMessages } from './messages/withdraw';
import type { exchangeMessages } from './messages/exchange';
import type { walletMessages } from './messages/wallet';
import type { contentMessages } from './messages/content';
import type { vipMessages } from './messages/vip';
import type { inviteMessages } from './messages/invite';
import type { personMessages } from './messages/person';
import type { inboxMessages } from './messages/inbox';
import type { settingsMessages } from './messages/settings';
import type { consentMessages } from './messages/consent';
import type { redPacketFollowerMessages } from './messages/redPacketFollower';
import type { activityDetailMessages } from './messages/activityDetail';
import type { depositPromosMessages } from './messages/depositPromos';
import type { activityHubMessages } from './messages/activityHub';
import type { welfareMessages } from './messages/welfare';
import type { promotionMessages } from './messages/promotion';
import type { scratchMessages } from './messages/scratch';
import type { rankingsMessages } from './messages/rankings';
import type { wheelMessages } from './messages/wheel';
import type { rebatesMessages } from './messages/rebates';
import type { tasksMessages } from './messages/tasks';
import type { pwaWorkerMessages } from './messages/pwaWorker';
import type { installMessages } from './messages/install';
import type { pushMessages } from './messages/push';
import type { libraryMessages } from './messages/library';

export const ptBR = {
  'common.loading': 'Carregando…',
  'common.close': 'Fechar',
  'common.retry': 'Tentar novamente',
  'common.clear': 'Limpar',
  'common.back': 'Voltar',
  'empty.fail.title': 'Algo deu errado',
  'empty.fail.description': 'Não foi possível carregar as informações.',
  'empty.empty_data.title': 'Nada por aqui ainda',
  'empty.empty_data.description': 'Quando houver novidades, elas aparecem aqui.',
  'empty.area_limit.title': 'Indisponível na sua região',
  'empty.area_limit.description': 'Este conteúdo não está disponível para a sua localização.',
  'empty.network_error.title': 'Sem conexão',
  'empty.network_error.description': 'Verifique sua internet e tente novamente.',
  'empty.loading.title': 'Carregando…',
  'empty.loading.description': 'Só um instante.',
  'image.failed': 'Imagem indisponível',
  'badge.count': '{count} novidades',
  'badge.dot': 'Há novidades',
  'frame.skipToContent': 'Pular para o conteúdo',
  'app.name': 'Vitrine',
  ...displayMessages,
  ...formatMessages,
  ...coreMessages,
  ...shellMessages,
  ...homeFeedMessages,
  ...gamesMessages,
  ...homeMessages,
} as const;

/** The lazily registered areas' messages, for typing only. */
type LazyAreaMessages = typeof authMessages &
  typeof vipMessages &
  typeof inviteMessages &
  typeof recordsMessages &
  typeof activityPopupsMessages &
  typeof floatsMessages &
  typeof globalOverlaysMessages &
  typeof gameScreensMessages &
  typeof homeLowerMessages &
  typeof shellExtrasMessages &
  typeof uiExtrasMessages &
  typeof exchangeMessages &
  typeof cashierMessages &
  typeof depositMessages &
  typeof withdrawMessages &
  typeof walletMessages &
  typeof contentMessages &
  typeof personMessages &
  typeof inboxMessages &
  typeof activityHubMessages &
  typeof settingsMessages &
  typeof consentMessages &
  typeof redPacketFollowerMessages &
  typeof activityDetailMessages &
  typeof depositPromosMessages &
  typeof welfareMessages &
  typeof rebatesMessages &
  typeof wheelMessages &
  typeof promotionMessages &
  typeof scratchMessages &
  typeof rankingsMessages &
  typeof tasksMessages &
  typeof pwaWorkerMessages &
  typeof installMessages &
  typeof pushMessages &
  typeof libraryMessages;

export type MessageKey = keyof typeof ptBR | keyof LazyAreaMessages;
export type Catalog = Record<MessageKey, string>;
