import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from './card';

/** What an editor sees on an administrators-only screen. */
export function NoPermission() {
  return (
    <Card className="mx-auto mt-10 max-w-lg p-8 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-danger" />
      <h1 className="mt-4 text-xl font-extrabold text-brand-dark">Acesso negado: você está sem permissão</h1>
      <p className="mt-2 text-sm text-ink-600">
        Esta área é exclusiva para administradores. Fale com um administrador se precisar de acesso.
      </p>
      <Button asChild size="sm" className="mt-6">
        <Link to="/admin/cases">Voltar para Cases</Link>
      </Button>
    </Card>
  );
}
