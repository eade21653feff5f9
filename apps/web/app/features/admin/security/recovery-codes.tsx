import { Copy, Download, TriangleAlert } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toast';
import { saveFile } from '../api/client';
import { copyText, DialogPanel } from '../kit';
import { recoveryCodesText } from './format';

/**
 * The 10 recovery codes, shown once (when two-factor is turned on and when new ones are made): a
 * monospace grid, "Copiar" and "Baixar .txt", and the warning that they will not be shown again.
 */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const onCopy = async () => {
    if (await copyText(codes.join('\n'))) toast.success('Códigos copiados', { description: 'Cole-os num gerenciador de senhas ou outro lugar seguro.' });
    else toast.error('Não foi possível copiar', { description: 'Selecione os códigos e copie-os, ou baixe o arquivo .txt.' });
  };
  const onDownload = () => saveFile(new Blob([recoveryCodesText(codes, email)], { type: 'text/plain;charset=utf-8' }), 'codigos-de-recuperacao.txt');
  return (
    <div className="flex flex-col gap-4">
      <p role="note" className="flex gap-2.5 rounded-control bg-warning-light px-3.5 py-3 text-sm text-warning">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-bold">Guarde estes códigos agora: eles são mostrados só desta vez.</strong> Cada um permite entrar uma única vez se
          você ficar sem o aplicativo autenticador.
        </span>
      </p>
      <ol aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-2 rounded-control bg-ink-50 p-3 font-mono text-sm text-ink-800 ring-1 ring-ink-200 sm:gap-x-6">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-2.5 py-1.5 text-center tracking-wider select-all ring-1 ring-ink-100">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void onCopy()}>
          <Copy aria-hidden="true" />
          Copiar
        </Button>
        <Button variant="secondary" size="sm" onClick={onDownload}>
          <Download aria-hidden="true" />
          Baixar .txt
        </Button>
      </div>
    </div>
  );
}

/** A dialog's content showing new recovery codes, closed once the person says they are kept. */
export function RecoveryCodesPanel({ title, description, codes, email, onDone }: { title: string; description: string; codes: string[]; email: string; onDone: () => void }) {
  return (
    <DialogPanel
      title={title}
      description={description}
      footer={
        <Button size="sm" onClick={onDone}>
          Já guardei os códigos
        </Button>
      }
    >
      <RecoveryCodes codes={codes} email={email} />
    </DialogPanel>
  );
}
