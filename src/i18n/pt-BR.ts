/**
 * pt-BR catalog: the default and complete language. Keys are typed from this object, so any
 * other catalog must provide exactly the same keys. Every string a player reads lives here.
 * Areas own their own message modules under messages/ so they can grow independently.
 */
import { formsMessages } from './messages/forms';
import { overlaysMessages } from './messages/overlays';
import { displayMessages } from './messages/display';
import { formatMessages } from './messages/format';
import { coreMessages } from './messages/core';
import { shellMessages } from './messages/shell';
import { homeFeedMessages } from './messages/homeFeed';
import { gamesMessages } from './messages/games';
import { homeMessages } from './messages/home';
import { globalOverlaysMessages } from './messages/globalOverlays';
import { authMessages } from './messages/auth';

export const ptBR = {
  'common.loading': 'Carregando…',
  'common.close': 'Fechar',
  'common.cancel': 'Cancelar',
  'common.confirm': 'Confirmar',
  'common.retry': 'Tentar novamente',
  'common.clear': 'Limpar',
  'common.back': 'Voltar',
  'common.required': 'Campo obrigatório',
  'field.invalid': 'Valor inválido',
  'field.tooLong': 'Máximo de {max} caracteres',
  'field.min': 'O valor mínimo é {min}',
  'field.max': 'O valor máximo é {max}',
  'field.counter': '{count} de {max} caracteres',
  'toast.region': 'Notificações',
  'toast.dismiss': 'Dispensar notificação',
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
  'countdown.label': 'Tempo restante: {time}',
  'countdown.ended': 'Encerrado',
  'badge.count': '{count} novidades',
  'badge.dot': 'Há novidades',
  'avatar.label': 'Avatar de {name}',
  'frame.skipToContent': 'Pular para o conteúdo',
  'app.name': 'Vitrine',
  'app.tagline': 'Cassino online',
  ...formsMessages,
  ...overlaysMessages,
  ...displayMessages,
  ...formatMessages,
  ...coreMessages,
  ...shellMessages,
  ...homeFeedMessages,
  ...gamesMessages,
  ...homeMessages,
  ...globalOverlaysMessages,
  ...authMessages,
} as const;

export type MessageKey = keyof typeof ptBR;
export type Catalog = Record<MessageKey, string>;
