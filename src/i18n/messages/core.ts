/** pt-BR messages of the core area (merged into the catalog in ../pt-BR.ts). */
export const coreMessages = {
  'api.error.timeout': 'O servidor demorou demais para responder. Tente novamente.',
  'api.error.network': 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  'api.error.http': 'O servidor está com problemas no momento. Tente novamente mais tarde.',
  'api.error.invalidResponse': 'Recebemos uma resposta inesperada do servidor. Tente novamente.',
  'api.error.generic': 'Não foi possível concluir a operação. Tente novamente.',
  'api.error.aborted': 'A solicitação foi cancelada.',
  'api.error.encryption':
    'Não foi possível proteger seus dados neste navegador. Atualize o navegador e tente novamente.',
  'session.ended.title': 'Sessão encerrada',
} as const;
