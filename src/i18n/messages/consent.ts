import { registerMessages } from '../t';

/**
 * pt-BR messages of the LGPD consent: the cookie banner, the purposes sheet and the /setting row
 * "Privacidade e cookies". A lazy area (pt-BR.ts).
 */
export const consentMessages = registerMessages({
  'consent.banner.title': 'Sua privacidade',
  'consent.banner.text':
    'Usamos cookies necessários para o app funcionar. Se você permitir, também usamos cookies de publicidade para medir nossos anúncios. Você escolhe e pode mudar quando quiser.',
  'consent.privacyLink': 'Política de privacidade',
  'consent.accept': 'Aceitar',
  'consent.refuse': 'Recusar',
  'consent.settings': 'Configurações',
  'consent.sheet.title': 'Privacidade e cookies',
  'consent.sheet.description':
    'Conforme a LGPD, você decide como usamos seus dados neste aparelho. Sua escolha fica salva e pode ser mudada em Configurações.',
  'consent.necessary.title': 'Necessários',
  'consent.necessary.text':
    'Mantêm você conectado, lembram seu idioma e protegem sua conta. Sem eles o app não funciona.',
  'consent.necessary.state': 'Sempre ativos',
  'consent.ads.title': 'Publicidade e medição',
  'consent.ads.text':
    'Avisam nossos parceiros de anúncios (como Meta, TikTok, Kwai e Google) quando você se cadastra, entra ou deposita, para medir as campanhas. Nada é enviado sem a sua permissão.',
  'consent.save': 'Salvar escolha',
  'consent.saved': 'Sua escolha de privacidade foi salva.',
  'consent.row.label': 'Privacidade e cookies',
  // Short: the row's value sits beside its label on a 320 px phone.
  'consent.row.accepted': 'Aceitos',
  'consent.row.refused': 'Recusados',
  'consent.row.unset': 'Pendente',
});
