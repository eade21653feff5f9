import { DEFAULT_TIME_ZONE } from '@softhouse/contracts';
import { Globe } from 'lucide-react';
import { SettingCard } from '../kit';
import { timeZoneSetting } from './scheduling-api';

const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE]);

/** 'Fuso horário' (decision 041): the zone in which the back office shows and takes the dates of scheduled posts and cases. */
export function TimeZoneCard() {
  return (
    <SettingCard
      icon={Globe}
      title="Fuso horário"
      formLabel="Fuso horário do site"
      what="o fuso horário"
      api={timeZoneSetting}
      field={{
        name: 'timeZone',
        type: 'choice',
        label: 'Fuso horário do site',
        hint: `Datas de publicação agendada são digitadas e mostradas neste fuso. Padrão: ${DEFAULT_TIME_ZONE}.`,
        choices: zones,
      }}
      submit="Salvar fuso horário"
      toasts={{ saved: 'Fuso horário salvo', description: (saved) => `Agendamentos são mostrados no horário de ${saved.timeZone}.`, failed: 'Erro ao salvar o fuso horário' }}
    />
  );
}
