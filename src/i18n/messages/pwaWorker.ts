import { registerMessages } from '../t';

/**
 * pt-BR messages of the service worker's page side: the update prompt and the offline notice
 * (src/features/pwa/WorkerNotices/WorkerPieces.tsx).
 */
export const pwaWorkerMessages = registerMessages({
  'pwaWorker.region': 'Avisos do aplicativo',
  'pwaWorker.update.title': 'Nova versão disponível',
  'pwaWorker.update.text': 'Atualize quando quiser: a página recarrega com a versão nova.',
  'pwaWorker.update.accept': 'Atualizar',
  'pwaWorker.update.updating': 'Atualizando…',
  'pwaWorker.update.later': 'Depois',
  'pwaWorker.offline.title': 'Você está sem conexão',
  'pwaWorker.offline.text': 'Algumas informações podem não aparecer até a conexão voltar.',
});
