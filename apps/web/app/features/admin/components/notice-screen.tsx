import { SearchX, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { navFor } from '../layout/nav';
import { useSession } from '../session/session-store';
import { Card } from './card';

/* The back office's dead ends: an address that is no screen, and a screen the role may not open. */
const VARIANTS = {
  'not-found': { icon: SearchX, title: 'Página não encontrada', text: 'Esta seção do painel não existe.', tone: 'text-ink-400' },
  denied: {
    icon: ShieldAlert,
    title: 'Acesso negado: você está sem permissão',
    text: 'Seu perfil não dá acesso a esta área. Fale com um administrador se precisar dela.',
    tone: 'text-danger',
  },
} as const;

export function NoticeScreen({ variant }: { variant: keyof typeof VARIANTS }) {
  const { icon: Icon, title, text, tone } = VARIANTS[variant];
  // Back to the first tab the role may use (Contato for sales), not to one it may not.
  const session = useSession();
  const home = session ? navFor(session.user.role)[0] : undefined;
  return (
    <Card className="mx-auto mt-10 max-w-lg p-8 text-center">
      <Icon aria-hidden="true" className={`mx-auto size-10 ${tone}`} />
      <h1 className="mt-4 text-xl font-extrabold text-brand-dark">{title}</h1>
      <p className="mt-2 text-sm text-ink-600">{text}</p>
      <Button asChild size="sm" className="mt-6">
        <Link to={home?.to ?? '/admin/perfil'}>Voltar para {home?.label ?? 'Meu perfil'}</Link>
      </Button>
    </Card>
  );
}
