import { HISTORY_KEEP_DEFAULT, historySettingsEndpoints, ZHistorySettings } from '@softhouse/contracts';
import { History } from 'lucide-react';
import { SettingCard } from '../kit';

/** 'Histórico de versões' (decision 042): how many revisions each post, case or page keeps. */
export function HistoryKeepCard() {
  return (
    <SettingCard
      icon={History}
      title="Histórico de versões"
      what="o histórico de versões"
      api={{ key: ['admin', 'settings', 'history'], ...historySettingsEndpoints }}
      field={{
        name: 'keep',
        type: 'number',
        label: 'Versões guardadas por item',
        hint: `Cada salvamento de um post ou case guarda uma versão no Histórico do editor; as mais antigas além deste número são apagadas no salvamento seguinte. Padrão: ${HISTORY_KEEP_DEFAULT}.`,
        rule: ZHistorySettings.shape.keep,
      }}
      submit="Salvar histórico"
      toasts={{ saved: 'Histórico salvo', description: (saved) => `Cada item guarda as ${saved.keep} versões mais recentes.`, failed: 'Erro ao salvar o histórico' }}
    />
  );
}
