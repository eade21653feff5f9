import type { TTwoFactorStatus } from '@softhouse/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { formatDate } from '../components/format';
import { plural, QueryBoundary } from '../kit';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { RecoveryCodesPanel } from './recovery-codes';
import { SectionCard } from './section-card';
import { securityApi, twoFactorKey, useTwoFactor } from './security-api';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

/** 'Verificação em duas etapas': its state, turning it on or off, and new recovery codes. */
export function TwoFactorCard({ email, className }: { email: string; className?: string }) {
  const twoFactor = useTwoFactor();
  return (
    <SectionCard
      icon={ShieldCheck}
      title="Verificação em duas etapas"
      description="Além da senha, o login pede um código do aplicativo autenticador do seu celular."
      actions={twoFactor.data ? <StatusBadge status={twoFactor.data} /> : null}
      className={className}
    >
      <QueryBoundary query={twoFactor} loadingLabel="Carregando a verificação em duas etapas" what="a verificação em duas etapas">
        {(status) => <TwoFactorActions status={status} email={email} />}
      </QueryBoundary>
    </SectionCard>
  );
}

export function StatusBadge({ status }: { status: TTwoFactorStatus }) {
  if (status.enabled) return <Badge variant="success">Ativa desde {formatDate(status.enabledAt)}</Badge>;
  if (status.required) return <Badge variant="warning">Obrigatória</Badge>;
  return <Badge variant="neutral">Inativa</Badge>;
}

type Asking = 'codes' | 'disable' | null;

function TwoFactorActions({ status, email }: { status: TTwoFactorStatus; email: string }) {
  const queryClient = useQueryClient();
  const [enabling, setEnabling] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refetch = () => queryClient.invalidateQueries({ queryKey: twoFactorKey });

  const left = status.recoveryCodesLeft;
  return (
    <div className="flex flex-col items-start gap-4">
      {status.enabled ? (
        <>
          <p className={cn('text-sm', left <= 2 ? 'font-semibold text-warning' : 'text-ink-600')}>
            {plural(left, 'código de recuperação restante', 'códigos de recuperação restantes')}
            {left <= 2 ? '. Gere novos códigos para não ficar sem acesso.' : ''}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" className="h-auto min-h-9 shrink py-2 whitespace-normal" onClick={() => setAsking('codes')}>
              <KeyRound aria-hidden="true" />
              Gerar novos códigos de recuperação
            </Button>
            {status.required ? null : (
              <Button variant="secondary" size="sm" onClick={() => setAsking('disable')}>
                <ShieldOff aria-hidden="true" />
                Desativar
              </Button>
            )}
          </div>
          {status.required ? <p className="text-xs text-ink-500">Obrigatória para todos nesta empresa: não pode ser desativada.</p> : null}
        </>
      ) : (
        <>
          <p className="text-sm text-ink-600">
            {status.required
              ? 'A empresa exige a verificação em duas etapas de todos. Ative-a para continuar usando o painel.'
              : 'Mesmo que alguém descubra sua senha, não entra sem o código do seu celular.'}
          </p>
          <Button size="sm" onClick={() => setEnabling(true)}>
            <ShieldCheck aria-hidden="true" />
            Ativar
          </Button>
        </>
      )}
      {/* Mounted whatever the state: turning two-factor on changes it while the dialog shows the recovery codes. */}
      <TwoFactorSetupDialog open={enabling} onOpenChange={setEnabling} email={email} />
      <PasswordConfirmDialog
        open={asking === 'codes'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Gerar novos códigos de recuperação"
        description="Os códigos atuais deixam de valer. Confirme com sua senha."
        confirmLabel="Gerar códigos"
        failure="Erro ao gerar os códigos"
        onConfirm={async (password) => {
          const result = await securityApi.newRecoveryCodes(password);
          setCodes(result.recoveryCodes);
          toast.success('Novos códigos gerados', { description: 'Os códigos anteriores não valem mais.' });
          await refetch();
        }}
      />
      <PasswordConfirmDialog
        open={asking === 'disable'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Desativar verificação em duas etapas"
        description="O login volta a pedir só a senha, e os códigos de recuperação deixam de valer. Confirme com sua senha."
        confirmLabel="Desativar"
        failure="Erro ao desativar"
        onConfirm={async (password) => {
          await securityApi.disableTwoFactor(password);
          toast.success('Verificação em duas etapas desativada');
          await refetch();
        }}
      />
      <Dialog open={codes !== null} onOpenChange={(open) => !open && setCodes(null)}>
        <DialogContent size="sm" closeLabel="Fechar" onInteractOutside={(event) => event.preventDefault()}>
          {codes ? <RecoveryCodesPanel title="Novos códigos de recuperação" description="Guarde-os antes de fechar." codes={codes} email={email} onDone={() => setCodes(null)} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
