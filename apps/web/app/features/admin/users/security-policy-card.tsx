import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../components/card';
import { SettingSwitch, useSwitchSetting } from '../kit';
import { useTwoFactor } from '../security/security-api';
import { refreshUser } from '../session/auth';
import { securityKey, usersApi, useSecuritySettings } from './users-api';

/**
 * "Exigir verificação em duas etapas de todos": once on, whoever has not enrolled is kept on Meu perfil
 * until they do (the administrator who turns it on too).
 */
export function SecurityPolicyCard() {
  const setting = useSwitchSetting({
    query: useSecuritySettings(),
    queryKey: securityKey,
    value: (data) => data.requireTwoFactor,
    fallback: false,
    save: usersApi.setSecurity,
    toasts: {
      on: ['Verificação em duas etapas exigida', 'Quem ainda não ativou precisa ativá-la em Meu perfil para continuar.'],
      off: ['Verificação em duas etapas opcional', 'Cada pessoa decide se usa a verificação em duas etapas.'],
      failed: 'Erro ao salvar a configuração',
    },
    // The setting may apply to the administrator who changed it.
    afterSave: () => refreshUser().catch(() => undefined),
  });
  // Requiring it without having it would lock the administrator into enrolment: the API refuses, and this says so first.
  const mine = useTwoFactor();
  const blocked = !setting.checked && mine.data?.enabled === false;
  return (
    <Card className="px-5 py-4">
      <SettingSwitch
        setting={setting}
        icon={ShieldCheck}
        label="Exigir verificação em duas etapas de todos"
        description={
          blocked ? (
            <>
              Ative a sua verificação em duas etapas em{' '}
              <Link to="/admin/perfil" className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
                Meu perfil
              </Link>{' '}
              antes de exigi-la de todos.
            </>
          ) : (
            'Quem ainda não ativou só consegue usar Meu perfil até ativá-la.'
          )
        }
        disabled={blocked}
        className="items-center"
      />
    </Card>
  );
}
