import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card } from '../components/card';

export function AdminNotFound() {
  return (
    <Card className="mx-auto mt-10 max-w-lg p-8 text-center">
      <h1 className="text-xl font-extrabold text-brand-dark">Página não encontrada</h1>
      <p className="mt-2 text-sm text-ink-600">Esta seção do painel não existe.</p>
      <Button asChild size="sm" className="mt-6">
        <Link to="/admin/cases">Voltar para Cases</Link>
      </Button>
    </Card>
  );
}
