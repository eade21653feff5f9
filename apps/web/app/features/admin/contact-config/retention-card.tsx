import { contactsEndpoints, LEAD_RETENTION_DEFAULT_MONTHS, ZLeadRetention } from '@softhouse/contracts';
import { ShieldCheck } from 'lucide-react';
import { SettingCard } from '../kit';

/** 'Retenção de dados' (LGPD, issue 15): after how many months a lead loses its personal data. */
export function RetentionCard() {
  return (
    <SettingCard
      icon={ShieldCheck}
      title="Retenção de dados"
      formLabel="Retenção de dados dos contatos"
      what="a retenção de dados"
      api={{ key: ['admin', 'contacts', 'retention'], get: contactsEndpoints.retention, set: contactsEndpoints.setRetention }}
      field={{
        name: 'months',
        type: 'number',
        label: 'Anonimizar contatos com mais de (meses)',
        hint: `Uma vez por dia, nome, e-mail, telefone, empresa, mensagem, origem e anotações dos contatos mais antigos são apagados; etapa, datas e serviço ficam para as estatísticas. Padrão: ${LEAD_RETENTION_DEFAULT_MONTHS} meses.`,
        rule: ZLeadRetention.shape.months,
      }}
      submit="Salvar retenção"
      toasts={{ saved: 'Retenção salva', description: (saved) => `Contatos com mais de ${saved.months} meses serão anonimizados.`, failed: 'Erro ao salvar a retenção' }}
    />
  );
}
